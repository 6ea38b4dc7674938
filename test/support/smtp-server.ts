import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestMailServer {
  /** The SMTP_URL that reaches it. */
  url: string;
  received: ParsedMail[];
  /** The next `count` messages are refused with a temporary SMTP error (451). */
  refuseNext(count: number): void;
  /** Waits until a received message matches (5 s at most). */
  waitForMail(match: (mail: ParsedMail) => boolean): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port, keeping every message it accepts, parsed. */
export async function startMailServer(): Promise<TestMailServer> {
  const received: ParsedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        return stream.on('end', () => callback(Object.assign(new Error('451 4.3.0 Boîte temporairement indisponible'), { responseCode: 451 })));
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => (refusals = count),
    async waitForMail(match) {
      for (let waited = 0; waited < 5000; waited += 50) {
        const mail = received.find(match);
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`aucun e-mail reçu ne correspond (${received.length} reçus)`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
