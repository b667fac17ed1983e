import { PROBLEM_CONTENT_TYPE, type Problem } from '@bora/shared/problem';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, PreconditionFailed, type ProblemName, STATUS_CODES, TryLater } from '../lib/errors.ts';
import { loggableError } from '../lib/loggable-error.ts';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  428: 'Precondition Required',
  429: 'Too Many Requests',
};

export function problem(
  status: number,
  detail?: string,
  errors?: Record<string, string[]>,
  name?: ProblemName,
): Problem {
  return {
    type: 'about:blank',
    title: TITLES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error'),
    status,
    code: name?.code ?? STATUS_CODES[status] ?? (status >= 500 ? 'server_error' : 'error'),
    ...(name?.params ? { params: name.params } : {}),
    ...(detail ? { detail } : {}),
    ...(errors ? { errors } : {}),
  };
}

export function sendProblem(reply: FastifyReply, body: Problem) {
  return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(body);
}

/** Field path of a schema violation: `/venue/0/code` becomes `venue.0.code`; the root is `non_field_errors`. */
function fieldOf(instancePath: string, missingProperty?: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof missingProperty === 'string') parts.push(missingProperty);
  return parts.length ? parts.join('.') : 'non_field_errors';
}

/** The PostgreSQL error code behind a failed query (drizzle wraps the driver's error as `cause`). */
function databaseCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/**
 * Constraint violations that a service's own checks did not catch first (two people saving at
 * once): a conflict to report, never a 500.
 */
const DATABASE_CONFLICTS: Record<string, { code: string; detail: string }> = {
  '23505': { code: 'not_unique', detail: 'Another object already has this value; it must be unique.' },
  '23503': {
    code: 'still_referenced',
    detail: 'This object is still used elsewhere, or refers to something that no longer exists.',
  },
  '40001': { code: 'concurrent_change', detail: 'Someone else changed this at the same moment; try again.' },
};

function toProblem(error: FastifyError | HttpError, request: FastifyRequest): Problem {
  const code = databaseCode(error);
  const conflict = code && Object.hasOwn(DATABASE_CONFLICTS, code) ? DATABASE_CONFLICTS[code] : undefined;
  if (conflict) return { ...problem(409, conflict.detail, undefined, conflict), instance: request.url };
  if (error instanceof HttpError) {
    const body = problem(error.status, error.message, error.errors, error);
    return { ...body, title: error.title, instance: request.url };
  }
  if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
    // `/api/venues/abc/` names nothing that could exist.
    return { ...problem(404, 'Not found.'), instance: request.url };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = new Map<string, string[]>(); // a field may be called `toString`
    for (const issue of error.validation) {
      const key = fieldOf(issue.instancePath, issue.params?.missingProperty);
      fields.set(key, [...(fields.get(key) ?? []), issue.message ?? 'Invalid value.']);
    }
    const errors = Object.fromEntries(fields);
    const where =
      error.validationContext === 'body'
        ? 'Some fields are not valid.'
        : `Invalid ${error.validationContext ?? 'request'}.`;
    const name = { code: 'validation_failed' };
    return { ...problem(400, where, errors, name), title: 'Validation failed', instance: request.url };
  }
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500)
    return { ...problem(500, 'The server could not complete the request.'), instance: request.url };
  return { ...problem(status, error.message), instance: request.url };
}

/**
 * Fastify's own refusals before any route is found: a path that is not valid percent-encoded
 * UTF-8, or a path parameter beyond its length. Neither can name anything that exists, so both
 * are 404 to everyone, as a bad id is (and before any access check, which needs a route).
 */
const FRAMEWORK_NOT_FOUND = new Set(['FST_ERR_BAD_URL', 'FST_ERR_MAX_PARAM_LENGTH']);

export function frameworkProblem(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const body = FRAMEWORK_NOT_FOUND.has(error.code)
    ? problem(404, 'Not found.')
    : problem(500, 'The server could not complete the request.');
  if (body.status >= 500) request.log.error({ err: error }, 'request failed');
  // No hook runs for these, helmet's included: a JSON answer needs the strictest headers anyway.
  reply
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin');
  return sendProblem(reply, { ...body, instance: request.url });
}

/** One error handler: every failure leaves as problem+json, and a 5xx never shows internals. */
export default fp(async function problems(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const body = toProblem(error, request);
    if (body.status >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
    if (error instanceof TryLater) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof PreconditionFailed) reply.header('etag', error.currentTag);
    return sendProblem(reply, body);
  });
});
