import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver } from '../../test/webhook-receiver.ts';
import { postToReceiver } from './webhook-post.ts';

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const post = (path: string, options: { allowPrivate?: boolean; timeoutMs?: number } = {}) =>
  postToReceiver(
    receiver.url(path),
    '{"a":1}',
    { 'webhook-id': 'msg_1' },
    { allowPrivate: true, ...options },
  );

describe('posting to a receiver', () => {
  it('counts a 2xx as received, with the headers and the body as given', async () => {
    const outcome = await post('/ok');
    expect(outcome).toMatchObject({ statusCode: 204, reason: null });
    const [got] = receiver.to('/ok');
    expect(got?.body).toBe('{"a":1}');
    expect(got?.headers).toMatchObject({ 'webhook-id': 'msg_1', 'content-type': 'application/json' });
  });

  it('does not call a private address unless allowed', async () => {
    const outcome = await post('/private', { allowPrivate: false });
    expect(outcome.statusCode).toBeNull();
    expect(outcome.reason).toMatchObject({ code: 'private_address', params: { host: '127.0.0.1' } });
    expect(outcome.reason?.text).toMatch(/private, loopback or reserved/);
    expect(receiver.to('/private')).toHaveLength(0);
  });

  it('does not call an IPv6 address that carries a private IPv4 address, checked at each try', async () => {
    const port = new URL(receiver.url('/')).port;
    for (const [host, shown] of [
      ['[::127.0.0.1]', '::7f00:1'],
      ['[::ffff:127.0.0.1]', '::ffff:7f00:1'],
      ['[64:ff9b::7f00:1]', '64:ff9b::7f00:1'],
      ['[2002:7f00:1::]', '2002:7f00:1::'],
    ]) {
      const outcome = await postToReceiver(
        `http://${host}:${port}/embedded`,
        '{}',
        {},
        { allowPrivate: false },
      );
      expect(outcome, host).toMatchObject({
        statusCode: null,
        reason: { code: 'private_address', params: { host: shown } },
      });
    }
    expect(receiver.to('/embedded')).toHaveLength(0);
  });

  it('gives up on a receiver that does not answer', async () => {
    receiver.answer('/hang', 'hang');
    const outcome = await post('/hang', { timeoutMs: 300 });
    expect(outcome).toMatchObject({
      statusCode: null,
      reason: { code: 'no_answer', params: { seconds: 0.3 }, text: 'No answer within 0.3 s.' },
    });
    expect(outcome.durationMs).toBeLessThan(2000);
  });

  it('reads a little of a huge answer to say why, and drops the rest', async () => {
    receiver.answer('/huge', { status: 500, body: 'x'.repeat(5 * 1024 * 1024) });
    const outcome = await post('/huge');
    expect(outcome.statusCode).toBe(500);
    expect(outcome.reason?.code).toBe('receiver_answered');
    expect(outcome.reason?.params).toMatchObject({ status: 500 });
    expect(String(outcome.reason?.params.text).length).toBe(200);
    expect(outcome.reason?.text).toMatch(/^The receiver answered 500: x+\.$/);
  });

  it('says when nothing listens', async () => {
    const outcome = await postToReceiver('http://127.0.0.1:9/', '{}', {}, { allowPrivate: true });
    expect(outcome).toMatchObject({
      statusCode: null,
      reason: { code: 'connection_refused', text: 'The receiver refused the connection.' },
    });
  });
});
