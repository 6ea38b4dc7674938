import { describe, expect, it } from 'vitest';
import { nextTask } from '../../src/next-task';

describe('nextTask (the launch in several tasks, src/main.tsx)', () => {
  it('resolves in a later task: only once every microtask queued before and during the current one has run', async () => {
    const ran: string[] = [];
    const waited = nextTask().then(() => ran.push('next task'));
    // A chain of microtasks, each queuing the next: a promise resolved within this task would come before its end.
    void Promise.resolve()
      .then(() => ran.push('microtask 1'))
      .then(() => Promise.resolve())
      .then(() => ran.push('microtask 2'));
    await waited;
    expect(ran).toEqual(['microtask 1', 'microtask 2', 'next task']);
  });
});
