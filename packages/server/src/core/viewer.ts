import type { Viewer } from '@bora/shared/permissions';
import type { FastifyRequest } from 'fastify';
import { Forbidden, NotAuthenticated } from '../lib/errors.ts';
import type { AuditActor } from './audit.ts';
import { toMe } from './authenticated-user.ts';

/** The request's user in the shape the shared permission rules take. */
export function viewerOf(request: FastifyRequest): Viewer {
  return request.user ? toMe(request.user) : null;
}

export function actorOf(request: FastifyRequest): AuditActor {
  return request.user ? { id: request.user.id, username: request.user.username } : null;
}

/**
 * Who sent a request, as an import's origin names them: the API key (`key model-bot`) or the
 * person signed in (`user forecaster`).
 */
export function senderOf(request: FastifyRequest): string {
  const user = request.user;
  if (!user) return 'anonymous';
  return user.tokenName !== null ? `key ${user.tokenName}` : `user ${user.username}`;
}

/** 401 for nobody, 403 for somebody who may not. */
export function demand(request: FastifyRequest, allowed: boolean, detail?: string): void {
  if (!request.user) throw new NotAuthenticated();
  if (!allowed) throw new Forbidden(detail);
}
