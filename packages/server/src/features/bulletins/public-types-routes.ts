import { issueDateSchema } from '@bora/shared/bulletin';
import { problemSchema } from '@bora/shared/problem';
import { publicBulletinTypeSchema, publishedIssueSchema, venueForecastSchema } from '@bora/shared/public-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound, ValidationFailed } from '../../lib/errors.ts';
import { JSON_TYPE, sendKept } from '../../lib/kept-answers.ts';
import { readProblems } from '../../lib/route-schemas.ts';
import { jsonWriter } from '../../lib/serializer.ts';
import { getPublishedIssue } from './public.ts';
import { forecastWindow, venueForecast } from './public-forecast.ts';
import { publicConfig as config, madeOf, publishedAnswers } from './public-kept.ts';
import { bulletinLinks, linkBase } from './public-links.ts';
import { issueIdOn, latestPublishedId } from './public-repository.ts';
import { listPublicTypes, publicTypeNamed } from './public-types.ts';

const tags = ['public'];
const typeList = z.array(publicBulletinTypeSchema);
const writeTypes = jsonWriter(typeList);
const writeIssue = jsonWriter(publishedIssueSchema);
const writeForecast = jsonWriter(venueForecastSchema);

const typeParams = z.object({ code: z.string() });
/** The date is read by the handler, so that a date that is not one is a 400 naming it, not a 404. */
const issueParams = z.object({ code: z.string(), issue_date: z.string() });

function issueDate(text: string): string {
  const parsed = issueDateSchema.safeParse(text);
  if (!parsed.success)
    throw ValidationFailed.fromZod({
      issues: parsed.error.issues.map((i) => ({ ...i, path: ['issue_date'] })),
    });
  return parsed.data;
}

/**
 * The public bulletin types, each type's bulletin as it stands (its newest, or that of a date), and a
 * place's coming days: published bulletins of public types only, made once and sent as kept bytes.
 */
const publicTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  const kept = publishedAnswers(app);

  /** A type's bulletin picked by `pick`, as published, with its links; 404 naming what is missing. */
  async function sendIssue(
    request: FastifyRequest,
    reply: FastifyReply,
    key: unknown[],
    code: string,
    pick: (typeId: number) => Promise<number | undefined>,
    missing: string,
  ) {
    const base = linkBase(app, request);
    const answer = await kept.answer(JSON.stringify([...key, base]), async () => {
      const type = await publicTypeNamed(app.db, code);
      const id = await pick(type.id);
      if (id === undefined) throw new NotFound(missing);
      const issue = await getPublishedIssue(app.db, id, bulletinLinks(base, id));
      return madeOf(writeIssue(issue), JSON_TYPE);
    });
    return sendKept(request, reply, answer);
  }

  app.get(
    '/api/public/bulletin-types/',
    {
      config,
      schema: {
        tags,
        summary:
          'The public, active bulletin types with their venues, time slots and data types (names with their translations), and links to their newest bulletin and feed; no session',
        response: { 200: typeList },
      },
    },
    async (request, reply) => {
      const base = linkBase(app, request);
      const answer = await kept.answer(JSON.stringify(['types', base]), async () =>
        madeOf(writeTypes(await listPublicTypes(app.db, base)), JSON_TYPE),
      );
      return sendKept(request, reply as unknown as FastifyReply, answer);
    },
  );

  app.get(
    '/api/public/bulletin-types/:code/latest/',
    {
      config,
      schema: {
        tags,
        summary:
          'The newest published bulletin of a public type, as published (a correction in place of what it corrects), with links to its page, its JSON and its documents; no session',
        params: typeParams,
        response: { 200: publishedIssueSchema, ...readProblems },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      return sendIssue(
        request,
        reply as unknown as FastifyReply,
        ['latest', code],
        code,
        (typeId) => latestPublishedId(app.db, typeId),
        `No bulletin of "${code}" is published.`,
      );
    },
  );

  app.get(
    '/api/public/bulletin-types/:code/:issue_date/',
    {
      config,
      schema: {
        tags,
        summary:
          'The bulletin of a public type issued on a date (YYYY-MM-DD) as it stands: its newest published version, or the withdrawn one with when and why (`withdrawn`); with links; no session',
        params: issueParams,
        response: { 200: publishedIssueSchema, 400: problemSchema, ...readProblems },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const date = issueDate(request.params.issue_date);
      return sendIssue(
        request,
        reply as unknown as FastifyReply,
        ['issue', code, date],
        code,
        (typeId) => issueIdOn(app.db, typeId, date),
        `No bulletin of "${code}" issued on ${date} is published.`,
      );
    },
  );

  app.get(
    '/api/public/venues/:code/forecast/',
    {
      config,
      schema: {
        tags,
        summary:
          'The coming days of one venue (from today where it is), from the newest published bulletin of every public type that has it; each value names the bulletin it comes from; no session',
        params: typeParams,
        response: { 200: venueForecastSchema, ...readProblems },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const base = linkBase(app, request);
      const window = forecastWindow();
      const answer = await kept.answer(JSON.stringify(['forecast', code, window, base]), async () =>
        madeOf(writeForecast(await venueForecast(app.db, code, base, new Date(window))), JSON_TYPE),
      );
      return sendKept(request, reply as unknown as FastifyReply, answer);
    },
  );
};

export default publicTypeRoutes;
