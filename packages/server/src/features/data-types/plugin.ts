import type { FastifyPluginAsync } from 'fastify';
import dataTypeRoutes from './routes.ts';

/** Data types: its routes. */
const dataTypesFeature: FastifyPluginAsync = async (app) => {
  await app.register(dataTypeRoutes);
};

export default dataTypesFeature;
