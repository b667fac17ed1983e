/**
 * The thread Typst lays documents out in: a 12 000-cell bulletin takes it a second, which the
 * server's own thread, answering everyone else meanwhile, cannot spare. Started by pdf-compiler.ts,
 * which gives it the fonts (`workerData`) and then one job at a time, each with its template. Plain
 * JavaScript, so that the thread starts the same on every Node.js Bora runs on, with or without a
 * TypeScript loader.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';

/** @type {{ fonts: Uint8Array[] }} */
const { fonts } = workerData;
// The fonts shipped with the app: the template names Titillium Web, so a machine's own fonts are
// reached only for a glyph neither it nor Typst's embedded fonts have.
const typst = NodeCompiler.create({
  fontArgs: [{ fontBlobs: fonts.map((font) => Buffer.from(font.buffer, font.byteOffset, font.byteLength)) }],
});

/**
 * @param {import('./pdf-compiler.ts').PdfJob} job
 * @returns {import('./pdf-compiler.ts').PdfDone}
 */
function make({ job, template, data, createdAt, standard }) {
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
parentPort?.on('message', (job) => parentPort?.postMessage(make(job)));
