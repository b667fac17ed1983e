import type { RouteAccess } from '@bora/shared/permissions';
import { deleteCheckSchema } from '@bora/shared/problem';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problem } from '../plugins/problems.ts';
import type { HttpError } from './errors.ts';
import { idParams, writeProblems } from './route-schemas.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

type DeleteCheckRoute = {
  /** The object's address, e.g. `/api/venues/:id/`; the check answers at `…/delete-check/`. */
  url: string;
  /** The same rule as the DELETE's. */
  access: RouteAccess;
  tags: string[];
  /** What is deleted, for the summary ("a venue"). */
  what: string;
  /** The refusal the DELETE would throw (same check, same words), or nothing when it would go through. */
  refusal: (id: number, request: FastifyRequest) => Promise<HttpError | undefined>;
};

/**
 * Lets a client ask, before it asks the user to confirm, whether a delete would be refused
 * because the object is still in use: the answer holds the very problem the DELETE would give.
 */
export function deleteCheckRoute(app: App, route: DeleteCheckRoute): void {
  app.get(
    `${route.url}delete-check/`,
    {
      config: { access: route.access },
      schema: {
        tags: route.tags,
        summary: `Whether ${route.what} can be deleted now, and if not, why`,
        params: idParams,
        response: { 200: deleteCheckSchema, ...writeProblems },
      },
    },
    async (request) => {
      const refusal = await route.refusal(request.params.id, request);
      if (!refusal) return { deletable: true };
      return {
        deletable: false,
        problem: problem(refusal.status, refusal.message, refusal.errors, refusal),
      };
    },
  );
}
