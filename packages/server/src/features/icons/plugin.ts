import type { FastifyPluginAsync } from 'fastify';
import iconCompareRoutes from './compare-routes.ts';
import iconRoutes from './routes.ts';
import iconSetRoutes from './set-routes.ts';

/** Weather icons, their sets and the comparison of sets: its routes. */
const iconsFeature: FastifyPluginAsync = async (app) => {
  await app.register(iconCompareRoutes);
  await app.register(iconSetRoutes);
  await app.register(iconRoutes);
};

export default iconsFeature;
