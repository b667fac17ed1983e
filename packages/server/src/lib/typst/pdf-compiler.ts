import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { HttpError, ServiceUnavailable } from '../errors.ts';
import { readPdfFonts } from './pdf-fonts.ts';

/**
 * PDF/A-2a: archivable (fonts embedded, colours defined) and tagged, with the structure and the
 * language a screen reader needs; the highest PDF/A level Typst 0.14 reaches for a document with
 * pictures and links.
 */
export const PDF_STANDARD = 'a-2a';

/**
 * A document Typst could not make: the error handler logs it with what it was (a bulletin's id,
 * or none) and Typst's diagnostics (its own fields), and answers a 500 that says what failed.
 */
export class PdfFailed extends HttpError {
  constructor(
    readonly bulletinId: number | undefined,
    readonly diagnostics: unknown,
  ) {
    super(
      500,
      'The PDF could not be made',
      bulletinId === undefined
        ? 'The PDF could not be made; the error is logged.'
        : 'The bulletin’s PDF could not be made; the error is logged.',
      undefined,
      { code: 'pdf_failed' },
    );
  }
}

/**
 * The documents waiting for Typst's one thread at most. Each takes it from tens of milliseconds to
 * a second or two: past this many, a request is told to come back (503 with Retry-After) rather
 * than wait behind a queue that anyone could lengthen by asking for many documents at once.
 */
export const PDF_QUEUE_LIMIT = 16;
const RETRY_AFTER_SECONDS = 5;

type Waiting = {
  bulletinId: number | undefined;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
};

let worker: Worker | undefined;
const waiting = new Map<number, Waiting>();
let jobs = 0;

/** One document to make: its template, its data as JSON, and when it was made (in seconds) for its metadata. */
export type PdfJob = { job: number; template: string; data: string; createdAt: number; standard: string };
/** The PDF, or what Typst said instead. */
export type PdfDone = { job: number; pdf: Uint8Array } | { job: number; diagnostics: unknown };

/** What every thread starts with: the fonts, read (or found missing) once. */
let start: { fonts: Buffer[] } | undefined;

function startData() {
  start ??= { fonts: readPdfFonts() };
  return start;
}

/** The templates, each read once: a document names its own (the bulletin's, the icon contact sheet's…). */
const templates = new Map<string, string>();

function templateText(template: URL): string {
  let text = templates.get(template.href);
  if (text === undefined) {
    text = readFileSync(template, 'utf8');
    templates.set(template.href, text);
  }
  return text;
}

/** The thread Typst runs in, started on first use; it keeps the process alive only while it works. */
function typstThread(): Worker {
  if (worker) return worker;
  const thread = new Worker(new URL('./pdf-worker.mjs', import.meta.url), { workerData: startData() });
  thread.unref();
  thread.on('message', (done: PdfDone) => {
    const asked = waiting.get(done.job);
    waiting.delete(done.job);
    if (!waiting.size) thread.unref();
    if (!asked) return;
    if ('pdf' in done) asked.resolve(Buffer.from(done.pdf.buffer, done.pdf.byteOffset, done.pdf.byteLength));
    else asked.reject(new PdfFailed(asked.bulletinId, done.diagnostics));
  });
  // A thread that died (out of memory, a crash in Typst) fails what it was making; the next document starts another.
  thread.on('error', (error) => stop(thread, error));
  thread.on('exit', (code) => stop(thread, new Error(`the PDF thread stopped (exit code ${code})`)));
  worker = thread;
  return thread;
}

/**
 * Starts Typst's thread (which reads the fonts and readies Typst) before the first document is
 * asked for, which then takes its usual tens of milliseconds rather than a quarter of a second.
 */
export function startPdfThread(): void {
  typstThread();
}

function stop(thread: Worker, error: Error): void {
  if (worker !== thread) return;
  worker = undefined;
  for (const asked of waiting.values())
    asked.reject(new PdfFailed(asked.bulletinId, error.stack ?? error.message));
  waiting.clear();
}

/**
 * The PDF of a Typst template (a file beside its feature) and a document's data, which reaches the
 * template as JSON in `sys.inputs.data`: never as markup. Made in Typst's own thread, one document
 * after another, so the server's thread goes on answering while Typst lays the pages out.
 */
export function compilePdf(
  template: URL,
  data: unknown,
  made: { bulletinId?: number; createdAt: Date },
): Promise<Buffer> {
  if (waiting.size >= PDF_QUEUE_LIMIT)
    return Promise.reject(
      new ServiceUnavailable(
        `${waiting.size} documents are being made: try again in ${RETRY_AFTER_SECONDS} s.`,
        RETRY_AFTER_SECONDS,
      ),
    );
  const thread = typstThread();
  const job: PdfJob = {
    job: ++jobs,
    template: templateText(template),
    data: JSON.stringify(data),
    createdAt: Math.floor(made.createdAt.getTime() / 1000),
    standard: PDF_STANDARD,
  };
  return new Promise((resolve, reject) => {
    waiting.set(job.job, { bulletinId: made.bulletinId, resolve, reject });
    thread.ref();
    thread.postMessage(job);
  });
}
