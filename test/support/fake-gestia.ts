import Fastify from 'fastify';

/**
 * A stand-in for the external identity service, on loopback: its authorisation page sends the browser
 * straight back with a code naming the person, and its token endpoint turns that code into the person's
 * national register number. Codes it never issued are refused.
 */
export async function startFakeGestia() {
  const app = Fastify();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const issued = new Map<string, string>();
  let person = '90020112305';
  app.get('/authorize', async (request, reply) => {
    const { redirect_uri, state } = request.query as { redirect_uri: string; state: string };
    const code = `code-${issued.size + 1}`;
    issued.set(code, person);
    const back = new URL(redirect_uri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', state);
    return reply.redirect(back.toString());
  });
  app.post('/token', async (request, reply) => {
    const { code, client_id } = request.body as { code?: string; client_id?: string };
    const nrn = code ? issued.get(code) : undefined;
    if (!nrn || !client_id) return reply.status(400).send({ error: 'invalid_grant' });
    issued.delete(code!);
    return { national_register_number: nrn };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  let closing: Promise<void> | undefined;
  return {
    env: { GESTIA_AUTHORIZE_URL: `${address}/authorize`, GESTIA_TOKEN_URL: `${address}/token`, GESTIA_CLIENT_ID: 'test-client' },
    /** Issues a code directly, as if the person had authenticated. */
    issue(nrn: string) {
      const code = `code-direct-${issued.size + 1}`;
      issued.set(code, nrn);
      return code;
    },
    signInAs(nrn: string) {
      person = nrn;
    },
    /** Stops the service; calling it again (a test that stopped it early) does nothing more. */
    close: () => (closing ??= app.close()),
  };
}
