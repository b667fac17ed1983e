/** An error with an HTTP meaning; the error handler turns it into problem+json. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    detail?: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(detail ?? title);
  }
}

export class BadRequest extends HttpError {
  constructor(detail: string) {
    super(400, 'Bad Request', detail);
  }
}

export class ValidationFailed extends HttpError {
  constructor(errors: Record<string, string[]>, detail = 'Some fields are not valid.') {
    super(400, 'Validation failed', detail, errors);
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
  constructor(detail = 'You do not have permission to perform this action.') {
    super(403, 'Forbidden', detail);
  }
}

export class NotFound extends HttpError {
  constructor(detail = 'Not found.') {
    super(404, 'Not Found', detail);
  }
}

export class Conflict extends HttpError {
  constructor(detail: string, errors?: Record<string, string[]>) {
    super(409, 'Conflict', detail, errors);
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

export class UnsupportedMediaType extends HttpError {
  constructor(detail: string) {
    super(415, 'Unsupported Media Type', detail);
  }
}

export class TooManyRequests extends HttpError {
  constructor(
    detail: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'Too Many Requests', detail);
  }
}

/** The 409 for deleting something bulletin types still use: names them and offers the way out. */
export function usedByBulletinTypes(name: string, bulletinTypes: string[]): Conflict {
  const plural = bulletinTypes.length > 1 ? 's' : '';
  return new Conflict(
    `${name} is used by the bulletin type${plural} ${bulletinTypes.join(', ')}: ` +
      'deactivate it instead, or remove it from them first.',
  );
}
