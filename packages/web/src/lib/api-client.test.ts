import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { headersOf, json, mockFetch, problem } from '../test/fetch-mock.ts';
import { apiRequest } from './api-client.ts';
import { ApiError } from './api-error.ts';

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
