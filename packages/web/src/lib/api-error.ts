import type { Problem } from '@bora/shared/problem';

/** A failed API call, carrying the server's RFC 9457 problem (or one made up for a network failure). */
export class ApiError extends Error {
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(problem.detail ?? problem.title);
    this.name = 'ApiError';
    this.problem = problem;
  }

  get status(): number {
    return this.problem.status;
  }

  /** Field path → messages, empty when the problem is not about fields. */
  get errors(): Record<string, string[]> {
    return this.problem.errors ?? {};
  }
}

/**
 * A write refused because someone else changed the object since the screen loaded it (412 to a
 * stale `If-Match`): nothing was saved, and the screen offers their version.
 */
export function isStale(error: unknown): boolean {
  return error instanceof ApiError && error.status === 412;
}

/** A write refused because of the object's state (409): still in use, already done. */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
