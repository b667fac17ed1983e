import type { FastifyPluginAsync } from 'fastify';
import liveRoutes from './live.ts';
import historyRoutes from './routes.ts';

/** A bulletin's history, the comparison of two versions, and its live channel. */
const historyFeature: FastifyPluginAsync = async (app) => {
  await app.register(historyRoutes);
  await app.register(liveRoutes);
};

export default historyFeature;
