import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { type ReceiverAddress, resolveReceiver, UnreachableReceiver } from './receiver-address.ts';

/** How long a receiver has to answer, from the connection to the last byte Bora reads. */
export const RECEIVER_TIMEOUT_MS = 10_000;
/** Bora reads this much of an answer at most (to say why it failed), and drops the rest. */
const ANSWER_READ_BYTES = 16 * 1024;

export type PostOutcome = {
  /** The receiver's HTTP status, null when none came (refused, timed out, not allowed). */
  statusCode: number | null;
  durationMs: number;
  /** Why it does not count as received; empty for a 2xx. */
  error: string;
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
      error instanceof UnreachableReceiver ? error.message : 'The address could not be resolved.';
    return { statusCode: null, durationMs: took(), error: reason };
  }
  const timeoutMs = options.timeoutMs ?? RECEIVER_TIMEOUT_MS;
  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const finish = (statusCode: number | null, error: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve({ statusCode, durationMs: took(), error });
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
    const timer = setTimeout(() => finish(null, `No answer within ${timeoutMs / 1000} s.`), timeoutMs);
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
        if (status >= 200 && status < 300) return finish(status, '');
        if (status >= 300 && status < 400) {
          const location = response.headers.location ?? '';
          return finish(
            status,
            `Redirected${location ? ` to ${location.slice(0, 200)}` : ''}: redirects are not followed.`,
          );
        }
        const text = Buffer.concat(chunks).toString('utf8').replace(/\s+/g, ' ').trim().slice(0, 200);
        finish(status, `The receiver answered ${status}${text ? `: ${text}` : ''}.`);
      }
    });
    request.end(body);
  });
}

function connectionError(error: Error & { code?: string }): string {
  switch (error.code) {
    case 'ECONNREFUSED':
      return 'The receiver refused the connection.';
    case 'ECONNRESET':
      return 'The receiver closed the connection.';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'The address could not be resolved.';
    case 'CERT_HAS_EXPIRED':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'SELF_SIGNED_CERT_IN_CHAIN':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return `The receiver's certificate is not valid (${error.code}).`;
    default:
      return `The connection failed${error.code ? ` (${error.code})` : ''}.`;
  }
}
