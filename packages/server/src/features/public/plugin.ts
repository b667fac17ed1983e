import type { FastifyPluginAsync } from 'fastify';
import publicFeedRoutes from './feeds-routes.ts';
import publicBulletinRoutes from './routes.ts';
import publicTypeRoutes from './types-routes.ts';

/** What the public reads: published bulletins, the types, their latest forecast and feeds. */
const publicFeature: FastifyPluginAsync = async (app) => {
  await app.register(publicBulletinRoutes);
  await app.register(publicTypeRoutes);
  await app.register(publicFeedRoutes);
};

export default publicFeature;
