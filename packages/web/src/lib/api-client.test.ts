import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { headersOf, json, mockFetch, problem, stale, versioned } from '../test/fetch-mock.ts';
import { testQueryClient } from '../test/render.tsx';
import { apiRequest, versionOf } from './api-client.ts';
import { ApiError, isStale } from './api-error.ts';

describe('apiRequest', () => {
  it('turns a problem+json answer into an ApiError with its field errors', async () => {
    mockFetch({ '/api/x/': problem(400, 'Check the fields.', { name: ['Enter a name.'] }) });
    const error = await apiRequest('/api/x/', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.message).toBe('Check the fields.');
    expect(apiError.errors).toEqual({ name: ['Enter a name.'] });
  });

  it('builds a problem from the status when the error body is not problem+json', async () => {
    mockFetch({
      '/api/x/': () => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    });
    const error = (await apiRequest('/api/x/').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(error.errors).toEqual({});
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    mockFetch({ '/api/x/': new TypeError('Failed to fetch') });
    const error = (await apiRequest('/api/x/').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
  });

  it('sends the csrftoken cookie as X-CSRFToken on unsafe methods only, with the session cookie', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the token the server would have set
    document.cookie = 'csrftoken=abc123; path=/';
    const fetchMock = mockFetch({ '/api/x/': () => new Response(null, { status: 204 }) });
    await apiRequest('/api/x/', { method: 'POST', body: { a: 1 } });
    await apiRequest('/api/x/', { method: 'DELETE' });
    await apiRequest('/api/x/');
    const [post, del, get] = fetchMock.mock.calls.map(([, init]) => init);
    expect(headersOf(post)['x-csrftoken']).toBe('abc123');
    expect(headersOf(post)['content-type']).toBe('application/json');
    expect(post?.body).toBe('{"a":1}');
    expect(post?.credentials).toBe('same-origin');
    expect(headersOf(del)['x-csrftoken']).toBe('abc123');
    expect(headersOf(get)['x-csrftoken']).toBeUndefined();
  });

  it('sends a FormData body as multipart, leaving the Content-Type (with its boundary) to the browser', async () => {
    const fetchMock = mockFetch({ '/api/x/': () => new Response(null, { status: 204 }) });
    const form = new FormData();
    form.append('svg', new File(['<svg/>'], 'sun.svg', { type: 'image/svg+xml' }));
    await apiRequest('/api/x/', { method: 'POST', body: form });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe(form);
    expect(headersOf(init)['content-type']).toBeUndefined();
  });

  it('validates the answer with the given schema', async () => {
    mockFetch({ '/api/x/': json({ id: 1 }) });
    await expect(apiRequest('/api/x/', { schema: z.object({ id: z.number() }) })).resolves.toEqual({ id: 1 });
    await expect(apiRequest('/api/x/', { schema: z.object({ id: z.string() }) })).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});

describe('versions (ETag and If-Match)', () => {
  const schema = z.object({ id: z.number(), name: z.string() });

  it('remembers the ETag of an answer and sends it as If-Match for that object only', async () => {
    const fetchMock = mockFetch({
      '/api/x/1/': (_url, init) =>
        init?.method === 'PUT'
          ? versioned({ id: 1, name: 'B' }, '"v2"')
          : versioned({ id: 1, name: 'A' }, '"v1"'),
    });
    const loaded = await apiRequest('/api/x/1/', { schema });
    expect(versionOf(loaded)).toBe('"v1"');
    const saved = await apiRequest('/api/x/1/', {
      method: 'PUT',
      body: { name: 'B' },
      schema,
      ifMatch: loaded,
    });
    expect(versionOf(saved)).toBe('"v2"');
    await apiRequest('/api/x/1/', { method: 'PUT', body: { name: 'C' }, schema, ifMatch: { ...loaded } });
    const [get, put, unversioned] = fetchMock.mock.calls.map(([, init]) => headersOf(init));
    expect(get?.['if-match']).toBeUndefined();
    expect(put?.['if-match']).toBe('"v1"');
    // A copy made by hand is not the answer: nothing claims a version for it.
    expect(unversioned?.['if-match']).toBeUndefined();
  });

  it('keeps no weak ETag, which If-Match could never match', async () => {
    mockFetch({ '/api/x/1/': versioned({ id: 1, name: 'A' }, 'W/"v1"') });
    expect(versionOf(await apiRequest('/api/x/1/', { schema }))).toBeUndefined();
  });

  it('answers a 412 as a stale write', async () => {
    mockFetch({ '/api/x/1/': stale('"v3"') });
    const error = await apiRequest('/api/x/1/', { method: 'DELETE' }).catch((e: unknown) => e);
    expect(isStale(error)).toBe(true);
    expect(isStale(new ApiError({ type: 'about:blank', title: 'Conflict', status: 409 }))).toBe(false);
  });
});

describe('versions in the query cache', () => {
  const schema = z.object({ id: z.number(), name: z.string(), tags: z.array(z.string()) });
  const key = ['x', 1];
  let answer: { body: unknown; etag: string };
  const options = () => ({ queryKey: key, queryFn: () => apiRequest('/api/x/1/', { schema }), staleTime: 0 });

  function serveX() {
    answer = { body: { id: 1, name: 'A', tags: ['a'] }, etag: '"v1"' };
    mockFetch({
      '/api/x/1/': (_url, init) =>
        init?.method === 'PUT'
          ? versioned({ id: 1, name: 'Saved', tags: ['a'] }, '"v9"')
          : versioned(answer.body, answer.etag),
    });
  }

  it('keeps the version on the object the cache holds after a refetch, changed or not', async () => {
    serveX();
    const client = testQueryClient();
    const first = await client.fetchQuery(options());
    expect(versionOf(client.getQueryData(key))).toBe('"v1"');

    answer = { body: { id: 1, name: 'B', tags: ['a'] }, etag: '"v2"' };
    await client.fetchQuery(options());
    const changed = client.getQueryData(key);
    expect(changed).not.toBe(first);
    expect(changed).toEqual({ id: 1, name: 'B', tags: ['a'] });
    expect(versionOf(changed)).toBe('"v2"');

    // Equal content: the cache keeps its object, which still names the current version.
    answer = { body: { id: 1, name: 'B', tags: ['a'] }, etag: '"v2"' };
    await client.fetchQuery(options());
    expect(client.getQueryData(key)).toBe(changed);
    expect(versionOf(client.getQueryData(key))).toBe('"v2"');
  });

  it('keeps the version of a save answer put into the cache with setQueryData', async () => {
    serveX();
    const client = testQueryClient();
    const loaded = await client.fetchQuery(options());
    const saved = await apiRequest('/api/x/1/', { method: 'PUT', body: {}, schema, ifMatch: loaded });
    client.setQueryData(key, saved);
    const held = client.getQueryData(key);
    // Only `name` changed: the cache holds a copy sharing `tags` with the old object.
    expect(held).not.toBe(saved);
    expect(versionOf(held)).toBe('"v9"');
  });
});
