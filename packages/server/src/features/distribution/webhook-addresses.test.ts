import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.ts';
import { makePersonas } from '../../test/personas.ts';
import { makeDailyType } from '../bulletins/test-fixtures.ts';

/**
 * A server that keeps receivers on the public internet (WEBHOOK_ALLOW_PRIVATE unset), whose jobs
 * are never worked: an address is judged by Bora's answer, and nothing is ever sent to one.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let p: Awaited<ReturnType<typeof makePersonas>>;
let hooks: string;

beforeAll(async () => {
  t = await createTestApp({ webhookAllowPrivate: false }, { workJobs: false });
  p = await makePersonas(t.app, t.db);
  hooks = `/api/bulletin-types/${(await makeDailyType(t.db, p, 'addressed')).typeId}/webhooks/`;
});
afterAll(() => t.close());

/** Addresses whose host is, or carries, an IPv4 address of this machine or its networks. */
const PRIVATE_ADDRESSES: [string, string][] = [
  ['http://[::127.0.0.1]/hook', '::7f00:1'],
  ['http://[::7f00:1]/hook', '::7f00:1'],
  ['http://[::ffff:127.0.0.1]/hook', '::ffff:7f00:1'],
  ['http://[::ffff:0:169.254.169.254]/hook', '::ffff:0:a9fe:a9fe'],
  ['http://[64:ff9b::169.254.169.254]/hook', '64:ff9b::a9fe:a9fe'],
  ['http://[64:ff9b:1::a00:1]/hook', '64:ff9b:1::a00:1'],
  ['http://[2002:7f00:1::1]/hook', '2002:7f00:1::1'],
  ['http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hook', '2001:0:4136:e378:8000:63bf:80ff:fffe'],
  ['http://0x7f.1/hook', '127.0.0.1'],
];

const refusal = (host: string) =>
  `${host} leads to a private, loopback or reserved address, which receivers may not use here.`;

describe('a webhook address', () => {
  it.each(PRIVATE_ADDRESSES)('%s is refused when added, on its field', async (url, host) => {
    const response = await p.as.manager.post(hooks, { url });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({ url: [refusal(host)] });
  });

  it('is refused when changed to one of them, and the webhook keeps its address', async () => {
    const created = await p.as.manager.post(hooks, { url: 'http://[2a00:1450:4002:402::200e]/hook' });
    expect(created.statusCode, created.body).toBe(201);
    const path = `${hooks}${created.json().id}/`;
    for (const [url, host] of PRIVATE_ADDRESSES) {
      const response = await p.as.manager.request({ method: 'PATCH', url: path, payload: { url } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors, url).toEqual({ url: [refusal(host)] });
    }
    expect((await p.as.manager.get(path)).json().url).toBe('http://[2a00:1450:4002:402::200e]/hook');
  });

  it('that leads to a public IPv4 address through NAT64 or as IPv4-mapped is taken', async () => {
    for (const url of ['http://[64:ff9b::8.8.8.8]/hook', 'http://[::ffff:8.8.4.4]/hook']) {
      const response = await p.as.manager.post(hooks, { url });
      expect(response.statusCode, response.body).toBe(201);
    }
  });
});
