import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './routes.ts';

/** Signing in and out, the session, the account of the signed-in person: its routes. */
const authFeature: FastifyPluginAsync = async (app) => {
  await app.register(accountRoutes);
};

export default authFeature;
