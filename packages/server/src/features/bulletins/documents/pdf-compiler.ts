import { readFileSync } from 'node:fs';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { HttpError } from '../../../lib/errors.ts';
import { readPdfFonts } from './pdf-fonts.ts';

/**
 * PDF/A-2a: archivable (fonts embedded, colours defined) and tagged, with the structure and the
 * language a screen reader needs; the level Typst 0.14 reaches for a document with pictures.
 */
export const PDF_STANDARD = 'a-2a';

const TEMPLATE = readFileSync(new URL('./bulletin.typ', import.meta.url), 'utf8');

let compiler: NodeCompiler | undefined;

/**
 * The process's Typst compiler, made on first use with the fonts shipped with the app (and only
 * those beside Typst's own: a document must not change with the machine's fonts). The server makes
 * it at start, so a missing font is told then.
 */
export function pdfCompiler(): NodeCompiler {
  compiler ??= NodeCompiler.create({ fontArgs: [{ fontBlobs: readPdfFonts() }] });
  return compiler;
}

/**
 * A document Typst could not make: the error handler logs it with its bulletin and Typst's
 * diagnostics (its own fields), and answers a 500 that says what failed.
 */
export class PdfFailed extends HttpError {
  constructor(
    readonly bulletinId: number,
    readonly diagnostics: unknown,
  ) {
    super(
      500,
      'The PDF could not be made',
      'The bulletin’s PDF could not be made; the error is logged.',
      undefined,
      {
        code: 'pdf_failed',
      },
    );
  }
}

/**
 * The PDF of a document's data (pdf-document.ts), which reaches the template as JSON in
 * `sys.inputs`: never as markup. Synchronous: Typst holds the thread while it lays out the pages.
 */
export function compilePdf(data: unknown, made: { bulletinId: number; createdAt: Date }): Buffer {
  const typst = pdfCompiler();
  const compiled = typst.compile({ mainFileContent: TEMPLATE, inputs: { data: JSON.stringify(data) } });
  const document = compiled.result;
  if (!document || compiled.hasError())
    throw new PdfFailed(made.bulletinId, compiled.takeDiagnostics()?.shortDiagnostics);
  try {
    return typst.pdf(document, {
      pdfStandard: PDF_STANDARD,
      creationTimestamp: Math.floor(made.createdAt.getTime() / 1000),
    });
  } catch (error) {
    throw new PdfFailed(made.bulletinId, String(error));
  } finally {
    // Each document's data is new: what Typst memoised for the last one is of no use to the next.
    typst.evictCache(10);
  }
}
