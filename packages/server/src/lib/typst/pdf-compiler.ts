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

type Asked = {
  job: PdfJob;
  bulletinId: number | undefined;
  visitor: boolean;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
};

let worker: Worker | undefined;
/** What waits for the thread, in the order asked; `making` is what the thread has now. */
const queued: Asked[] = [];
let making: Asked | undefined;
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
    const asked = making;
    if (asked?.job.job !== done.job) return;
    making = undefined;
    if ('pdf' in done) asked.resolve(Buffer.from(done.pdf.buffer, done.pdf.byteOffset, done.pdf.byteLength));
    else asked.reject(new PdfFailed(asked.bulletinId, done.diagnostics));
    makeNext();
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

/** A thread that died fails what it was making; what waits goes to the next thread. */
function stop(thread: Worker, error: Error): void {
  if (worker !== thread) return;
  worker = undefined;
  const asked = making;
  making = undefined;
  asked?.reject(new PdfFailed(asked.bulletinId, error.stack ?? error.message));
  makeNext();
}

/**
 * Gives the thread its next document when it is free: the first a signed-in person asked for, else
 * the first asked; so a forecaster's draft waits for the one document being made at most, never
 * behind visitors' first downloads. The thread keeps the process alive only while it has work.
 */
function makeNext(): void {
  if (making) return;
  const person = queued.findIndex((asked) => !asked.visitor);
  const [next] = queued.splice(person === -1 ? 0 : person, 1);
  if (!next) {
    worker?.unref();
    return;
  }
  making = next;
  const thread = typstThread();
  thread.ref();
  thread.postMessage(next.job);
}

/**
 * The PDF of a Typst template (a file beside its feature) and a document's data, which reaches the
 * template as JSON in `sys.inputs.data`: never as markup. Made in Typst's own thread, one document
 * after another, so the server's thread goes on answering while Typst lays the pages out. What a
 * visitor (nobody signed in) asked for is made after everything a signed-in person waits for.
 */
export function compilePdf(
  template: URL,
  data: unknown,
  made: { bulletinId?: number; createdAt: Date; visitor?: boolean },
): Promise<Buffer> {
  const waiting = queued.length + (making ? 1 : 0);
  if (waiting >= PDF_QUEUE_LIMIT)
    return Promise.reject(
      new ServiceUnavailable(
        `${waiting} documents are being made: try again in ${RETRY_AFTER_SECONDS} s.`,
        RETRY_AFTER_SECONDS,
      ),
    );
  const job: PdfJob = {
    job: ++jobs,
    template: templateText(template),
    data: JSON.stringify(data),
    createdAt: Math.floor(made.createdAt.getTime() / 1000),
    standard: PDF_STANDARD,
  };
  return new Promise((resolve, reject) => {
    queued.push({ job, bulletinId: made.bulletinId, visitor: made.visitor ?? false, resolve, reject });
    makeNext();
  });
}
