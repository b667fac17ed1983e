import { PROBLEM_CONTENT_TYPE, type Problem } from '@bora/shared/problem';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, TooManyRequests } from '../lib/errors.ts';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

export function problem(status: number, detail?: string, errors?: Record<string, string[]>): Problem {
  return {
    type: 'about:blank',
    title: TITLES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error'),
    status,
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

function toProblem(error: FastifyError | HttpError, request: FastifyRequest): Problem {
  if (error instanceof HttpError) {
    const body = problem(error.status, error.message, error.errors);
    return { ...body, title: error.title, instance: request.url };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const key = fieldOf(issue.instancePath, issue.params?.missingProperty);
      errors[key] = [...(errors[key] ?? []), issue.message ?? 'Invalid value.'];
    }
    const where =
      error.validationContext === 'body'
        ? 'Some fields are not valid.'
        : `Invalid ${error.validationContext ?? 'request'}.`;
    return { ...problem(400, where, errors), title: 'Validation failed', instance: request.url };
  }
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500)
    return { ...problem(500, 'The server could not complete the request.'), instance: request.url };
  return { ...problem(status, error.message), instance: request.url };
}

/** One error handler: every failure leaves as problem+json, and a 5xx never shows internals. */
export default fp(async function problems(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const body = toProblem(error, request);
    if (body.status >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
    return sendProblem(reply, body);
  });
});
