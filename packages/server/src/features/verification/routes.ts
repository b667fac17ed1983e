import { problemSchema } from '@bora/shared/problem';
import { verificationQuerySchema, verificationSchema } from '@bora/shared/verification';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../core/viewer.ts';
import { csvStream } from '../../lib/csv-stream.ts';
import { readablePeriod } from './access.ts';
import { PAIR_COLUMNS, pairRows, SCORE_COLUMNS, scoreRowsCsv, VALUE_COLUMNS, valueRows } from './exports.ts';
import { ScoreAnswers } from './score-answers.ts';

const tags = ['verification'];
const problems = { 400: problemSchema, 404: problemSchema };
/**
 * Scores are added up by the database, and the exports read it for as long as they run (a year's, a
 * minute or more): each is costly work, bounded for whoever calls without signing in.
 */
const SCORED = { retryAfter: 5 };
const STREAMED = { retryAfter: 30 };
const FILTERS =
  '`bulletin_type` by code (required); `date_after` and `date_before` (issue dates, inclusive), ' +
  '`venue` and `data_type` by code. Only bulletins in force count (published; a superseded or ' +
  'withdrawn version is not the forecast of record). Anyone for a public type; otherwise staff and ' +
  'the people of its authority (404 for others).';

function csvReply(reply: FastifyReply, name: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store');
}

/**
 * Verification: a type's published forecasts paired with what was observed, scored by the
 * database from the sums it keeps per bulletin; and the statistics export of its values, streamed
 * a page at a time.
 */
const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const scores = new ScoreAnswers(app.events);

  app.get(
    '/api/verification/',
    {
      config: { access: 'anyone', costly: SCORED },
      schema: {
        tags,
        summary: 'Scores of a bulletin type’s forecasts against the observations',
        description:
          'Each published value (venue V, issue date D, lead day d, slot S, data type T) is paired with ' +
          'the observation of V on D+d, slot S, type T. Per data type: overall, by lead day, by venue. ' +
          'Numeric types: count, bias (mean forecast − observed), mae, rmse, within_tolerance (null ' +
          'without a tolerance); category, icon and compass types: count, exact (share right) and the ' +
          'contingency table; compass types also angular_error (mean absolute difference in degrees, the shortest ' +
          'way round, VRB left out) and within_sectors (share within ±1 of the 16 sectors, 22.5°, either way: a ' +
          `forecast one sector off counts as right; VRB right only against VRB). ${FILTERS}`,
        querystring: verificationQuerySchema,
        response: { 200: verificationSchema, ...problems },
      },
    },
    async (request) => scores.of(app.db, await readablePeriod(app.db, request.query, viewerOf(request))),
  );

  app.get(
    '/api/verification/scores.csv',
    {
      config: { access: 'anyone', costly: SCORED },
      schema: {
        tags,
        summary: 'The scores as CSV: a row per data type overall, by lead day and by venue',
        description: FILTERS,
        querystring: verificationQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...problems },
      },
    },
    async (request, reply) => {
      const period = await readablePeriod(app.db, request.query, viewerOf(request));
      const rows = scoreRowsCsv(await scores.of(app.db, period));
      return csvReply(reply, `scores-${period.bulletinType.code}.csv`).send(
        csvStream(
          SCORE_COLUMNS,
          (async function* () {
            yield rows;
          })(),
        ),
      );
    },
  );

  app.get(
    '/api/verification/pairs.csv',
    {
      config: { access: 'anyone', costly: STREAMED },
      schema: {
        tags,
        summary: 'Every forecast–observation pair as CSV, streamed',
        description: `Columns ${PAIR_COLUMNS.join(', ')}; difference is forecast − observed for numeric types. ${FILTERS}`,
        querystring: verificationQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...problems },
      },
    },
    async (request, reply) => {
      const period = await readablePeriod(app.db, request.query, viewerOf(request));
      return csvReply(reply, `pairs-${period.bulletinType.code}.csv`).send(
        csvStream(PAIR_COLUMNS, pairRows(app.db, period)),
      );
    },
  );

  app.get(
    '/api/statistics/values.csv',
    {
      config: { access: 'anyone', costly: STREAMED },
      schema: {
        tags: ['statistics'],
        summary: 'Every published value of a type over a period, with its observation, as CSV, streamed',
        description:
          `Columns ${VALUE_COLUMNS.join(', ')} (codes and numbers as stored); observed is empty where ` +
          `nothing was observed. Read from the database a page at a time. ${FILTERS}`,
        querystring: verificationQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...problems },
      },
    },
    async (request, reply) => {
      const period = await readablePeriod(app.db, request.query, viewerOf(request));
      return csvReply(reply, `values-${period.bulletinType.code}.csv`).send(
        csvStream(VALUE_COLUMNS, valueRows(app.db, period)),
      );
    },
  );
};

export default verificationRoutes;
