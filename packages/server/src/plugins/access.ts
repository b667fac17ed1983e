import { ROUTE_ACCESS, type RouteAccess } from '@bora/shared/permissions';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { viewerOf } from '../core/viewer.ts';
import { Forbidden, NotAuthenticated } from '../lib/errors.ts';

const REFUSALS: Record<RouteAccess, { code: string; detail: string }> = {
  anyone: { code: 'forbidden', detail: '' },
  'signed-in': { code: 'forbidden', detail: '' },
  member: { code: 'members_only', detail: 'Only staff and members of an authority may do this.' },
  manager: { code: 'managers_only', detail: 'Only staff and the managers of an authority may do this.' },
  staff: { code: 'staff_only', detail: 'Only staff may do this.' },
};

/** One declared route: its method, path and who may call it. */
export type DeclaredRoute = { method: string; url: string; access: RouteAccess };

/**
 * Every route declares who may call it (`config.access`), and that is checked as soon as the
 * caller is known, before the body or the query is parsed: an anonymous or forbidden caller
 * never learns a field rule. A route without a declaration stops the app from starting.
 */
export default fp(async function access(app: FastifyInstance) {
  const declared: RouteOptions[] = [];
  app.decorate('declaredRoutes', () =>
    declared.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        access: route.config?.access as RouteAccess,
      })),
    ),
  );

  app.addHook('onRoute', (route) => {
    declared.push(route);
  });

  app.addHook('onReady', async () => {
    const undeclared = declared.filter((route) => !route.config?.access);
    if (undeclared.length) {
      const names = undeclared.map((r) => `${[r.method].flat().join(',')} ${r.url}`);
      throw new Error(`Routes that do not declare who may call them: ${names.join('; ')}`);
    }
  });

  app.addHook('onRequest', (request, _reply, done) => {
    const rule = request.routeOptions.config.access;
    if (!rule || rule === 'anyone') return done();
    if (!request.user) return done(new NotAuthenticated());
    if (!ROUTE_ACCESS[rule](viewerOf(request)))
      return done(new Forbidden(REFUSALS[rule].detail, REFUSALS[rule].code));
    done();
  });
});

/**
 * Routes that a library registers (static files, the API docs) are open to anyone: register
 * such a library inside this, so that its routes carry the declaration too.
 */
export function openToAnyone(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'anyone' };
  });
}
