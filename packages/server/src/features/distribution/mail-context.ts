import type { FastifyInstance } from 'fastify';
import { documentCache } from '../../caches/bulletin-documents.ts';
import { linkBase } from '../bulletins/public-links.ts';
import { Mailer } from './mailer.ts';
import type { MailContext } from './subscriber-mail.ts';

/**
 * The app's e-mail, when the configuration names a mail server (`SMTP_URL`): one pool of SMTP
 * connections for subscribers' bulletins, confirmations and people's notifications.
 */
export function mailContext(app: FastifyInstance): MailContext | undefined {
  const { smtpUrl, mailFrom, secretKey, agencyName, timeZone } = app.config;
  if (!smtpUrl) return undefined;
  const mailer = new Mailer(smtpUrl, mailFrom);
  app.addHook('onClose', () => mailer.close());
  return {
    mailer,
    secretKey,
    look: { agency: agencyName, origin: linkBase(app) },
    kept: documentCache(app.db, app.events),
    timeZone,
  };
}
