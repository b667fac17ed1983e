import {
  iconBulkReportSchema,
  iconCategorySchema,
  iconInputSchema,
  iconSchema,
  iconUploadSchema,
  iconVariantSchema,
} from '@bora/shared/icon';
import { idParamSchema } from '@bora/shared/id';
import { listQuerySchema, pageSchema } from '@bora/shared/pagination';
import { patchOf } from '@bora/shared/patch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { historyRoute } from '../../core/history-route.ts';
import { actorOf, viewerOf } from '../../core/viewer.ts';
import { tagged, writeIfCurrent } from '../../lib/etag.ts';
import { pageOf } from '../../lib/listing.ts';
import { idParams, readProblems, writeProblems } from '../../lib/route-schemas.ts';
import { sendSvg } from '../../lib/svg-response.ts';
import { stillSvg } from '../../lib/svg-still.ts';
import { readParts } from '../../lib/upload.ts';
import { bulkUpload } from './bulk.ts';
import { listIcons } from './repository.ts';
import { toIcon } from './serialize.ts';
import {
  changeIcon,
  createIcon,
  fromFormFields,
  getIcon,
  ICON,
  iconTarget,
  removeIcon,
  replaceIconSvg,
} from './service.ts';

const tags = ['icons'];
const idFilter = idParamSchema;
const uploadProblems = { ...writeProblems, 413: writeProblems[400] };
const svgQuery = z.object({
  v: z.string().optional().describe('The picture’s version, which changes with it: for caches'),
  still: z
    .literal('1', { error: 'still takes 1 (the picture without its motion) or is left out.' })
    .optional()
    .describe('`1`: the picture without its motion (SMIL and CSS animations), as grids draw it'),
});

const iconRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/icons/',
    {
      config: { access: 'anyone', readCache: ['icons', 'icon_sets'] },
      schema: {
        tags,
        summary: 'List icons',
        querystring: listQuerySchema.extend({
          icon_set: idFilter.optional(),
          category: iconCategorySchema.optional(),
          variant: iconVariantSchema.optional(),
          reference_icon: idFilter.optional(),
          unmapped: z.literal('true').optional(),
        }),
        response: { 200: pageSchema(iconSchema), 400: writeProblems[400] },
      },
    },
    async (request) => {
      const q = request.query;
      const { count, rows } = await listIcons(app.db, q, {
        iconSet: q.icon_set,
        category: q.category,
        variant: q.variant,
        referenceIcon: q.reference_icon,
        unmapped: q.unmapped === 'true',
      });
      return pageOf(request.url, q, count, rows.map(toIcon));
    },
  );

  app.post(
    '/api/icons/',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary: 'Upload an icon: multipart/form-data with the fields and the SVG in the part `svg`',
        response: { 201: iconUploadSchema, ...uploadProblems },
      },
    },
    async (request, reply) => {
      const { files, fields } = await readParts(request, 'svg');
      const file = files.find((f) => f.field === 'svg')?.data;
      const { row, removed } = await createIcon(
        app.db,
        fromFormFields(fields),
        file,
        viewerOf(request),
        actorOf(request),
      );
      return reply.code(201).send({ ...toIcon(row), removed });
    },
  );

  app.post(
    '/api/icons/bulk/',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary:
          'Upload many icons into one set, all or nothing: field `icon_set_id`, optional `category`, and SVGs in parts `svg` or one .zip in the part `file`',
        response: { 200: iconBulkReportSchema, ...uploadProblems },
      },
    },
    async (request) => {
      const { files, fields } = await readParts(request, 'file');
      return bulkUpload(app.db, fields, files, viewerOf(request), actorOf(request));
    },
  );

  app.get(
    '/api/icons/:id/',
    {
      config: { access: 'anyone' },
      schema: { tags, summary: 'One icon', params: idParams, response: { 200: iconSchema, ...readProblems } },
    },
    async (request, reply) => tagged(reply, toIcon(await getIcon(app.db, request.params.id))),
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/api/icons/:id/',
      config: { access: 'manager' },
      schema: {
        tags,
        summary:
          method === 'PUT'
            ? 'Replace the fields of an icon, its mapping included'
            : 'Change some fields of an icon (e.g. only `reference_icon_id`, the mapping)',
        params: idParams,
        body: method === 'PUT' ? iconInputSchema : patchOf(iconInputSchema),
        response: { 200: iconSchema, ...writeProblems },
      },
      handler: async (request, reply) => {
        const { id } = request.params;
        const row = await writeIfCurrent(app.db, request, iconTarget(id), (tx) =>
          changeIcon(tx, id, request.body, viewerOf(request), actorOf(request)),
        );
        return tagged(reply, toIcon(row));
      },
    });
  }

  app.delete(
    '/api/icons/:id/',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary: 'Delete an icon; icons mapped to it are unmapped',
        params: idParams,
        response: { 204: z.null(), ...writeProblems },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await writeIfCurrent(app.db, request, iconTarget(id), (tx) =>
        removeIcon(tx, id, viewerOf(request), actorOf(request)),
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/icons/:id/svg/',
    {
      config: { access: 'anyone' },
      schema: {
        tags,
        summary: 'The icon’s picture (sanitised SVG)',
        params: idParams,
        querystring: svgQuery,
      },
    },
    async (request, reply) => {
      const { svg } = await getIcon(app.db, request.params.id);
      return sendSvg(reply, request.query.still ? stillSvg(svg) : svg);
    },
  );

  app.put(
    '/api/icons/:id/svg/',
    {
      config: { access: 'manager' },
      schema: {
        tags,
        summary: 'Replace the picture: multipart/form-data with the SVG in the part `svg`',
        params: idParams,
        response: { 200: iconUploadSchema, ...uploadProblems },
      },
    },
    async (request, reply) => {
      await getIcon(app.db, request.params.id);
      const { files } = await readParts(request, 'svg');
      const file = files.find((f) => f.field === 'svg')?.data;
      const { id } = request.params;
      const { row, removed } = await writeIfCurrent(app.db, request, iconTarget(id), (tx) =>
        replaceIconSvg(tx, id, file, viewerOf(request), actorOf(request)),
      );
      return { ...tagged(reply, toIcon(row)), removed };
    },
  );

  historyRoute(app, { url: '/api/icons/:id/', tags, of: ICON });
};

export default iconRoutes;
