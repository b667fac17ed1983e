import type { FastifyPluginAsync } from 'fastify';
import verificationRoutes from './routes.ts';
import { keepSums } from './score-sums.ts';

/**
 * Verification: published forecasts scored against what was observed, and the statistics export.
 * The sums of what was published or observed since are kept ready each minute, so that a reading
 * finds little or nothing to sum first.
 */
const verificationFeature: FastifyPluginAsync = async (app) => {
  await app.jobs.everyMinute(async () => {
    const summed = await keepSums(app.db);
    if (summed) app.log.info({ summed }, 'verification sums kept');
  });
  await app.register(verificationRoutes);
};

export default verificationFeature;
