import type { FastifyPluginAsync } from 'fastify';
import bulletinTypeRoutes from './routes.ts';

/** Bulletin types (what a bulletin holds: venues, days, slots, data types, rules): its routes. */
const bulletinTypesFeature: FastifyPluginAsync = async (app) => {
  await app.register(bulletinTypeRoutes);
};

export default bulletinTypesFeature;
