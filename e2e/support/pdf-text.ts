/**
 * The text of a PDF as Chromium prints it, without a PDF library: its streams inflated, the
 * glyph → character tables (ToUnicode CMaps) read, and the glyphs shown (`<…> Tj`) spelled out.
 * Enough to find a heading or a value on the printed pages; not a general PDF reader.
 */
import { inflateSync } from 'node:zlib';

/**
 * The PDF's streams, inflated. Each is read for the `/Length` its dictionary gives: compressed bytes
 * may hold `endstream` by chance, and a stream cut there would lose the page's text.
 */
function streamsOf(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/\/Length (\d+)(?:[^>]|>(?!>))*>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    try {
      streams.push(inflateSync(pdf.subarray(start, start + Number(match[1]))).toString('latin1'));
    } catch {
      // Not deflated (e.g. an image): holds no text.
    }
  }
  return streams;
}

function glyphTable(streams: string[]): Map<string, string> {
  const glyphs = new Map<string, string>();
  const hex = (code: string) => Number.parseInt(code, 16);
  for (const stream of streams) {
    for (const [, block = ''] of stream.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const [, glyph = '', unicode = ''] of block.matchAll(/<([0-9A-F]+)>\s*<([0-9A-F]+)>/g))
        glyphs.set(glyph, Buffer.from(unicode, 'hex').swap16().toString('utf16le'));
    for (const [, block = ''] of stream.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
      for (const [, from = '', to = '', unicode = ''] of block.matchAll(
        /<([0-9A-F]+)>\s*<([0-9A-F]+)>\s*<([0-9A-F]+)>/g,
      ))
        for (let glyph = hex(from); glyph <= hex(to); glyph++)
          glyphs.set(
            glyph.toString(16).toUpperCase().padStart(4, '0'),
            String.fromCodePoint(hex(unicode) + glyph - hex(from)),
          );
  }
  return glyphs;
}

/** The PDF's pages (each `/Type /Page` object). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
}

/** The text shown on the PDF's pages, each text block followed by a space. */
export function pdfText(pdf: Buffer): string {
  const streams = streamsOf(pdf);
  const glyphs = glyphTable(streams);
  let text = '';
  for (const stream of streams)
    for (const [, shown = '', end] of stream.matchAll(/<([0-9A-F]+)>\s*Tj|(\bET\b)/g)) {
      if (end) text += ' ';
      for (let at = 0; at < shown.length; at += 4) text += glyphs.get(shown.slice(at, at + 4)) ?? '?';
    }
  return text;
}
