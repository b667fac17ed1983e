import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the sink took it: who it was for, and the message parsed. */
export type Caught = { to: string[]; mail: ParsedMail };

/**
 * An SMTP server on 127.0.0.1 for the tests, keeping every message it takes. `refuse(address, code)`
 * makes it refuse one recipient (550: for good; 450: later); `down()` makes it refuse every message.
 */
export async function startSmtpSink() {
  const caught: Caught[] = [];
  const refusals = new Map<string, number>();
  let refuseAll: number | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = refuseAll ?? refusals.get(address.address.toLowerCase());
      if (!code) return callback();
      const error = new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later') as Error & {
        responseCode: number;
      };
      error.responseCode = code;
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          caught.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    caught,
    to: (address: string) => caught.filter((c) => c.to.includes(address.toLowerCase())),
    refuse(address: string, code: number) {
      refusals.set(address.toLowerCase(), code);
    },
    down(code: number | undefined) {
      refuseAll = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
