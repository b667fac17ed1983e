import type { FastifyPluginAsync } from 'fastify';
import documentRoutes from './routes.ts';

/** A bulletin's documents: the PDF, the CSV and the JSON, in the reader's language. */
const documentsFeature: FastifyPluginAsync = async (app) => {
  await app.register(documentRoutes);
};

export default documentsFeature;
