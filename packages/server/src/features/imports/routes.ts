import { copySourcesQuerySchema, copySourcesSchema } from '@bora/shared/bulletin-copy';
import { fileImportReportSchema, importColumnChoiceSchema } from '@bora/shared/bulletin-import';
import { booleanParam } from '@bora/shared/pagination';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, senderOf, viewerOf } from '../../core/viewer.ts';
import { writeCsv } from '../../lib/csv.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import { idParams, readProblems, writeProblems } from '../../lib/route-schemas.ts';
import { xlsxOf } from '../../lib/spreadsheet.ts';
import { singleFile } from '../../lib/upload.ts';
import { readApartNote } from '../../lib/upload-thread.ts';
import { loadComposition } from '../bulletins/composition.ts';
import { visibleBulletin } from '../bulletins/fetch.ts';
import { announceSave, livePerson } from '../bulletins/live-signals.ts';
import { templateLines } from '../documents/export.ts';
import { documentLanguage, documentQuerySchema } from '../documents/language.ts';
import { copySourcesFor } from './copy-sources.ts';
import { importFile } from './file-import.ts';

const tags = ['bulletins'];

/** The choice of columns, sent as a JSON text field of the form. */
function columnChoice(text: string | undefined) {
  if (text === undefined || text.trim() === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ValidationFailed({
      columns: ['Send the columns as JSON: {"4": "data_type:tmin", "5": "ignore"}.'],
    });
  }
  const read = importColumnChoiceSchema.safeParse(json);
  if (!read.success)
    throw ValidationFailed.fromZod({
      issues: read.error.issues.map((i) => ({ ...i, path: ['columns', ...i.path] })),
    });
  return read.data;
}

/** What a bulletin's values can come from: the bulletins a new one can carry over, a file, and the template to fill in. */
const bulletinImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bulletins/copy-sources/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary:
          'The bulletins a new one of a type for a date can be carried over from, newest first, each with the cells it would carry (who may create them)',
        querystring: copySourcesQuerySchema,
        response: {
          200: copySourcesSchema,
          400: writeProblems[400],
          401: writeProblems[401],
          403: writeProblems[403],
          409: writeProblems[409],
        },
      },
    },
    async (request) =>
      copySourcesFor(app.db, request.query.bulletin_type, request.query.issue_date, viewerOf(request)),
  );

  app.post(
    '/api/bulletins/:id/import/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary:
          'Import values into a draft from a CSV or XLSX file (multipart: `file`, `dry_run`, `columns`): never over a value a person typed, all or nothing',
        description:
          'The file is laid out as the bulletin’s CSV (`export.csv`, or the template): a line per venue, date and slot, a column per data type. ' +
          'Columns are matched by their headings (the data type’s code in brackets, its code, or its name in any language; the venue’s code or name, the date, the slot), ' +
          'or as `columns` chooses ({"<column number, 0 first>": "venue" | "venue_name" | "date" | "slot" | "ignore" | "data_type:<code>"}). ' +
          '`dry_run=true` answers what would change, cell by cell, and writes nothing. Values of venues outside the type are left out (`unknown`); ' +
          'any other value that cannot be imported refuses the whole file (400 `import_refused`, each by line and column). ' +
          'A dry run lists each refusal with its `code` and `params` (`not_a_date`, `outside_bulletin`, `unknown_slot`, `repeated_cell`, `invalid_value`), ' +
          'for a client to say it in its own language; headings that name no venue, date, slot or data type answer 400 `import_columns_missing` (params.missing lists them). An XLSX workbook is read for its values: formulas are never computed and macros never run. ' +
          readApartNote('sheet'),
        params: idParams,
        querystring: z.object({ dry_run: booleanParam.optional() }),
        response: { 200: fileImportReportSchema, ...writeProblems, 413: writeProblems[400] },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { file, filename, fields } = await singleFile(request, 'file');
      const dryRunField = booleanParam.safeParse(fields.dry_run ?? 'false');
      if (!dryRunField.success) throw new ValidationFailed({ dry_run: ['true or false.'] });
      const report = await importFile(
        app.db,
        id,
        {
          file,
          filename,
          dryRun: dryRunField.data || request.query.dry_run === true,
          choice: columnChoice(fields.columns),
        },
        { viewer: viewerOf(request), actor: actorOf(request), sender: senderOf(request), ifMatch: undefined },
      );
      if (!report.dry_run && report.set > 0)
        await announceSave(app, id, livePerson(request), report.revision, { part: 'values' });
      return report;
    },
  );

  for (const kind of ['csv', 'xlsx'] as const)
    app.get(
      `/api/bulletins/:id/import-template.${kind}`,
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: `A draft's import template as ${kind.toUpperCase()}: the bulletin's CSV layout with a line for every venue, day and slot, to fill in and import`,
          params: idParams,
          querystring: documentQuerySchema,
          produces: [
            kind === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          ],
          response: { 200: z.any(), 400: writeProblems[400], ...readProblems },
        },
      },
      async (request, reply) => {
        const view = await visibleBulletin(app.db, request.params.id, viewerOf(request));
        const loaded = await loadComposition(app.db, view.bulletin.bulletinTypeId);
        if (!loaded) throw new Error('a bulletin without its type');
        const { composition } = loaded;
        const issueDate = view.bulletin.issueDate;
        const language = documentLanguage(
          request.query.lang,
          request.headers['accept-language'],
          composition.languages,
        );
        const lines = templateLines(composition, issueDate, language);
        const name = `${view.typeCode}-${issueDate}-template.${kind}`;
        reply
          .header('content-language', language)
          .header('vary', 'Accept-Language')
          .header('content-disposition', contentDisposition(name));
        if (kind === 'csv')
          return reply
            .type('text/csv; charset=utf-8')
            .send(`\uFEFF${writeCsv(lines, language === 'it' ? ';' : ',')}`);
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .send(await xlsxOf(issueDate, lines));
      },
    );
};

export default bulletinImportRoutes;
