import { renderAsync } from '@resvg/resvg-js';
import type { Attachment } from 'nodemailer/lib/mailer/index.js';

/** The logo is drawn twice the height the message shows it at, for sharp screens. */
const LOGO_HEIGHT = 80;

/**
 * An authority's logo as a message carries it: drawn as a PNG (mail clients show few SVGs, and
 * none runs as an image) and attached inline, for the HTML to show as `cid:`; no remote image,
 * which would tell a sender who opened the message. A logo that cannot be drawn is left out.
 */
export async function mailLogo(svg: string | null): Promise<(Attachment & { cid: string }) | null> {
  if (!svg) return null;
  try {
    const image = await renderAsync(svg, {
      fitTo: { mode: 'height', value: LOGO_HEIGHT },
      font: { loadSystemFonts: false },
    });
    if (!image.width || !image.height) return null;
    return {
      filename: 'logo.png',
      content: image.asPng(),
      contentType: 'image/png',
      cid: 'authority-logo@bora',
      contentDisposition: 'inline',
    };
  } catch {
    return null;
  }
}
