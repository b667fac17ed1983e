import type { FastifyPluginAsync } from 'fastify';
import userRoutes from './routes.ts';

/** The people of Bora, kept by staff and by the managers of their authorities: its routes. */
const usersFeature: FastifyPluginAsync = async (app) => {
  await app.register(userRoutes);
};

export default usersFeature;
