import type { Viewer } from '@bora/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { historySchema, idParams, readProblems } from '../lib/route-schemas.ts';
import { historyOf } from './history.ts';
import { viewerOf } from './viewer.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

type HistoryRoute = {
  /** The object's address, e.g. `/api/venues/:id/`; its history answers at `…/history/`. */
  url: string;
  tags: string[];
  /** What the object is called (`a venue`), the entity its changes are recorded under, and how to find it. */
  of: { called: string; entity: string; get(db: Db, id: number): Promise<unknown> };
  /** The entities this viewer may read of it, when they are more than its own (an authority's members). */
  entities?: (viewer: Viewer, id: number) => string[];
};

/**
 * The recorded changes of one object, newest first, to anyone (who made them only to those signed
 * in); 404 when there is no such object, even if changes of one with its id were recorded.
 */
export function historyRoute(app: App, route: HistoryRoute): void {
  app.get(
    `${route.url}history/`,
    {
      config: { access: 'anyone' },
      schema: {
        tags: route.tags,
        summary: `Recorded changes of ${route.of.called}`,
        params: idParams,
        response: { 200: historySchema, ...readProblems },
      },
    },
    async (request) => {
      const { id } = request.params;
      await route.of.get(app.db, id);
      const viewer = viewerOf(request);
      return historyOf(app.db, route.entities?.(viewer, id) ?? route.of.entity, id, viewer);
    },
  );
}
