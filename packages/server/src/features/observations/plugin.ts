import type { FastifyPluginAsync } from 'fastify';
import observationRoutes from './routes.ts';

/** Observations kept for each venue: its routes. */
const observationsFeature: FastifyPluginAsync = async (app) => {
  await app.register(observationRoutes);
};

export default observationsFeature;
