import type { FastifyPluginAsync } from 'fastify';
import navigationRoutes from './routes.ts';

/** The app's menus, as each person may use them: its routes. */
const navigationFeature: FastifyPluginAsync = async (app) => {
  await app.register(navigationRoutes);
};

export default navigationFeature;
