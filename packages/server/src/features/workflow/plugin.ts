import type { FastifyPluginAsync } from 'fastify';
import workflowRoutes from './routes.ts';

/** The workflow's steps (submit, return, publish, withdraw, correct); each emits its domain event (core/domain-events.ts). */
const workflowFeature: FastifyPluginAsync = async (app) => {
  await app.register(workflowRoutes);
};

export default workflowFeature;
