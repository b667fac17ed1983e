/**
 * The thread Typst lays bulletins out in: a 12 000-cell bulletin takes it a second, which the
 * server's own thread, answering everyone else meanwhile, cannot spare. Started by pdf-compiler.ts;
 * written in the TypeScript Node runs as it is (no enums, no parameter properties), so that the
 * thread starts the same under the server and under the tests.
 */
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { readPdfFonts } from './pdf-fonts.ts';

/** One document to make: its data as JSON, and when it was made (in seconds) for its metadata. */
export type PdfJob = { job: number; data: string; createdAt: number; standard: string };
/** The PDF, or what Typst said instead. */
export type PdfDone = { job: number; pdf: Uint8Array } | { job: number; diagnostics: unknown };

const template = readFileSync(new URL('./bulletin.typ', import.meta.url), 'utf8');
// The fonts shipped with the app: the template names Titillium Web, so a machine's own fonts are
// reached only for a glyph neither it nor Typst's embedded fonts have.
const typst = NodeCompiler.create({ fontArgs: [{ fontBlobs: readPdfFonts() }] });

function make({ job, data, createdAt, standard }: PdfJob): PdfDone {
  const compiled = typst.compile({ mainFileContent: template, inputs: { data } });
  const document = compiled.result;
  if (!document || compiled.hasError())
    return { job, diagnostics: compiled.takeDiagnostics()?.shortDiagnostics };
  try {
    return { job, pdf: typst.pdf(document, { pdfStandard: standard, creationTimestamp: createdAt }) };
  } catch (error) {
    return { job, diagnostics: String(error) };
  } finally {
    // Each document's data is new: what Typst memoised for the last one is of little use to the next.
    typst.evictCache(10);
  }
}

// Copied to the server's thread, not transferred: Typst's buffer is memory Node does not own.
parentPort?.on('message', (job: PdfJob) => parentPort?.postMessage(make(job)));
