import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How long a test waits for the sender working beside it, in the same process: on a loaded machine (the full suite
 * on 2 cores reaches a load of 20) one round has taken more than 5 s. Within the server tests' 30 s.
 */
export const WAIT_LIMIT_MS = 15_000;

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface TestWebhookReceiver {
  /** Its address, on 127.0.0.1 (the server under test must allow private addresses to reach it). */
  url: string;
  received: ReceivedWebhook[];
  /** The next answers, in order (status and body); once used up, 204 without a body. */
  answerNext(...answers: Array<{ status: number; body?: string; delayMs?: number }>): void;
  /** Waits until `count` requests came (WAIT_LIMIT_MS at most, unless told). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  /** Stops listening (the receiver is down) until `start` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A real HTTP receiver on a free local port, keeping every request's headers and raw body. */
export async function startWebhookReceiver(): Promise<TestWebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const answers: Array<{ status: number; body?: string; delayMs?: number }> = [];
  let server: Server | null = null;
  let port = 0;
  const listen = async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        const answer = answers.shift() ?? { status: 204 };
        setTimeout(() => response.writeHead(answer.status).end(answer.body), answer.delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.address() as AddressInfo).port;
  };
  const stop = async () => {
    const running = server;
    server = null;
    running?.closeAllConnections();
    await new Promise<void>((resolve) => (running ? running.close(() => resolve()) : resolve()));
  };
  await listen();
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    received,
    answerNext: (...next) => void answers.push(...next),
    async waitFor(count, timeoutMs = WAIT_LIMIT_MS) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`${received.length} webhook(s) received, ${count} expected`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received.slice(0, count);
    },
    stop,
    start: listen,
    close: stop,
  };
}
