import type { Problem } from '@bora/shared/problem';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { csrfToken } from './csrf.ts';
import { currentLanguage } from './i18n.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The schema an answer must match, or a function that loads it: the shell, which is in the
 * entry bundle, passes a loader, so zod is fetched alongside the answer instead of before the
 * first paint.
 */
export type AnswerSchema<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

export type RequestOptions<T> = {
  method?: Method;
  body?: unknown;
  headers?: Record<string, string>;
  /** Validates the answer; without it the call answers `undefined` (e.g. a 204). */
  schema?: AnswerSchema<T>;
  signal?: AbortSignal;
  /**
   * The object this write changes, as the screen loaded it: its version goes as `If-Match`, so
   * the server refuses (412) a write over a change someone else saved since. An object with no
   * known version (never answered with an ETag) sends none, and the write goes through as is.
   */
  ifMatch?: object;
};

/**
 * The version (strong `ETag`) each answer object came with, kept beside the object rather than
 * in it, so the data stays exactly what the schema describes.
 */
const versions = new WeakMap<object, string>();

/** The version the server gave this object (its `ETag`), if it came from an answer that had one. */
export function versionOf(data: unknown): string | undefined {
  return typeof data === 'object' && data !== null ? versions.get(data) : undefined;
}

/**
 * Gives `to` the version of `from` and answers `to`: for a copy of an answer object, such as
 * the one TanStack Query's structural sharing keeps in its cache.
 */
export function carryVersion<T>(from: unknown, to: T): T {
  const version = versionOf(from);
  if (version && typeof to === 'object' && to !== null) versions.set(to, version);
  return to;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Calls the Bora API with the session cookie, the CSRF header on unsafe methods and the UI
 * language; any failure comes out as an `ApiError` holding a problem+json.
 */
export async function apiRequest<T = undefined>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const schemaLoad = Promise.resolve(
    typeof options.schema === 'function' ? options.schema() : options.schema,
  );
  // Awaited only after a successful answer: a failed call must not leave it unhandled.
  schemaLoad.catch(() => undefined);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...options.headers,
  };
  if (!SAFE_METHODS.has(method)) {
    const token = csrfToken();
    if (token) headers['X-CSRFToken'] = token;
  }
  const version = versionOf(options.ifMatch);
  if (version) headers['If-Match'] = version;
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) {
    // The browser writes the multipart Content-Type with its boundary.
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ type: 'about:blank', title: 'Network error', status: 0, detail: String(error) });
  }

  if (!response.ok) throw new ApiError(await readProblem(response));
  const schema = await schemaLoad;
  if (!schema || response.status === 204) return undefined as T;
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) {
    throw new ApiError({
      type: 'about:blank',
      title: 'Unexpected answer',
      status: response.status,
      detail: `The server's answer to ${path} has an unexpected shape.`,
    });
  }
  remember(parsed.data, response.headers.get('etag'));
  return parsed.data;
}

/**
 * Keeps the answer's version for a later `ifMatch`. Only a strong tag: `If-Match` compares
 * strongly, so a weak one (`W/"…"`, e.g. from a compressing proxy) could never match.
 */
function remember(data: unknown, etag: string | null): void {
  if (etag?.startsWith('"') && typeof data === 'object' && data !== null) versions.set(data, etag);
}

/** The problem+json of a failed answer, or one built from its status when the body is something else. */
async function readProblem(response: Response): Promise<Problem> {
  const fallback: Problem = {
    type: 'about:blank',
    title: response.statusText || 'Error',
    status: response.status,
  };
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return fallback;
  try {
    const [body, { problemSchema }] = await Promise.all([response.json(), import('@bora/shared/problem')]);
    const parsed = problemSchema.safeParse(body);
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}
