import { type Problem, problemSchema } from '@bora/shared/problem';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { csrfToken } from './csrf.ts';
import { currentLanguage } from './i18n.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<T> = {
  method?: Method;
  body?: unknown;
  headers?: Record<string, string>;
  /** Validates the answer; without it the call answers `undefined` (e.g. a 204). */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Calls the Bora API with the session cookie, the CSRF header on unsafe methods and the UI
 * language; any failure comes out as an `ApiError` holding a problem+json.
 */
export async function apiRequest<T = undefined>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...options.headers,
  };
  if (!SAFE_METHODS.has(method)) {
    const token = csrfToken();
    if (token) headers['X-CSRFToken'] = token;
  }
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
  if (!options.schema || response.status === 204) return undefined as T;
  const parsed = options.schema.safeParse(await response.json());
  if (!parsed.success) {
    throw new ApiError({
      type: 'about:blank',
      title: 'Unexpected answer',
      status: response.status,
      detail: `The server's answer to ${path} has an unexpected shape.`,
    });
  }
  return parsed.data;
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
    const parsed = problemSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}
