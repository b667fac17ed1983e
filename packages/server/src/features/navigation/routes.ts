import { footerEntrySchema, navbarSchema } from '@bora/shared/navigation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageLanguage } from '../../lib/html.ts';
import { footerFor, navbarFor } from '../../lib/menus.ts';

const navigationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/navbar/',
    {
      config: { access: 'anyone' },
      schema: {
        tags: ['navigation'],
        summary: 'Header menu entries for the current user',
        description: 'Names follow Accept-Language (Italian or English).',
        response: { 200: navbarSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache').header('vary', 'Accept-Language, Cookie');
      return navbarFor(request.user, pageLanguage(request.headers['accept-language']));
    },
  );

  app.get(
    '/api/footer_navbar/',
    {
      config: { access: 'anyone' },
      schema: {
        tags: ['navigation'],
        summary: 'Footer entries',
        description: 'Names follow Accept-Language (Italian or English).',
        response: { 200: z.array(footerEntrySchema) },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      return footerFor(pageLanguage(request.headers['accept-language']));
    },
  );
};

export default navigationRoutes;
