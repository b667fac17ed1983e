import {
  bulletinCheckSchema,
  bulletinCreatedSchema,
  bulletinCreateSchema,
  bulletinDetailSchema,
  bulletinListItemSchema,
  bulletinStatusSchema,
  bulletinWrittenSchema,
  issueDateSchema,
  textsPutSchema,
  valuesPatchSchema,
  valuesWrittenSchema,
} from '@bora/shared/bulletin';
import { waitingCountSchema, waitingScope } from '@bora/shared/bulletin-waiting';
import { idParamSchema } from '@bora/shared/id';
import { bulletinObservationSchema } from '@bora/shared/observation';
import { booleanParam, listQuerySchema, pageSchema } from '@bora/shared/pagination';
import { problemSchema } from '@bora/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, senderOf, viewerOf } from '../../core/viewer.ts';
import { pageOf } from '../../lib/listing.ts';
import { idParams, readProblems, writeProblems } from '../../lib/route-schemas.ts';
import { checkOfBulletin } from './check.ts';
import { createBulletin } from './create.ts';
import { discardDraft } from './discard.ts';
import { revisionTag } from './guard.ts';
import { announceSave, livePerson } from './live-signals.ts';
import { BulletinObservations } from './observed.ts';
import { getBulletin, listBulletinsFor } from './reading.ts';
import { writeTexts } from './texts.ts';
import { writeValues } from './values.ts';
import { waitingCountFor } from './waiting.ts';

const tags = ['bulletins'];

