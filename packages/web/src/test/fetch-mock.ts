import { vi } from 'vitest';

/** A function answer sees the request's URL (with its query) and init, e.g. to answer by filter. */
type Answer = Response | Error | ((url: URL, init?: RequestInit) => Response | Promise<Response>);

export function json(body: unknown, status = 200, contentType = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });
}

/** A detail answer with its version, as the server sends it (`ETag`). */
export function versioned(body: unknown, etag: string, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', etag },
  });
}

/** The 412 the server answers a write whose `If-Match` names an older version. */
export function stale(current: string): Response {
  return new Response(
    JSON.stringify({
      type: 'about:blank',
      title: 'Precondition Failed',
      status: 412,
      detail:
        'Someone else changed this since you loaded it: reload to see their version before saving yours.',
    }),
    { status: 412, headers: { 'content-type': 'application/problem+json', etag: current } },
  );
}

export function problem(status: number, detail: string, errors?: Record<string, string[]>): Response {
  return json(
    { type: 'about:blank', title: 'Problem', status, detail, ...(errors ? { errors } : {}) },
    status,
    'application/problem+json',
  );
}

/**
 * Replaces `fetch` with a table of answers by path (query string ignored); an Error answer rejects
 * like a network failure. Unlisted paths answer 404. Returns the mock to inspect calls.
 */
export function mockFetch(routes: Record<string, Answer>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const full = new URL(url, 'http://localhost');
    const path = full.pathname;
    const answer = routes[path];
    if (answer === undefined) return problem(404, `Nothing at ${path}`);
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer(full, init);
    return answer.clone();
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The calls made to one path. */
export function callsTo(mock: ReturnType<typeof mockFetch>, path: string) {
  return mock.mock.calls.filter(([input]) => String(input).split('?')[0] === path);
}

/** The headers a call sent, as a plain lower-cased record. */
export function headersOf(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
  );
}

type Write = { method: string; ifMatch: string | undefined; body: unknown };

/**
 * One object as the server keeps it: read with its `ETag`, written (PUT, PATCH, DELETE) only
 * with the current one in `If-Match` (412 otherwise, like the server; without one it saves).
 * `changeElsewhere` is someone else's save; `writes` lists what the screen sent. A write's body
 * is merged into the object, unless `apply` says what it changes (an input unlike the answer).
 */
export function versionedObject<T extends object>(
  initial: T,
  apply: (body: Record<string, unknown>) => Partial<T> = (body) => body as Partial<T>,
) {
  let revision = 1;
  const object = {
    current: initial,
    deleted: false,
    writes: [] as Write[],
    get etag() {
      return `"v${revision}"`;
    },
    changeElsewhere(changes: Partial<T>) {
      object.current = { ...object.current, ...changes };
      revision++;
    },
    answer(_url: URL, init?: RequestInit): Response {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return versioned(object.current, object.etag);
      const ifMatch = headersOf(init)['if-match'];
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      object.writes.push({ method, ifMatch, body });
      if (ifMatch && ifMatch !== object.etag) return stale(object.etag);
      if (method === 'DELETE') {
        object.deleted = true;
        return new Response(null, { status: 204 });
      }
      object.changeElsewhere(apply(body as Record<string, unknown>));
      return versioned(object.current, object.etag);
    },
  };
  return object;
}
