import type { FastifyPluginAsync } from 'fastify';
import bulletinRoutes from './routes.ts';

/** A bulletin and its values: creating, reading, writing values and texts, the check, discarding a draft. */
const bulletinsFeature: FastifyPluginAsync = async (app) => {
  await app.register(bulletinRoutes);
};

export default bulletinsFeature;
