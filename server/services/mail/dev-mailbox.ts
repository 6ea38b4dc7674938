import type { AddressInfo } from 'node:net';
import type { AddressObject } from 'mailparser';
import type { DevMailboxMessage } from '../../../domain/wire/dev-mailbox';

/** The messages kept: the newest, enough for a demo; older ones are dropped. */
const KEPT_MESSAGES = 200;

/** The addresses as a person reads them: « Name <address> », comma-separated. */
function addresses(field: AddressObject | AddressObject[] | undefined): string {
  return [field ?? []]
    .flat()
    .flatMap((object) => object.value)
    .map(({ name, address }) => (name ? `${name} <${address ?? ''}>` : (address ?? '')))
    .join(', ');
}

export interface DevMailbox {
  /** The SMTP_URL the platform's sender uses to reach it. */
  smtpUrl: string;
  /** Newest first. */
  messages(): readonly DevMailboxMessage[];
  close(): Promise<void>;
}

/**
 * The development mailbox (README, Development mailbox): a real SMTP server (smtp-server, the library nodemailer's
 * authors keep) on a free loopback port, which the platform's sender delivers to when no SMTP_URL is set, so that the
 * e-mails of the embedded default can be read. Messages live in this process's memory only: it serves the single
 * embedded process of a demo and needs no table nor migration; a restart empties it (the e-mail history keeps them).
 * Its libraries are development dependencies, loaded only here: production (NODE_ENV=production) never starts it.
 */
export async function startDevMailbox(): Promise<DevMailbox> {
  const [{ SMTPServer }, { simpleParser }] = await Promise.all([import('smtp-server'), import('mailparser')]);
  const messages: DevMailboxMessage[] = [];
  let lastId = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.unshift({
            id: ++lastId,
            receivedAt: new Date().toISOString(),
            from: addresses(mail.from),
            to: addresses(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          messages.length = Math.min(messages.length, KEPT_MESSAGES);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages: () => messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
