import { Worker } from 'node:worker_threads';
import { HttpError, type ProblemName, ValidationFailed } from './errors.ts';
import { giveTurn } from './turns.ts';

/**
 * What the upload thread is asked to read (upload-reads.ts does it): a spreadsheet (CSV or XLSX),
 * or a CSV file with its required columns and at most `max` rows after its header.
 */
export type UploadRead =
  | { kind: 'sheet'; field: string }
  | { kind: 'csv-upload'; field: 'file'; required: readonly string[]; what: string; max: number };

/** What a read found: its rows, and the rest (a separator, the columns by name). */
export type ReadFound = { rest: Record<string, unknown>; rows: unknown[] };

/** A refusal as it crosses from the thread: an HttpError's parts, and whether it was a ValidationFailed. */
export type ThreadProblem = {
  validation: boolean;
  status: number;
  title: string;
  detail: string;
  errors?: Record<string, string[]>;
  name: ProblemName;
};

export type ToThread =
  | { type: 'read'; job: number; read: UploadRead; file: Uint8Array }
  | { type: 'rows'; job: number; from: number };

export type FromThread =
  | { type: 'found'; job: number; rest: Record<string, unknown>; count: number; rows: unknown[] }
  | { type: 'rows'; job: number; rows: unknown[] }
  | { type: 'refused'; job: number; problem: ThreadProblem }
  | { type: 'failed'; job: number; error: string };

/**
 * Rows per message back from the thread: taking in a message holds the event loop while its rows
 * are copied (about 15 ms for 5 000 lines of a dozen cells), and the next is asked for after a turn.
 */
export const ROWS_PER_MESSAGE = 5000;

/**
 * How long a file may take to read, and the memory its reading may use: a file that needs more
 * (a workbook built to be slow, or to swell once read) ends the thread and is refused. A worksheet
 * of 46 MB unpacked (100 000 lines; 50 MB is allowed) takes the thread 6 s and 500 MB. Tests
 * shorten them.
 */
export const uploadReadLimits = { seconds: 30, heapMb: 1024 };

/** A CSV file up to this size is read on the server's thread: it takes a few milliseconds. */
export const SMALL_CSV_BYTES = 256 * 1024;

/** What an upload route's description says of how its file is read: a workbook, or only CSV. */
export function readApartNote(kinds: 'sheet' | 'csv'): string {
  const what = `${kinds === 'sheet' ? 'A workbook, or a CSV file' : 'A file'} over ${SMALL_CSV_BYTES / 1024} KB`;
  return (
    `${what} is read in a thread of its own, one file at a time, while the server answers other requests: ` +
    `one that takes longer than ${uploadReadLimits.seconds} s to read answers 400 \`upload_too_slow\` ` +
    `(\`params.seconds\`), one that needs more than ${uploadReadLimits.heapMb} MB of memory 400 ` +
    '`upload_too_costly`, both on `file`.'
  );
}

type Asked = {
  job: number;
  read: UploadRead;
  file: Uint8Array;
  resolve: (found: ReadFound) => void;
  reject: (error: Error) => void;
  rest?: Record<string, unknown>;
  rows: unknown[];
  count: number;
  timer?: NodeJS.Timeout;
};

let worker: Worker | undefined;
const queued: Asked[] = [];
let reading: Asked | undefined;
let jobs = 0;

/** The file as bytes the thread may take: its own memory is moved, a slice of a shared pool copied. */
function movable(file: Buffer): Uint8Array {
  if (
    file.byteOffset === 0 &&
    file.byteLength === file.buffer.byteLength &&
    file.buffer instanceof ArrayBuffer
  )
    return file;
  return new Uint8Array(file);
}

function tooSlow(field: string): ValidationFailed {
  const message = `The file took longer than ${uploadReadLimits.seconds} s to read: send a smaller file, or save it again as CSV.`;
  return new ValidationFailed({ [field]: [message] }, message, {
    code: 'upload_too_slow',
    params: { seconds: uploadReadLimits.seconds },
  });
}

function tooCostly(field: string): ValidationFailed {
  const message =
    'The file needs more memory to read than one upload may use: send a smaller file, or save it again as CSV.';
  return new ValidationFailed({ [field]: [message] }, message, { code: 'upload_too_costly' });
}

