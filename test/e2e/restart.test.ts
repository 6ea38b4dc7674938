import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { removeDataDir, startServer, temporaryDataDir } from './support/server';

const dataDir = temporaryDataDir();
afterAll(() => removeDataDir(dataDir));

async function login(url: string) {
  const response = await fetch(`${url}/api/auth/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'demo.benef', password: 'Demo-2026!' }),
  });
  return (await response.json()).result.access_token as string;
}

/** The processes of this machine started on `dir` as their data folder (Linux's /proc, where the journeys run). */
function serversOn(dir: string): string[] {
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(`DATA_DIR=${dir}`);
      } catch {
        return false; // gone meanwhile, or another user's
      }
    });
}

describe('the journeys\' server harness', () => {
  it('kills a server whose start is abandoned (a hook that timed out), instead of leaving it running', async () => {
    const abandoned = temporaryDataDir();
    // Abandoned while it migrates its empty folder (seconds): by then it runs with its environment.
    const abandon = new AbortController();
    setTimeout(() => abandon.abort(), 500);
    try {
      await expect(startServer({ dataDir: abandoned, signal: abandon.signal })).rejects.toThrow('server start abandoned');
      await expect.poll(() => serversOn(abandoned)).toEqual([]);
    } finally {
      removeDataDir(abandoned);
    }
  });
});

describe('stopping and restarting the platform', () => {
  it('keeps every record and seeds the demo data only once', async () => {
    const first = await startServer({ dataDir });
    expect(first.output()).toContain('Données de démonstration créées.');
    const token = await login(first.url);
    await first.stop();

    const second = await startServer({ dataDir });
    try {
      expect(second.output()).toContain('Données de démonstration déjà présentes.');
      // The session opened before the restart is still there: the token still works.
      const whoami = await fetch(`${second.url}/api/auth/whoami`, { headers: { authorization: `Bearer ${token}` } });
      expect(whoami.status).toBe(200);
      expect((await whoami.json()).result.user.NomUtilisateur).toBe('demo.benef');
    } finally {
      await second.stop();
    }
  });
});
