import { idParamSchema } from '@bora/shared/id';
import { booleanParam, listQuerySchema, pageSchema } from '@bora/shared/pagination';
import { patchOf } from '@bora/shared/patch';
import {
  VENUE_CSV_COLUMNS,
  venueImportReportSchema,
  venueInputSchema,
  venueKindSchema,
  venueSchema,
} from '@bora/shared/venue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { historyRoute } from '../../core/history-route.ts';
import { actorOf, viewerOf } from '../../core/viewer.ts';
import { writeCsv } from '../../lib/csv.ts';
import { deleteCheckRoute } from '../../lib/delete-check.ts';
import { tagged, writeIfCurrent } from '../../lib/etag.ts';
import { pageOf } from '../../lib/listing.ts';
import { idParams, readProblems, writeProblems } from '../../lib/route-schemas.ts';
import { singleFile } from '../../lib/upload.ts';
import { readApartNote } from '../../lib/upload-thread.ts';
import { importVenues } from './import.ts';
import { allVenues, listVenues, type VenueWithAuthority } from './repository.ts';
import { toListedVenue, toVenue } from './serialize.ts';
import {
  changeVenue,
  createVenue,
  getVenue,
  removeVenue,
  VENUE,
  venueInUse,
  venueTarget,
} from './service.ts';

const tags = ['venues'];

const filtersSchema = z.object({
  authority: idParamSchema.optional(),
  kind: venueKindSchema.optional(),
  active: booleanParam.optional(),
  region: z.string().trim().max(100).optional(),
});
const listQuery = listQuerySchema.extend(filtersSchema.shape);

function csvRow(v: VenueWithAuthority): string[] {
  return [
    v.code,
    v.name,
    v.kind,
    String(v.latitude),
    String(v.longitude),
    v.elevation === null ? '' : String(v.elevation),
    v.region,
    v.province,
    v.timezone,
    v.authority.code,
    String(v.active),
    v.notes,
  ];
}

const venueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/venues/',
    {
      config: { access: 'anyone', readCache: ['venues', 'authorities'] },
      schema: {
        tags,
        summary: 'List venues',
        querystring: listQuery,
        response: { 200: pageSchema(venueSchema), 400: writeProblems[400] },
      },
    },
    async (request) => {
      const { page, page_size, search, ordering, ...filters } = request.query;
      const { count, rows } = await listVenues(app.db, { page, page_size, search, ordering }, filters);
      return pageOf(request.url, request.query, count, rows.map(toListedVenue));
    },
  );

  app.get(
    '/api/venues/export.csv',
    {
      config: { access: 'anyone' },
      schema: {
        tags,
        summary: 'The filtered list of venues as CSV (UTF-8, comma-separated)',
        querystring: listQuerySchema.omit({ page: true, page_size: true }).extend(filtersSchema.shape),
        produces: ['text/csv'],
        response: { 200: z.string(), 400: writeProblems[400] },
      },
    },
    async (request, reply) => {
      const { search, ordering, ...filters } = request.query;
      const rows = await allVenues(app.db, { search, ordering }, filters);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="venues.csv"')
        .send(writeCsv([[...VENUE_CSV_COLUMNS], ...rows.map(csvRow)]));
    },
  );

  app.post(
    '/api/venues/import/',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary: 'Import venues from CSV (all or nothing)',
        description:
          'multipart/form-data: the CSV in the part `file` (`,` or `;` separated, UTF-8), and `dry_run=true` ' +
          'to check without writing. Rows are matched by code. Answers the per-row report; `applied` is ' +
          `false when a row was rejected or on a dry run, and then nothing was written. ${readApartNote('csv')}`,
        querystring: z.object({ dry_run: booleanParam.optional() }),
        response: { 200: venueImportReportSchema, ...writeProblems },
      },
    },
    async (request) => {
      const { file, fields } = await singleFile(request, 'file');
      const dryRunField = booleanParam.safeParse(fields.dry_run ?? 'false');
      return importVenues(app.db, file, {
        dryRun: (dryRunField.success && dryRunField.data) || request.query.dry_run === true,
        viewer: viewerOf(request),
        actor: actorOf(request),
      });
    },
  );

  app.post(
    '/api/venues/',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary: 'Create a venue (staff, or a manager of its authority)',
        body: venueInputSchema,
        response: { 201: venueSchema, ...writeProblems },
      },
    },
    async (request, reply) => {
      const row = await createVenue(app.db, request.body, viewerOf(request), actorOf(request));
      return reply.code(201).send(toVenue(row));
    },
  );

  app.get(
    '/api/venues/:id/',
    {
      config: { access: 'anyone' },
      schema: {
        tags,
        summary: 'One venue',
        params: idParams,
        response: { 200: venueSchema, ...readProblems },
      },
    },
    async (request, reply) => tagged(reply, toVenue(await getVenue(app.db, request.params.id))),
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/api/venues/:id/',
      config: { access: 'manager' },
      schema: {
        tags,
        summary: method === 'PUT' ? 'Replace a venue' : 'Change some fields of a venue',
        description: 'Staff, or a manager of the responsible authority (of both, when it changes).',
        params: idParams,
        body: method === 'PUT' ? venueInputSchema : patchOf(venueInputSchema),
        response: { 200: venueSchema, ...writeProblems },
      },
      handler: async (request, reply) => {
        const { id } = request.params;
        const row = await writeIfCurrent(app.db, request, venueTarget(id), (tx) =>
          changeVenue(tx, id, request.body, viewerOf(request), actorOf(request)),
        );
        return tagged(reply, toVenue(row));
      },
    });
  }

  app.delete(
    '/api/venues/:id/',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary: 'Delete a venue; 409 while a bulletin type uses it (deactivate it instead)',
        params: idParams,
        response: { 204: z.null(), ...writeProblems },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await writeIfCurrent(app.db, request, venueTarget(id), (tx) =>
        removeVenue(tx, id, viewerOf(request), actorOf(request)),
      );
      return reply.code(204).send(null);
    },
  );

  deleteCheckRoute(app, {
    url: '/api/venues/:id/',
    access: 'manager',
    tags,
    what: 'a venue',
    refusal: (id, request) => venueInUse(app.db, id, viewerOf(request)),
  });

  historyRoute(app, { url: '/api/venues/:id/', tags, of: VENUE });
};

export default venueRoutes;
