import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { type Because, because } from './delivery-reasons.ts';
import { type ReceiverAddress, resolveReceiver, UnreachableReceiver } from './receiver-address.ts';

/** How long a receiver has to answer, from the connection to the last byte Bora reads. */
export const RECEIVER_TIMEOUT_MS = 10_000;
/** Bora reads this much of an answer at most (to say why it failed), and drops the rest. */
const ANSWER_READ_BYTES = 16 * 1024;

export type PostOutcome = {
  /** The receiver's HTTP status, null when none came (refused, timed out, not allowed). */
  statusCode: number | null;
  durationMs: number;
  /** Why it does not count as received; null for a 2xx. */
  reason: Because | null;
};

/**
 * Posts a signed body to a receiver and says how it went; it never throws. The address is resolved
 * and checked first (see resolveReceiver), redirects are not followed (a 3xx is a failure naming
 * where it pointed), and an answer that takes longer than RECEIVER_TIMEOUT_MS, or is endless, is cut.
 */
export async function postToReceiver(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<PostOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  let url: URL;
  let address: ReceiverAddress;
  try {
    url = new URL(target);
    address = await resolveReceiver(url, options.allowPrivate);
  } catch (error) {
    const reason =
      error instanceof UnreachableReceiver ? error.because : because('name_unresolved', { host: target });
    return { statusCode: null, durationMs: took(), reason };
  }
  const timeoutMs = options.timeoutMs ?? RECEIVER_TIMEOUT_MS;
  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const finish = (statusCode: number | null, reason: Because | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve({ statusCode, durationMs: took(), reason });
    };
    // The connection goes to the address checked, whatever the name resolves to by then.
    const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
      if ((lookupOptions as { all?: boolean }).all)
        (callback as (e: null, list: { address: string; family: number }[]) => void)(null, [
          { address: address.address, family: address.family },
        ]);
      else callback(null, address.address, address.family);
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'POST',
      lookup: pinned,
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'Bora-Webhooks/1',
        ...headers,
      },
    });
    const timer = setTimeout(
      () => finish(null, because('no_answer', { seconds: timeoutMs / 1000 })),
      timeoutMs,
    );
    request.on('error', (error) => finish(null, connectionError(error)));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      let read = 0;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        if (read < ANSWER_READ_BYTES) chunks.push(chunk.subarray(0, ANSWER_READ_BYTES - read));
        read += chunk.length;
        if (read >= ANSWER_READ_BYTES) done();
      });
      response.on('end', () => done());
      response.on('error', () => done());
      function done() {
        if (status >= 200 && status < 300) return finish(status, null);
        if (status >= 300 && status < 400) {
          const location = (response.headers.location ?? '').slice(0, 200);
          return finish(status, because('redirected', { location }));
        }
        const text = Buffer.concat(chunks).toString('utf8').replace(/\s+/g, ' ').trim().slice(0, 200);
        finish(status, because('receiver_answered', { status, text }));
      }
    });
    request.end(body);
  });
}

function connectionError(error: Error & { code?: string }): Because {
  switch (error.code) {
    case 'ECONNREFUSED':
      return because('connection_refused');
    case 'ECONNRESET':
      return because('connection_closed');
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return because('connection_failed', { code: error.code });
    case 'CERT_HAS_EXPIRED':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'SELF_SIGNED_CERT_IN_CHAIN':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return because('bad_certificate', { code: error.code });
    default:
      return because('connection_failed', { code: error.code ?? '' });
  }
}
