import { actionInputSchema, bulletinDetailSchema } from '@bora/shared/bulletin';
import { problemSchema } from '@bora/shared/problem';
import { workflowActions } from '@bora/shared/workflow';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, viewerOf } from '../../core/viewer.ts';
import { idParams, writeProblems } from '../../lib/route-schemas.ts';
import { revisionTag } from '../bulletins/guard.ts';
import { livePerson } from '../bulletins/live-signals.ts';
import { takeAction } from './actions.ts';

const tags = ['bulletins'];

/** The problems an action can answer: 412 for a stale `If-Match`, which it does not require. */
const actionProblems = { ...writeProblems, 412: problemSchema };

/** The workflow's steps, one route each: submit, return, publish, withdraw, correct. */
const workflowRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const action of workflowActions) {
    app.post(
      `/api/bulletins/:id/${action}/`,
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: {
            submit: 'Submit a draft for review',
            return: 'Return a submitted bulletin to its writers (comment required)',
            publish: 'Publish a submitted bulletin: its snapshot is stored, its issue time frozen',
            withdraw: 'Withdraw a published bulletin (reason in comment required)',
            correct: 'Start a correction of a published bulletin: a new version, as a draft',
          }[action],
          params: idParams,
          body: actionInputSchema.optional(),
          response: {
            // 201 with the new version for `correct`, 200 with the bulletin for the others.
            200: bulletinDetailSchema,
            201: bulletinDetailSchema,
            ...actionProblems,
          },
        },
      },
      async (request, reply) => {
        const { created, detail } = await takeAction(app.db, request.params.id, action, {
          viewer: viewerOf(request),
          actor: actorOf(request),
          ifMatch: request.headers['if-match'],
          comment: request.body?.comment ?? '',
          events: app.domainEvents,
          announceAs: livePerson(request),
        });
        return reply
          .code(created ? 201 : 200)
          .header('etag', revisionTag(detail.revision))
          .send(detail);
      },
    );
  }
};

export default workflowRoutes;