const bulletinRoutes: FastifyPluginAsyncZod = async (app) => {
  const observed = new BulletinObservations(app.events);
  const who = (request: Parameters<typeof viewerOf>[0]) => ({
    viewer: viewerOf(request),
    actor: actorOf(request),
    sender: senderOf(request),
    ifMatch: request.headers['if-match'],
  });

  app.get(
    '/api/bulletins/',
    {
      config: { access: 'anyone' },
      schema: {
        tags,
        summary:
          'List bulletins, newest first (anonymous callers: the published public ones); with waiting=true, those waiting for the caller, oldest waiting first',
        querystring: listQuerySchema.extend({
          bulletin_type: idParamSchema.optional(),
          authority: idParamSchema.optional(),
          status: z.union([bulletinStatusSchema, z.array(bulletinStatusSchema)]).optional(),
          issue_date_after: issueDateSchema.optional(),
          issue_date_before: issueDateSchema.optional(),
          mine: booleanParam.optional(),
          waiting: booleanParam.optional(),
        }),
        response: { 200: pageSchema(bulletinListItemSchema), 400: writeProblems[400] },
      },
    },
    async (request) => {
      const q = request.query;
      const actor = actorOf(request);
      const { count, results } = await listBulletinsFor(
        app.db,
        q,
        {
          bulletinType: q.bulletin_type,
          authority: q.authority,
          status: q.status === undefined ? undefined : [q.status].flat(),
          issueDateAfter: q.issue_date_after,
          issueDateBefore: q.issue_date_before,
          // Nobody signed in edited anything: `mine` then selects nothing.
          mineOf: q.mine ? (actor?.id ?? 0) : undefined,
          waitingFor: q.waiting ? waitingScope(viewerOf(request)) : undefined,
        },
        viewerOf(request),
      );
      return pageOf(request.url, q, count, results);
    },
  );

  app.get(
    '/api/bulletins/waiting-count/',
    {
      config: { access: 'anyone' },
      schema: {
        tags,
        summary:
          'How many bulletins wait for the caller: submitted ones they may publish or return, returned drafts they may fix and submit (0 for a visitor)',
        response: { 200: waitingCountSchema },
      },
    },
    async (request, reply) => {
      // Never kept unasked: the count moves with every submission, return and publication.
      reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie, Authorization');
      return { count: await waitingCountFor(app.db, viewerOf(request)) };
    },
  );

  app.post(
    '/api/bulletins/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary:
          'Create the bulletin of a type for a date (members of its authority): empty, or carried over from the newest published one before it (copy_from "previous") or from one named by id ({bulletin_id})',
        body: bulletinCreateSchema,
        response: { 201: bulletinCreatedSchema, ...writeProblems },
      },
    },
    async (request, reply) => {
      const created = await createBulletin(app.db, request.body, who(request), app.config.timeZone);
      return reply.code(201).header('etag', revisionTag(created.revision)).send(created);
    },
  );

  app.get(
    '/api/bulletins/:id/',
    {
      config: { access: 'anyone', visitorCache: 'address' },
      schema: {
        tags,
        summary: 'One bulletin: its type’s composition, texts, values, and the actions the caller may take',
        params: idParams,
        response: { 200: bulletinDetailSchema, ...readProblems },
      },
    },
    async (request, reply) => {
      const detail = await getBulletin(app.db, request.params.id, viewerOf(request), actorOf(request));
      reply.header('etag', revisionTag(detail.revision));
      return detail;
    },
  );

  app.get(
    '/api/bulletins/:id/observations/',
    {
      config: { access: 'anyone' },
      schema: {
        tags,
        summary:
          'What was observed for each cell of a bulletin (its venue, slot and type on the date it forecast)',
        description:
          'One row per value that has an observation, keyed as the bulletin’s values are (venue_id, day, ' +
          'slot, data_type_id); none where nothing was observed yet. Whoever may read the bulletin may read them.',
        params: idParams,
        response: { 200: z.array(bulletinObservationSchema), ...readProblems },
      },
    },
    async (request) => observed.of(app.db, request.params.id, viewerOf(request)),
  );

  app.get(
    '/api/bulletins/:id/check/',
    {
      config: { access: 'anyone', visitorCache: 'address' },
      schema: {
        tags,
        summary: 'Every problem of a bulletin, errors (which block submit and publish) and warnings',
        params: idParams,
        response: { 200: bulletinCheckSchema, ...readProblems },
      },
    },
    async (request) => checkOfBulletin(app.db, request.params.id, viewerOf(request)),
  );

  /** The problems a write of values or texts can answer: 412 for a stale `If-Match`, 428 without one. */
  const bulletinWriteProblems = { ...writeProblems, 412: problemSchema, 428: problemSchema };

  app.patch(
    '/api/bulletins/:id/values/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary:
          'Write cells of a draft (a null value clears one), all or nothing, If-Match required; or import values of a file or a model run (source "import" with an origin), which never overwrites a value a person typed; dry_run answers what would change',
        params: idParams,
        body: valuesPatchSchema,
        response: { 200: valuesWrittenSchema, ...bulletinWriteProblems },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { cells, held: _, ...written } = await writeValues(app.db, id, request.body, who(request));
      if (!written.dry_run)
        await announceSave(app, id, livePerson(request), written.revision, { part: 'values', cells });
      return reply.header('etag', revisionTag(written.revision)).send(written);
    },
  );

  app.put(
    '/api/bulletins/:id/texts/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary:
          'Write the title, synopsis and venue notes of a draft in the languages given; If-Match required',
        params: idParams,
        body: textsPutSchema,
        response: { 200: bulletinWrittenSchema, ...bulletinWriteProblems },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { languages, ...written } = await writeTexts(app.db, id, request.body.texts, who(request));
      await announceSave(app, id, livePerson(request), written.revision, { part: 'texts', languages });
      return reply.header('etag', revisionTag(written.revision)).send(written);
    },
  );

  app.delete(
    '/api/bulletins/:id/',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Discard a draft that was never submitted (who may write it); If-Match required',
        description:
          'The draft is deleted with its values, texts and history, and its type and date are free for a new ' +
          'bulletin; the audit keeps a record of it (`bulletin`, `delete`). A correction’s draft leaves the ' +
          'version it corrects as it was (published, its documents and feeds unchanged): that version’s ' +
          'history, for its authority’s people, says the correction was discarded (`discard`), and it may be ' +
          'corrected again. Live readers of either hear a `state` event with action `discard`. A bulletin past ' +
          'its draft answers 409 `bulletin_not_discardable`, a draft that was submitted once (and returned since) ' +
          '409 `draft_was_submitted`: it is part of the record. 428 without If-Match, 412 when it names another ' +
          'revision.',
        params: idParams,
        response: { 204: z.null(), ...bulletinWriteProblems },
      },
    },
    async (request, reply) => {
      await discardDraft(app.db, request.params.id, {
        viewer: viewerOf(request),
        actor: actorOf(request),
        ifMatch: request.headers['if-match'],
        announceAs: livePerson(request),
      });
      return reply.code(204).send(null);
    },
  );
};

export default bulletinRoutes;
