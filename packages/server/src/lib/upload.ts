import { MAX_UPLOAD_BYTES } from '@bora/shared/icon';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { BadRequest, HttpError, ValidationFailed } from './errors.ts';
import { textProblemOf, unstorableText } from './stored-text.ts';

export type UploadedFile = { field: string; filename: string; data: Buffer };

const LIMIT_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/** 413 with the message on the form field the file came in. */
export function tooLarge(field: string): HttpError {
  const message = `The upload is larger than ${LIMIT_MB} MB; send fewer or smaller files.`;
  return new HttpError(413, 'Content Too Large', message, { [field]: [message] });
}

function isTooLarge(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT';
}

function unreadable(fileField: string): BadRequest {
  return new BadRequest(
    'The multipart/form-data body could not be read (a missing or wrong boundary, or a body cut short); ' +
      `send the form with the file in a part named "${fileField}".`,
  );
}

function withoutFileName(field: string): ValidationFailed {
  return new ValidationFailed({
    [field]: ['The file has no name: send it as a file, with a file name in its Content-Disposition.'],
  });
}

/**
 * Every file and text field of a multipart request. Refuses with a 400 a request that is not
 * multipart or whose body cannot be read, and with a 413 (on the field) one whose files together
 * exceed MAX_UPLOAD_BYTES.
 */
export async function readParts(
  request: FastifyRequest,
  fileField: string,
): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new BadRequest(
      `Send the form as multipart/form-data, with the file in a part named "${fileField}".`,
    );
  }
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  let total = 0;
  let field = fileField;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        field = part.fieldname;
        // A part typed as a file but sent without a file name (busboy takes
        // application/octet-stream parts as files) names no file to keep.
        if (!part.filename) throw withoutFileName(part.fieldname || fileField);
        const data = await (part as MultipartFile).toBuffer();
        total += data.length;
        if (total > MAX_UPLOAD_BYTES) throw tooLarge(field);
        files.push({ field: part.fieldname, filename: part.filename, data });
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge(field);
    if (error instanceof HttpError) throw error;
    const status = (error as { statusCode?: unknown } | null)?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    // What is left is the parser's own complaint about a malformed body: never a 500.
    throw unreadable(fileField);
  }
  // The text guard sees JSON and form bodies only: multipart text is checked here, as it is read.
  const errors = unstorableText(fields);
  for (const file of files) {
    const problem = textProblemOf('The file name', file.filename);
    if (problem) errors[file.field] = [problem];
  }
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
  return { files, fields };
}

/** The one file a multipart request sends in the part named `field`, with its other fields. */
export async function singleFile(
  request: FastifyRequest,
  field: string,
): Promise<{ file: Buffer; filename: string; fields: Record<string, string> }> {
  const { files, fields } = await readParts(request, field);
  const found = files.find((f) => f.field === field);
  if (!found) throw new ValidationFailed({ [field]: [`Choose a file (a part named "${field}").`] });
  return { file: found.data, filename: found.filename, fields };
}
