import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerAfterAnswer } from '../../server/plugins/after-answer';

// Issue 29: a reset's per-address work runs after its answer (server/plugins/after-answer.ts). The answer must not
// wait for it, a test or a shutdown must be able to wait for it, and its failure must neither crash nor reject.
const logged: string[] = [];
const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } } });
registerAfterAnswer(app);

let release!: () => void;
const held = new Promise<void>((resolve) => (release = resolve));
const done: string[] = [];
app.post('/left', async (request) => {
  request.afterAnswer('travail retenu', async () => {
    await held;
    done.push('retenu');
  });
  request.afterAnswer('travail en échec', () => Promise.reject(new Error('boum')));
  return { result: true };
});
afterAll(() => app.close());

describe('work left for after the answer', () => {
  it('lets the answer leave first, is waited for, and has its failure logged', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      expect((await app.inject({ method: 'POST', url: '/left' })).json()).toEqual({ result: true });
      expect(done).toEqual([]);
      const settled = app.afterAnswers.settled().then(() => done.push('attendu'));
      await new Promise((resolve) => setImmediate(resolve));
      expect(done).toEqual([]);
      release();
      await settled;
      expect(done).toEqual(['retenu', 'attendu']);
      expect(logged.map((line) => JSON.parse(line) as { msg: string; err: { message: string } })).toMatchObject([
        { msg: 'travail en échec : échec du travail après la réponse', err: { message: 'boum' } },
      ]);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('is awaited by the server’s close', async () => {
    let finished = false;
    const closing = Fastify();
    registerAfterAnswer(closing);
    closing.post('/slow', async (request) => {
      request.afterAnswer('travail lent', async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        finished = true;
      });
      return {};
    });
    await closing.inject({ method: 'POST', url: '/slow' });
    await closing.close();
    expect(finished).toBe(true);
  });
});
