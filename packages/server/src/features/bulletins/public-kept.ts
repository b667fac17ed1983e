import type { FastifyInstance } from 'fastify';
import { weakTag } from '../../lib/etag.ts';
import { KeptAnswers, type MadeAnswer, openToAnySite } from '../../lib/kept-answers.ts';

/** Read by anyone, from any site, without a session: no cookie is read or set. */
export const publicConfig = { access: 'anyone', sessionless: true } as const;

/** An answer made of bytes, tagged by them: the same bytes have the same tag on every server. */
export function madeOf(text: string, type: string): MadeAnswer {
  const identity = Buffer.from(text);
  return { etag: weakTag(identity), type, identity };
}

/**
 * For a plugin of public routes whose answers are drawn from what is published (a type's newest
 * bulletin, a place's forecast, a feed): any origin may read them, and they are made once and kept
 * as bytes until any bulletin changes state (published, corrected, superseded, withdrawn) or any
 * reference table changes, on this server or another. Those are rare; drafts' saves keep them.
 */
export function publishedAnswers(app: FastifyInstance): KeptAnswers<string> {
  const kept = new KeptAnswers<string>(app.events, { maxEntries: 2000, maxWeightMiB: 64 });
  const stops = [
    app.events.subscribe('bulletins', (signal) => {
      if (signal.event === 'state') kept.drop();
    }),
    app.events.subscribe('tables', () => kept.drop()),
  ];
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    openToAnySite(reply);
    done();
  });
  return kept;
}
