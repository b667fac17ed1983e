#!/usr/bin/env node
/**
 * Distribution speed, on the embedded database and on PostgreSQL: from a publish's answer to a
 * local webhook receiver holding the verified body, and to the e-mail in a local SMTP sink; 100
 * receivers on one type all served; and the publish's own latency without receivers and with 100.
 *
 *   node bench/distribution.bench.mjs [--databases pglite,postgres] [--postgres postgres://…/postgres]
 *                                     [--publishes 20]
 *
 * Writes bench/results/distribution-<timestamp>.json; exits 1 when a target is missed.
 */
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { Webhook } from 'standardwebhooks';
import { allCells, client, createBenchType } from './bulletin-fixture.mjs';
import { benchOptions, runOnDatabases } from './database-runs.mjs';
import { session, startApp } from './servers.mjs';
import { summary } from './timings.mjs';

const values = benchOptions({ publishes: { type: 'string', default: '20' } });
const publishes = Number(values.publishes);
const appPort = Number(process.env.BENCH_PORT ?? 8793);
const password = 'bench-admin-password';
const RECEIVERS = 100;

const TARGETS = {
  webhookP95Ms: 2000,
  emailP95Ms: 5000,
  hundredReceiversMs: 10000,
  /** The publish's median latency with 100 receivers, against none. */
  publishLatencyRatio: 1.1,
};

