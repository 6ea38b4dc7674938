import { createServer } from 'node:net';

/**
 * A port nobody listens on right now. Only a probe: another process may take it before the caller listens, so a
 * caller that starts a server on it must be ready to try again (test/e2e/support/server.ts does).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
