import type { FastifyPluginAsync } from 'fastify';
import apiTokenRoutes from './routes.ts';

/** The API keys people make for their scripts: its routes. */
const apiTokensFeature: FastifyPluginAsync = async (app) => {
  await app.register(apiTokenRoutes);
};

export default apiTokensFeature;
