import type { FastifyInstance } from 'fastify';

/** What the person does on the embedded provider's page: pick a listed identity, type one, or cancel. */
export type ProviderChoice = { identity: string } | { nrn: string; prenom?: string; nom?: string } | 'abort';

/**
 * Plays the person's browser at the platform's embedded identity provider, through `app.inject`: opens the
 * authorization URL, keeps the provider's cookies, answers its sign-in page, and returns the address the provider
 * sends the browser back to (the platform's callback, not followed).
 */
export async function visitProvider(app: FastifyInstance, authorizationUrl: string, choice: ProviderChoice): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>) => {
    const target = new URL(url, authorizationUrl);
    const answer = await app.inject({
      method,
      url: `${target.pathname}${target.search}`,
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    for (const header of [answer.headers['set-cookie'] ?? []].flat()) {
      const [pair] = header.split(';');
      const [name, value] = pair!.split('=');
      cookies.set(name!, value ?? '');
    }
    return answer;
  };
  const redirected = (answer: { statusCode: number; headers: Record<string, unknown> }) => {
    if (answer.statusCode < 300 || answer.statusCode > 303) throw new Error(`the provider answered ${answer.statusCode} instead of a redirect`);
    return new URL(String(answer.headers.location), authorizationUrl);
  };
  const page = redirected(await send('GET', authorizationUrl));
  const shown = await send('GET', page.toString());
  if (shown.statusCode !== 200) throw new Error(`the provider's page answered ${shown.statusCode}`);
  const answered = choice === 'abort' ? await send('POST', `${page.pathname}/abort`, {}) : await send('POST', `${page.pathname}/login`, choice);
  const resumed = redirected(answered);
  return redirected(await send('GET', resumed.toString()));
}
