import type { FastifyPluginAsync } from 'fastify';
import venueRoutes from './routes.ts';

/** Venues: its routes. */
const venuesFeature: FastifyPluginAsync = async (app) => {
  await app.register(venueRoutes);
};

export default venuesFeature;
