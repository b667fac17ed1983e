import { parentPort } from 'node:worker_threads';
import { MAX_UPLOAD_BYTES } from '@bora/shared/icon';
import { csvUploadOf } from './csv-upload.ts';
import { HttpError, ValidationFailed } from './errors.ts';
import { sheetOf } from './spreadsheet.ts';
import { tooLarge } from './upload.ts';
import {
  type FromThread,
  type ReadFound,
  ROWS_PER_MESSAGE,
  type ToThread,
  type UploadRead,
} from './upload-thread.ts';

/** What the upload thread does with a file: the same reading, and the same refusals, as on the server's thread. */
async function readUpload(file: Buffer, read: UploadRead): Promise<ReadFound> {
  if (file.length > MAX_UPLOAD_BYTES) throw tooLarge(read.field);
  if (read.kind === 'sheet') {
    const { lines, ...rest } = await sheetOf(file, read.field);
    return { rest, rows: lines };
  }
  const { rows, ...rest } = csvUploadOf(file, read.required, read.what, read.max);
  return { rest, rows };
}

/** The rows of the file last read, until the server's thread has taken them all. */
let held: { job: number; rows: unknown[] } | undefined;

function answer(message: FromThread): void {
  parentPort?.postMessage(message);
}

async function receive(message: ToThread): Promise<void> {
  if (message.type === 'rows') {
    if (held?.job !== message.job) return;
    const rows = held.rows.slice(message.from, message.from + ROWS_PER_MESSAGE);
    if (message.from + rows.length >= held.rows.length) held = undefined;
    answer({ type: 'rows', job: message.job, rows });
    return;
  }
  held = undefined;
  const { job } = message;
  try {
    const bytes = Buffer.from(message.file.buffer, message.file.byteOffset, message.file.byteLength);
    const { rest, rows } = await readUpload(bytes, message.read);
    if (rows.length > ROWS_PER_MESSAGE) held = { job, rows };
    answer({ type: 'found', job, rest, count: rows.length, rows: rows.slice(0, ROWS_PER_MESSAGE) });
  } catch (error) {
    if (error instanceof HttpError) {
      const name = { code: error.code, ...(error.params ? { params: error.params } : {}) };
      const problem = {
        validation: error instanceof ValidationFailed,
        status: error.status,
        title: error.title,
        detail: error.message,
        errors: error.errors,
        name,
      };
      answer({ type: 'refused', job, problem });
    } else
      answer({
        type: 'failed',
        job,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
  }
}

parentPort?.on('message', (message: ToThread) => void receive(message));
