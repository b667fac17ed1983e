import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { PreconditionFailed } from './errors.ts';

/** The strong entity tag of an object as the API answers it: any change to it changes the tag. */
export function entityTag(representation: unknown): string {
  const digest = hash('sha256', JSON.stringify(representation), 'base64url');
  return `"${digest.slice(0, 27)}"`;
}

/** A weak entity tag over an answer's bytes, for answers with no version of their own. */
export function weakTag(payload: string | Buffer): string {
  return `W/"${hash('sha256', payload, 'base64url').slice(0, 27)}"`;
}

/** Sends the object's entity tag with it (`ETag`), and answers the object. */
export function tagged<T>(reply: FastifyReply, representation: T): T {
  reply.header('etag', entityTag(representation));
  return representation;
}

/** The tags an `If-Match` or `If-None-Match` header lists (`*` included as is). */
export function listedTags(header: string | string[] | undefined): string[] {
  if (!header) return [];
  return [header]
    .flat()
    .join(',')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** Weak comparison (RFC 9110 §8.8.3.2): `W/"x"` and `"x"` name the same version. */
function opaque(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}

/** True when an `If-None-Match` header names `tag` (or `*`): the client holds this version. */
export function holdsVersion(ifNoneMatch: string | string[] | undefined, tag: string): boolean {
  const held = listedTags(ifNoneMatch).map(opaque);
  return held.includes('*') || held.includes(opaque(tag));
}

/**
 * Lets a write go ahead when the client's `If-Match` is absent, `*`, or names `current`; otherwise
 * 412 with the current tag.
 */
export function demandCurrent(ifMatch: string | string[] | undefined, current: string): void {
  const wanted = listedTags(ifMatch);
  if (wanted.length && !wanted.includes('*') && !wanted.includes(current))
    throw new PreconditionFailed(current);
}

/** One object a write targets: how to lock its row and how the API shows it now. */
export type WriteTarget = {
  lock(tx: Db): Promise<void>;
  current(tx: Db): Promise<unknown>;
};

/**
 * Runs a write to one object only while the client's `If-Match` (when it sends one) still names
 * the object's current version; the row is locked from the check to the end of the write, so two
 * people saving the same version cannot both succeed. A stale tag answers 412 with the current one.
 */
export async function writeIfCurrent<T>(
  db: Db,
  request: FastifyRequest,
  target: WriteTarget,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  const ifMatch = request.headers['if-match'];
  if (!listedTags(ifMatch).length) return write(db);
  return db.transaction(async (tx) => {
    await target.lock(tx);
    demandCurrent(ifMatch, entityTag(await target.current(tx)));
    return write(tx);
  });
}