/** The thread uploads are read in, started on first use; it keeps the process alive only while it works. */
function uploadThread(): Worker {
  if (worker) return worker;
  const thread = new Worker(new URL('./upload-worker.mjs', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: uploadReadLimits.heapMb },
  });
  thread.unref();
  thread.on('message', (message: FromThread) => {
    if (worker === thread) void take(thread, message);
  });
  thread.on('error', (error: Error & { code?: string }) => {
    const asked = reading;
    if (error.code === 'ERR_WORKER_OUT_OF_MEMORY' && asked) stop(thread, tooCostly(asked.read.field));
    else stop(thread, error);
  });
  thread.on('exit', (code) => stop(thread, new Error(`the upload thread stopped (exit code ${code})`)));
  worker = thread;
  return thread;
}

/** A message from the thread about the file being read. */
async function take(thread: Worker, message: FromThread): Promise<void> {
  const asked = reading;
  if (asked?.job !== message.job) return;
  if (message.type === 'refused' || message.type === 'failed') {
    done(asked);
    asked.reject(
      message.type === 'refused'
        ? refusalOf(message.problem)
        : new Error(`reading an upload failed: ${message.error}`),
    );
    return;
  }
  clearTimeout(asked.timer);
  if (message.type === 'found') {
    asked.rest = message.rest;
    asked.count = message.count;
  }
  for (const row of message.rows) asked.rows.push(row);
  if (asked.rows.length >= asked.count) {
    done(asked);
    asked.resolve({ rest: asked.rest ?? {}, rows: asked.rows });
    return;
  }
  // The rows already taken in held the event loop: what waits goes first.
  await giveTurn();
  if (worker === thread && reading === asked)
    thread.postMessage({ type: 'rows', job: asked.job, from: asked.rows.length } satisfies ToThread);
}

function refusalOf(problem: ThreadProblem): HttpError {
  const { status, title, detail, errors, name } = problem;
  return problem.validation
    ? new ValidationFailed(errors ?? {}, detail, name)
    : new HttpError(status, title, detail, errors, name);
}

/** The read is over: the thread takes the next. */
function done(asked: Asked): void {
  clearTimeout(asked.timer);
  if (reading === asked) reading = undefined;
  readNext();
}

/** The thread ended (a crash, its memory used up, or stopped for taking too long): what it read fails, the next file starts another. */
function stop(thread: Worker, error: Error): void {
  if (worker !== thread) return;
  worker = undefined;
  void thread.terminate();
  const asked = reading;
  if (asked) {
    done(asked);
    asked.reject(error);
  } else readNext();
}

function readNext(): void {
  if (reading) return;
  const next = queued.shift();
  if (!next) {
    worker?.unref();
    return;
  }
  reading = next;
  const thread = uploadThread();
  thread.ref();
  next.timer = setTimeout(() => stop(thread, tooSlow(next.read.field)), uploadReadLimits.seconds * 1000);
  const { file } = next;
  next.file = new Uint8Array();
  thread.postMessage({ type: 'read', job: next.job, read: next.read, file } satisfies ToThread, [
    file.buffer as ArrayBuffer,
  ]);
}

/** Files being read or waiting for the thread. */
export function uploadsBeingRead(): number {
  return queued.length + (reading ? 1 : 0);
}

/**
 * Reads an uploaded file in a thread of its own, one file after another, so that the server goes
 * on answering while a big workbook is unpacked and parsed; its rows come back a few thousand at a
 * time, with a turn of the event loop between. The file's bytes move to the thread (`file` is
 * empty after) unless they share memory with other buffers. What the thread refuses is refused
 * here as it was there; a file that takes longer than `uploadReadLimits.seconds` or more memory
 * than `uploadReadLimits.heapMb` ends the thread and is refused with a 400 on its field.
 */
export function readInThread(file: Buffer, read: UploadRead): Promise<ReadFound> {
  return new Promise((resolve, reject) => {
    queued.push({ job: ++jobs, read, file: movable(file), resolve, reject, rows: [], count: 0 });
    readNext();
  });
}