/** A webhook receiver that verifies each body with the secret of its path, and notes when it came. */
async function startReceiver() {
  const secrets = new Map();
  const arrivals = [];
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const secret = secrets.get(request.url);
      try {
        const event = new Webhook(secret).verify(body, request.headers);
        arrivals.push({ path: request.url, bulletin: event.data.id, at: performance.now() });
        response.writeHead(204).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: (p) => `http://127.0.0.1:${server.address().port}${p}`,
    secrets,
    arrivals,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** An SMTP sink that notes when each message came, by the bulletin its link names. */
async function startSink() {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({ at: performance.now(), text: mail.text ?? '', subject: mail.subject ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    messages,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Waits until `check` answers something, polling every 5 ms, for at most `ms`. */
async function until(check, ms) {
  const deadline = performance.now() + ms;
  for (;;) {
    const found = check();
    if (found) return found;
    if (performance.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Waits until the bulletin's `count` deliveries are all recorded as sent. */
async function settled(call, bulletinId, count) {
  for (let i = 0; i < 3000; i++) {
    const { answer } = await call('GET', `/api/bulletins/${bulletinId}/deliveries/`);
    if (answer.length >= count && answer.every((d) => d.state === 'sent')) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the deliveries of bulletin ${bulletinId} did not settle`);
}

function isoDate(offset) {
  return new Date(Date.UTC(2040, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A filled, submitted bulletin of the type for the date; answers its id and its ETag. */
async function submitted(call, type, issueDate) {
  const { answer } = await call('POST', '/api/bulletins/', {
    bulletin_type_id: type.id,
    issue_date: issueDate,
  });
  let { etag } = await call('GET', `/api/bulletins/${answer.id}/`);
  const write = (p, body, method = 'PATCH') =>
    call(method, `/api/bulletins/${answer.id}/${p}`, body, { 'if-match': etag });
  ({ etag } = await write('values/', { changes: allCells(type, 0) }));
  const text = { language: 'it', title: `Bench ${issueDate}`, synopsis: 'Sereno.', venue_notes: {} };
  ({ etag } = await write('texts/', { texts: [text] }, 'PUT'));
  ({ etag } = await write('submit/', {}, 'POST'));
  return { id: answer.id, etag };
}

/** Publishes a submitted bulletin; answers when the answer came and how long the publish took. */
async function publish(call, bulletin) {
  const started = performance.now();
  await call('POST', `/api/bulletins/${bulletin.id}/publish/`, {}, { 'if-match': bulletin.etag });
  const answered = performance.now();
  return { answered, ms: answered - started };
}

async function run(database, receiver, sink) {
  // Bulletin ids start again on each database: what came from the run before is forgotten.
  receiver.arrivals.length = 0;
  sink.messages.length = 0;
  const app = await startApp({
    database,
    port: appPort,
    password,
    env: { WEBHOOK_ALLOW_PRIVATE: 'true', SMTP_URL: sink.url },
  });
  let day = 0;
  try {
    const admin = await session(app.base, 'admin', password);
    const call = client(app.base, admin);
    const type = await createBenchType(call, `bench-dist-${database === 'pglite' ? 'l' : 'p'}`, 4);
    const code = (await call('GET', `/api/bulletin-types/${type.id}/`)).answer.code;

    // The publish alone, without receivers.
    const alone = [];
    for (let i = 0; i < publishes; i++)
      alone.push((await publish(call, await submitted(call, type, isoDate(day++)))).ms);

    // One webhook and one subscriber.
    const hook = (
      await call('POST', `/api/bulletin-types/${type.id}/webhooks/`, { url: receiver.url('/one') })
    ).answer;
    receiver.secrets.set('/one', hook.secret);
    const address = `reader-${code}@example.org`;
    const sentBefore = sink.messages.length;
    await fetch(`${app.base}/api/public/subscriptions/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: address, bulletin_type: code, language: 'it' }),
    });
    const confirmation = await until(
      () => sink.messages.slice(sentBefore).find((m) => m.text.includes('/subscribe/confirm')),
      20_000,
    );
    const token = new URL(
      /https?:\/\/\S+\/subscribe\/confirm\?token=\S+/.exec(confirmation.text)[0],
    ).searchParams.get('token');
    await call('POST', '/api/public/subscriptions/confirm/', { token });

    const toWebhook = [];
    const toMail = [];
    for (let i = 0; i < publishes; i++) {
      const bulletin = await submitted(call, type, isoDate(day++));
      const { answered } = await publish(call, bulletin);
      const arrived = await until(
        () => receiver.arrivals.find((a) => a.path === '/one' && a.bulletin === bulletin.id),
        30_000,
      );
      const mailed = await until(
        () => sink.messages.find((m) => m.at > answered && m.text.includes(`/bulletin/${bulletin.id}`)),
        30_000,
      );
      toWebhook.push(arrived.at - answered);
      toMail.push(mailed.at - answered);
      await settled(call, bulletin.id, 2);
    }

    // A hundred receivers on the type.
    for (let n = 1; n < RECEIVERS; n++) {
      const p = `/many-${code}-${n}`;
      const added = (await call('POST', `/api/bulletin-types/${type.id}/webhooks/`, { url: receiver.url(p) }))
        .answer;
      receiver.secrets.set(p, added.secret);
    }
    const allServed = [];
    const withHundred = [];
    for (let i = 0; i < Math.min(publishes, 10); i++) {
      const bulletin = await submitted(call, type, isoDate(day++));
      const { answered, ms } = await publish(call, bulletin);
      withHundred.push(ms);
      const served = await until(() => {
        const got = receiver.arrivals.filter((a) => a.bulletin === bulletin.id);
        return got.length >= RECEIVERS ? got : undefined;
      }, 60_000);
      allServed.push(Math.max(...served.map((a) => a.at)) - answered);
      // The mail too, and every try recorded, before the next publish: each publish is timed on a
      // quiet server, as the one without receivers was.
      await until(() => sink.messages.find((m) => m.text.includes(`/bulletin/${bulletin.id}`)), 30_000);
      await settled(call, bulletin.id, RECEIVERS + 1);
    }

    const results = {
      publishAlone: summary(alone),
      webhook: summary(toWebhook),
      email: summary(toMail),
      hundredReceivers: summary(allServed),
      publishWithHundred: summary(withHundred),
    };
    const ratio = Math.round((results.publishWithHundred.p50Ms / results.publishAlone.p50Ms) * 100) / 100;
    const met = {
      webhook: results.webhook.p95Ms < TARGETS.webhookP95Ms,
      email: results.email.p95Ms < TARGETS.emailP95Ms,
      hundredReceivers: results.hundredReceivers.maxMs < TARGETS.hundredReceiversMs,
      publishWithHundred: ratio <= TARGETS.publishLatencyRatio,
    };
    return {
      database: database === 'pglite' ? 'pglite' : 'postgres',
      results,
      publishLatencyRatio: ratio,
      met,
    };
  } finally {
    await app.stop();
  }
}

const receiver = await startReceiver();
const sink = await startSink();
try {
  process.exitCode = await runOnDatabases(
    'distribution',
    values,
    { publishes, receivers: RECEIVERS, targets: TARGETS },
    async (database) => {
      const result = await run(database, receiver, sink);
      console.log(`publish latency with ${RECEIVERS} receivers / without: ${result.publishLatencyRatio}`);
      return result;
    },
  );
} finally {
  await receiver.close();
  await sink.close();
}
