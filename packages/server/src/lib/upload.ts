import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { BadRequest, ValidationFailed } from './errors.ts';

/** The one file a multipart request sends in the part named `field`, with its other fields. */
export async function singleFile(
  request: FastifyRequest,
  field: string,
): Promise<{ file: Buffer; filename: string; fields: Record<string, string> }> {
  if (!request.isMultipart())
    throw new BadRequest(`Send the file as multipart/form-data, in a part named "${field}".`);
  let found: { file: Buffer; filename: string } | undefined;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const buffer = await (part as MultipartFile).toBuffer();
      if (part.fieldname === field && !found) found = { file: buffer, filename: part.filename };
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!found) throw new ValidationFailed({ [field]: [`Choose a file (a part named "${field}").`] });
  return { ...found, fields };
}
