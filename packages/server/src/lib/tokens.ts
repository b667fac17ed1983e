import { createHmac, hash, randomFillSync, timingSafeEqual } from 'node:crypto';

/**
 * Random bytes drawn from the system's generator 4 KiB at a time, each handed out once: a key
 * per request (every anonymous answer sets a new CSRF cookie) would otherwise be a system call.
 */
const pool = Buffer.alloc(4096);
let used = pool.length;

/** A random URL-safe key of `bytes` bytes of entropy. */
export function randomKey(bytes = 32): string {
  if (bytes > pool.length) return randomFillSync(Buffer.alloc(bytes)).toString('base64url');
  if (used + bytes > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const key = pool.toString('base64url', used, used + bytes);
  used += bytes;
  return key;
}

/**
 * SHA-256 of a secret, stored in place of the secret itself. (`hash` in one call: every request
 * with a session hashes its key, and a hash object per call cost several times as much.)
 */
export function sha256(value: string): string {
  return hash('sha256', value, 'hex');
}

function mac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/** A value with its HMAC appended, so a forged or altered copy is recognised. */
export function signed(secret: string, value: string): string {
  return `${value}.${mac(secret, value)}`;
}

/** True when `token` was produced by `signed` with the same secret. */
export function hasValidSignature(secret: string, token: string): boolean {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return false;
  const expected = Buffer.from(mac(secret, token.slice(0, dot)));
  const actual = Buffer.from(token.slice(dot + 1));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Constant-time comparison of two strings. */
export function sameString(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
