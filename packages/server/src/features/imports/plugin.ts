import type { FastifyPluginAsync } from 'fastify';
import importRoutes from './routes.ts';

/** What a bulletin's values can come from: copy sources, files and their template. */
const importsFeature: FastifyPluginAsync = async (app) => {
  await app.register(importRoutes);
};

export default importsFeature;
