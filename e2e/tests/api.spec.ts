import { expect, test } from '@playwright/test';

test('an unknown API path answers a JSON 404, not the web app', async ({ request }) => {
  const answer = await request.get('/api/nope/');
  expect(answer.status()).toBe(404);
  expect(answer.headers()['content-type']).toContain('application/problem+json');
  expect(await answer.json()).toMatchObject({ status: 404 });
});

test('the current user is a 401 problem for a visitor', async ({ request }) => {
  const answer = await request.get('/api/users/me/');
  expect(answer.status()).toBe(401);
  expect(answer.headers()['content-type']).toContain('application/problem+json');
});

test('the footer entries answer JSON to Accept: application/json, with a reserved one', async ({
  request,
}) => {
  const answer = await request.get('/api/footer_navbar/', { headers: { Accept: 'application/json' } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/json');
  const entries = (await answer.json()) as { reserved: boolean }[];
  expect(Array.isArray(entries)).toBe(true);
  expect(entries.some((e) => e.reserved)).toBe(true);
});
