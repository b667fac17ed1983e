import { hash } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';
import type { Attachment } from 'nodemailer/lib/mailer/index.js';

/** The logo is drawn twice the height the message shows it at, for sharp screens. */
const LOGO_HEIGHT = 80;

/**
 * An authority's logo as a message carries it: drawn as a PNG (mail clients show few SVGs, and
 * none runs as an image) and attached inline, for the HTML to show as `cid:`; no remote image,
 * which would tell a sender who opened the message. A logo that cannot be drawn is left out.
 */
export function mailLogo(svg: string | null): Promise<MailLogo | null> {
  if (!svg) return Promise.resolve(null);
  // A bulletin goes to every subscriber of its type with the same logo: it is drawn once. The
  // drawing depends on the picture alone, so keeping it by the picture's hash is never stale.
  const key = hash('sha256', svg);
  let drawn = drawnLogos.get(key);
  if (!drawn) {
    drawn = drawLogo(svg);
    drawnLogos.set(key, drawn);
    const oldest = drawnLogos.keys().next().value;
    if (drawnLogos.size > LOGOS_KEPT && oldest !== undefined) drawnLogos.delete(oldest);
  }
  return drawn;
}

type MailLogo = Attachment & { cid: string };

/** Enough for every authority's logo at once; the oldest drawn goes first past it. */
const LOGOS_KEPT = 64;
const drawnLogos = new Map<string, Promise<MailLogo | null>>();

async function drawLogo(svg: string): Promise<MailLogo | null> {
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
