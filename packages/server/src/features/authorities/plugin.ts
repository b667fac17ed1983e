import type { FastifyPluginAsync } from 'fastify';
import authorityRoutes from './routes.ts';

/** The authorities (the national agency and the regional services): its routes. */
const authoritiesFeature: FastifyPluginAsync = async (app) => {
  await app.register(authorityRoutes);
};

export default authoritiesFeature;
