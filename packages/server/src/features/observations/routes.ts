import {
  MAX_OBSERVATION_ROWS,
  observationFiltersSchema,
  observationSchema,
  observationWriteReportSchema,
  observationWriteSchema,
} from '@bora/shared/observation';
import { listQuerySchema, pageSchema } from '@bora/shared/pagination';
import { problemSchema } from '@bora/shared/problem';
import { codeSchema } from '@bora/shared/text-fields';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveFilters } from '../../core/reference-codes.ts';
import { viewerOf } from '../../core/viewer.ts';
import { pageOf } from '../../lib/listing.ts';
import { writeProblems } from '../../lib/route-schemas.ts';
import { singleFile } from '../../lib/upload.ts';
import { readApartNote } from '../../lib/upload-thread.ts';
import { observationCsvRows } from './csv-rows.ts';
import { apiKeyName, listObservations } from './repository.ts';
import { type WriteOptions, writeObservations } from './write.ts';

const tags = ['observations'];
const listQuery = listQuerySchema
  .pick({ page: true, page_size: true })
  .extend(observationFiltersSchema.shape)
  .extend({ bulletin_type: codeSchema.optional() });

const RULES =
  `All or nothing: every row is checked first, and any problem answers 400 with \`errors\` by row ` +
  `(\`rows.3.value\`; \`lines.5.value\` for a file) and writes nothing. Refused: a venue or data type ` +
  `that does not exist, a date after today (agency time), a slot that no bulletin type using the ` +
  `venue has, a value its data type refuses, the same observation twice, more than ` +
  `${MAX_OBSERVATION_ROWS} rows. An observation already recorded (same venue, date, slot, data type) ` +
  `is replaced. Staff, and members of the authority responsible for each venue (403 otherwise); ` +
  `a session or \`Authorization: Token <key>\`.`;

/**
 * Observations: what happened, per venue, date, slot and data type; written by the forecasters'
 * authorities (their people or their machine clients) and read by anyone signed in.
 */
const observationRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Where a write came from: the file and the API key (by name) or the person's session. */
  async function originOf(request: FastifyRequest, file?: string): Promise<string> {
    const [scheme, key] = (request.headers.authorization ?? '').split(' ');
    const keyName = scheme?.toLowerCase() === 'token' && key ? await apiKeyName(app.db, key) : null;
    const who = keyName !== null ? `key ${keyName}` : `session ${request.user?.username ?? ''}`;
    return file === undefined ? `api (${who})` : `import: ${file} (${who})`;
  }
  const optionsOf = async (request: FastifyRequest, file?: string): Promise<WriteOptions> => ({
    viewer: viewerOf(request),
    userId: request.user?.id ?? null,
    timeZone: app.config.timeZone,
    source: file === undefined ? 'manual' : 'imported',
    origin: await originOf(request, file),
    valuesAsText: file !== undefined,
  });

  app.get(
    '/api/observations/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'List observations, newest first',
        description:
          'Filters by code: `bulletin_type` (its venues and data types), `venue`, `data_type`; ' +
          '`date_after` and `date_before` (inclusive). Anyone signed in.',
        querystring: listQuery,
        response: { 200: pageSchema(observationSchema), 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => {
      const { page, page_size, bulletin_type, ...codes } = request.query;
      const filters = await resolveFilters(app.db, { bulletin_type, ...codes });
      const { count, rows } = await listObservations(
        app.db,
        { page, page_size },
        { ...filters, bulletinTypeId: filters.bulletinType?.id },
      );
      return pageOf(request.url, { page, page_size }, count, rows);
    },
  );

  app.post(
    '/api/observations/',
    {
      config: { access: 'member' },
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Record observations sent as JSON rows',
        description: `\`{rows: [{venue, date, slot, data_type, value}]}\`, venue and data type by code. ${RULES}`,
        body: observationWriteSchema,
        response: { 200: observationWriteReportSchema, ...writeProblems },
      },
    },
    async (request) => {
      const rows = request.body.rows.map((row, index) => ({ key: `rows.${index}`, ...row }));
      return writeObservations(app.db, rows, await optionsOf(request));
    },
  );

  app.post(
    '/api/observations/import/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Record observations from a CSV file',
        description:
          'multipart/form-data, the CSV in the part `file` (UTF-8, `,` or `;` separated) with the ' +
          `columns venue, date, slot, data_type, value (by code; \`12,5\` or \`12.5\`). ${RULES} ${readApartNote('csv')}`,
        response: { 200: observationWriteReportSchema, ...writeProblems, 413: problemSchema },
      },
    },
    async (request) => {
      const { file, filename } = await singleFile(request, 'file');
      return writeObservations(app.db, await observationCsvRows(file), await optionsOf(request, filename));
    },
  );
};

export default observationRoutes;
