import {
  type ApiToken,
  type ApiTokenInput,
  type CreatedApiToken,
  MAX_API_TOKENS,
} from '@bora/shared/api-token';
import { type AuditActor, recordAudit } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { lockRow } from '../../db/row-lock.ts';
import { users } from '../../db/schema/accounts.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import type { WriteTarget } from '../../lib/etag.ts';
import { randomKey, sha256 } from '../../lib/tokens.ts';
import { type ApiTokenRow, countTokens, deleteToken, insertToken, tokensOf } from './repository.ts';

const KEY_PREFIX = 'bora_';

function toApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listTokens(db: Db, userId: number): Promise<ApiToken[]> {
  return (await tokensOf(db, userId)).map(toApiToken);
}

/** A person's keys as a write target, for `If-Match`: the version is their list's (its `GET`'s ETag). */
export function tokensTarget(userId: number): WriteTarget {
  return { lock: (tx) => lockRow(tx, users, userId), current: (tx) => listTokens(tx, userId) };
}

/** Creates a key for the user; only its SHA-256 is stored, so this answer is the one chance to copy it. */
export async function createToken(
  db: Db,
  userId: number,
  input: ApiTokenInput,
  actor: AuditActor,
): Promise<CreatedApiToken> {
  return db.transaction(async (tx) => {
    if ((await countTokens(tx, userId)) >= MAX_API_TOKENS) {
      throw new Conflict(`You already have ${MAX_API_TOKENS} keys: revoke one you no longer use first.`, {
        code: 'api_key_limit',
        params: { max: MAX_API_TOKENS },
      });
    }
    const key = `${KEY_PREFIX}${randomKey(32)}`;
    const row = await insertToken(tx, {
      userId,
      name: input.name,
      keyHash: sha256(key),
      prefix: key.slice(0, 12),
    });
    await recordAudit(tx, {
      entity: 'user',
      entityId: userId,
      action: 'update',
      actor,
      before: { [`API key ${row.prefix}…`]: null },
      after: { [`API key ${row.prefix}…`]: row.name },
    });
    return { ...toApiToken(row), key };
  });
}

export async function revokeToken(db: Db, userId: number, id: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await deleteToken(tx, userId, id);
    if (!row) throw new NotFound('You have no key with this id.');
    await recordAudit(tx, {
      entity: 'user',
      entityId: userId,
      action: 'update',
      actor,
      before: { [`API key ${row.prefix}…`]: row.name },
      after: { [`API key ${row.prefix}…`]: null },
    });
  });
}
