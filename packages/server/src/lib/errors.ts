import type { ProblemParams } from '@bora/shared/problem';

/** The problem code of a status when nothing more precise is known. */
export const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'not_authenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  412: 'stale_version',
  413: 'too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  428: 'version_required',
  429: 'too_many_requests',
  503: 'busy',
};

/** What a thrown problem says to a program: its stable code and the values of its sentence. */
export type ProblemName = { code: string; params?: ProblemParams };

/** An error with an HTTP meaning; the error handler turns it into problem+json. */
export class HttpError extends Error {
  readonly code: string;
  readonly params?: ProblemParams;

  constructor(
    readonly status: number,
    readonly title: string,
    detail?: string,
    readonly errors?: Record<string, string[]>,
    name?: ProblemName,
  ) {
    super(detail ?? title);
    this.code = name?.code ?? STATUS_CODES[status] ?? 'error';
    this.params = name?.params;
  }
}

export class BadRequest extends HttpError {
  constructor(detail: string, name?: ProblemName) {
    super(400, 'Bad Request', detail, undefined, name);
  }
}

export class ValidationFailed extends HttpError {
  constructor(
    errors: Record<string, string[]>,
    detail = 'Some fields are not valid.',
    code: string | ProblemName = 'validation_failed',
  ) {
    super(400, 'Validation failed', detail, errors, typeof code === 'string' ? { code } : code);
  }

  /** The zod issues as a field map: `slots.0.end_hour` → messages. */
  static fromZod(error: { issues: { path: PropertyKey[]; message: string }[] }): ValidationFailed {
    const errors = new Map<string, string[]>(); // a field may be called `toString`
    for (const issue of error.issues) {
      const key = issue.path.map(String).join('.') || 'non_field_errors';
      errors.set(key, [...(errors.get(key) ?? []), issue.message]);
    }
    return new ValidationFailed(Object.fromEntries(errors));
  }
}

export class NotAuthenticated extends HttpError {
  constructor(detail = 'Authentication credentials were not provided.') {
    super(401, 'Unauthorized', detail);
  }
}

export class Forbidden extends HttpError {
  constructor(detail = 'You do not have permission to perform this action.', code = 'forbidden') {
    super(403, 'Forbidden', detail, undefined, { code });
  }
}

export class NotFound extends HttpError {
  constructor(detail = 'Not found.') {
    super(404, 'Not Found', detail);
  }
}

export class Conflict extends HttpError {
  constructor(detail: string, name: ProblemName, errors?: Record<string, string[]>) {
    super(409, 'Conflict', detail, errors, name);
  }
}

/** 412: the client's `If-Match` names a version that is no longer current. */
export class PreconditionFailed extends HttpError {
  constructor(readonly currentTag: string) {
    super(
      412,
      'Precondition Failed',
      'Someone else changed this since you loaded it: reload to see their version before saving yours.',
    );
  }
}

/** 428: a write that must name the version it was made on (a bulletin's) came without `If-Match`. */
export class PreconditionRequired extends HttpError {
  constructor(
    detail = 'Send If-Match with the ETag of the version you are changing (428): bulletins are never overwritten blindly.',
  ) {
    super(428, 'Precondition Required', detail, undefined, { code: 'version_required' });
  }
}

export class UnsupportedMediaType extends HttpError {
  constructor(detail: string) {
    super(415, 'Unsupported Media Type', detail);
  }
}

/** A refusal for now: the answer says when to try again (Retry-After, and `retry_after` in its params). */
export abstract class TryLater extends HttpError {
  constructor(
    status: number,
    title: string,
    detail: string,
    code: string,
    readonly retryAfterSeconds: number,
  ) {
    super(status, title, detail, undefined, { code, params: { retry_after: retryAfterSeconds } });
  }
}

export class TooManyRequests extends TryLater {
  constructor(detail: string, retryAfterSeconds: number) {
    super(429, 'Too Many Requests', detail, 'too_many_requests', retryAfterSeconds);
  }
}

/** A call this server is set up not to answer (no mail server, say): trying again will not help. */
export class NotConfigured extends HttpError {
  constructor(detail: string, code: string) {
    super(503, 'Service Unavailable', detail, undefined, { code });
  }
}

/** The server has more of some work queued than it takes on at once: the client tries again later. */
export class ServiceUnavailable extends TryLater {
  constructor(detail: string, retryAfterSeconds: number) {
    super(503, 'Service Unavailable', detail, 'busy', retryAfterSeconds);
  }
}

/** The 409 for deleting something bulletin types still use: names them and offers the way out. */
export function usedByBulletinTypes(name: string, bulletinTypes: string[]): Conflict {
  const plural = bulletinTypes.length > 1 ? 's' : '';
  return new Conflict(
    `${name} is used by the bulletin type${plural} ${bulletinTypes.join(', ')}: ` +
      'deactivate it instead, or remove it from them first.',
    {
      code: 'used_by_bulletin_types',
      params: { name, count: bulletinTypes.length, bulletin_types: bulletinTypes.join(', ') },
    },
  );
}

/**
 * The 409 for deleting something bulletins stand on: bulletins are kept for ever, so the way out
 * is to deactivate it (`what` says whose bulletins: "of this type", "with this venue").
 */
export function usedByBulletins(name: string, count: number, what: string): Conflict {
  return new Conflict(
    `${name}: ${plural(count, 'bulletin')} ${what} exist${count === 1 ? 's' : ''}, and bulletins are kept: ` +
      'deactivate it instead.',
    { code: 'used_by_bulletins', params: { name, count } },
  );
}

/** "1 venue", "18 venues": a count with its noun, for the English `detail`. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
