import { issueDateSchema } from '@bora/shared/bulletin';
import { problemSchema } from '@bora/shared/problem';
import { publicBulletinTypeSchema, publishedIssueSchema, venueForecastSchema } from '@bora/shared/public-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound, ValidationFailed } from '../../lib/errors.ts';
import { readProblems } from '../../lib/route-schemas.ts';
import { type HeldRequest, JSON_TYPE } from '../../lib/send-bytes.ts';
import { jsonWriter } from '../../lib/serializer.ts';
import { bulletinLinks, linkBase } from '../bulletins/public-links.ts';
import { getPublishedIssue } from '../bulletins/published.ts';
import { forecastWindow, venueForecast } from './forecast.ts';
import { keyOf, madeOf, PublishedAnswers } from './published-answers.ts';
import { issueIdOn, latestPublishedId } from './repository.ts';
import { listPublicTypes, publicTypeNamed } from './types.ts';

const tags = ['public'];
const typeList = z.array(publicBulletinTypeSchema);
const writeTypes = jsonWriter(typeList);
const writeIssue = jsonWriter(publishedIssueSchema);
const writeForecast = jsonWriter(venueForecastSchema);

const codeParams = z.object({ code: z.string() });
/** The date is read by the handler, so that a date that is not one is a 400 naming it, not a 404. */
const issueParams = z.object({ code: z.string(), issue_date: z.string() });
type Params = { code: string; issue_date: string };
const params = (request: Pick<HeldRequest, 'params'>) => request.params as Params;

function issueDate(text: string): string {
  const parsed = issueDateSchema.safeParse(text);
  if (parsed.success) return parsed.data;
  throw ValidationFailed.fromZod({
    issues: parsed.error.issues.map((i) => ({ ...i, path: ['issue_date'] })),
  });
}

/**
 * The public bulletin types, each type's bulletin as it stands (its newest, or that of a date), and a
 * place's coming days: published bulletins of public types only, made once and sent as kept bytes.
 */
const publicTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  const published = new PublishedAnswers(app);
  const base = linkBase(app);
  const typesKey = () => keyOf('types');
  const latestKey = (request: HeldRequest) => keyOf('latest', params(request).code);
  const issueKey = (request: HeldRequest) => keyOf('issue', params(request).code, params(request).issue_date);
  // Today's date where a venue is holds for a quarter hour of UTC (forecast.ts).
  const forecastKey = (request: HeldRequest, window = forecastWindow()) =>
    keyOf('forecast', params(request).code, window);

  /** A type's bulletin that `pick` finds, as published, with its links; a 404 naming what is missing. */
  async function issueOf(
    request: FastifyRequest,
    pick: (typeId: number) => Promise<number | undefined>,
    missing: string,
  ) {
    const type = await publicTypeNamed(app.db, params(request).code);
    const id = await pick(type.id);
    if (id === undefined) throw new NotFound(missing);
    return madeOf(writeIssue(await getPublishedIssue(app.db, id, bulletinLinks(base, id))), JSON_TYPE);
  }

  app.get(
    '/api/public/bulletin-types/',
    {
      config: published.route(typesKey),
      schema: {
        tags,
        summary:
          'The public, active bulletin types with their venues, time slots and data types (names with their translations), and links to their newest bulletin and feed; no session',
        response: { 200: typeList },
      },
    },
    async (request, reply) =>
      published.send(request, reply as unknown as FastifyReply, typesKey, async () =>
        madeOf(writeTypes(await listPublicTypes(app.db, base)), JSON_TYPE),
      ),
  );

  app.get(
    '/api/public/bulletin-types/:code/latest/',
    {
      config: published.route(latestKey),
      schema: {
        tags,
        summary:
          'The newest published bulletin of a public type, as published (a correction in place of what it corrects), with links to its page, its JSON and its documents; no session',
        params: codeParams,
        response: { 200: publishedIssueSchema, ...readProblems },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      return published.send(request, reply as unknown as FastifyReply, latestKey, () =>
        issueOf(
          request,
          (typeId) => latestPublishedId(app.db, typeId),
          `No bulletin of "${code}" is published.`,
        ),
      );
    },
  );

  app.get(
    '/api/public/bulletin-types/:code/:issue_date/',
    {
      config: published.route(issueKey),
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
      return published.send(request, reply as unknown as FastifyReply, issueKey, () =>
        issueOf(
          request,
          (typeId) => issueIdOn(app.db, typeId, date),
          `No bulletin of "${code}" issued on ${date} is published.`,
        ),
      );
    },
  );

  app.get(
    '/api/public/venues/:code/forecast/',
    {
      config: published.route(forecastKey),
      schema: {
        tags,
        summary:
          'The coming days of one venue (from today where it is), from the newest published bulletin of every public type that has it; each value names the bulletin it comes from; no session',
        params: codeParams,
        response: { 200: venueForecastSchema, ...readProblems },
      },
    },
    async (request, reply) => {
      // One window for the key and the forecast, were a quarter hour to end in between.
      const window = forecastWindow();
      const key = () => forecastKey(request, window);
      return published.send(request, reply as unknown as FastifyReply, key, async () => {
        const forecast = await venueForecast(app.db, request.params.code, base, new Date(window));
        return madeOf(writeForecast(forecast), JSON_TYPE);
      });
    },
  );
};

export default publicTypeRoutes;
