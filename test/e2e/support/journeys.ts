import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { IssuedToken } from '../../../domain/wire/auth';

export const DEMO_PASSWORD = 'Demo-2026!';

/**
 * Waits until React has the page's form (hydrated, or rendered by the app). Before, a pre-rendered login form posts
 * as a plain one and the next page loads afresh (docs/performance.md): test/e2e/prerendered-pages.test.ts proves
 * that path; the journeys follow the app's own sign-in.
 */
export async function untilFormHydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document.querySelector('form') ?? {}).some((key) => key.startsWith('__react')));
}

/** Signs in through the login screen, as a user would once its scripts have run. */
export async function loginAs(page: Page, login: string) {
  await untilFormHydrated(page);
  await page.getByLabel('Identifiant').fill(login);
  await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByTestId('user-name').waitFor();
}

const require = createRequire(import.meta.url);
let axeSource: string | undefined;
/** axe-core's script, read once per worker. */
const axeScript = () => (axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * Runs axe-core in the page and returns its violations (rule id and the first target of each): every rule, or
 * those of the given tags (the audit's WCAG tags, domain/accessibility.ts).
 * Running animations end first: a toast caught mid fade-in has its text at a fraction of its
 * opacity, which axe reads as a contrast failure that no user sees once it has appeared.
 */
export async function accessibilityViolations(page: Page, tags?: readonly string[]) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner turns for ever; its `finished` never comes.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        // A cancelled one (its element removed) rejects: nothing left to wait for.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the debugging protocol: a <script> tag with inline code is what the CSP refuses. Once per
  // document: half a megabyte to compile, kept by the page until it loads another.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeScript());
  return page.evaluate(async (only) => {
    type Axe = { run: (options?: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    // Violations only: axe then builds no selectors for the nodes that pass (a tenth of its time here).
    const { violations } = await axe.run({ resultTypes: ['violations'], ...(only ? { runOnly: { type: 'tag', values: only } } : {}) });
    return violations.map((v) => ({ id: v.id, target: v.nodes[0]?.target.join(' ') }));
  }, tags ? [...tags] : null);
}

/** POST /auth/login/password for `login`, the token the login screen would have stored. */
async function issuedToken(baseUrl: string, login: string): Promise<IssuedToken> {
  const response = await fetch(`${baseUrl}/api/auth/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${login} refused: ${response.status} ${await response.text()}`);
  return (await response.json()).result as IssuedToken;
}

/** A browser's stored session as a context starts with it (Playwright's storage state, not a file's path). */
export type SessionStorage = Exclude<NonNullable<BrowserContextOptions['storageState']>, string>;

/**
 * A browser's storage as the login screen leaves it for `login` (the access token and its expiry in
 * localStorage, the keys of spec section 9): a context opened with it starts signed in, without a visit to the
 * login screen. Journeys whose subject is the sign-in itself type it in (`loginAs`).
 */
export async function signedInStorage(baseUrl: string, login: string): Promise<SessionStorage> {
  const { access_token, expires_at } = await issuedToken(baseUrl, login);
  const localStorage = [
    { name: 'access_token', value: access_token },
    { name: 'access_token_expires_at', value: expires_at },
  ];
  return { cookies: [], origins: [{ origin: baseUrl, localStorage }] };
}

/** A call with a bearer token, for setting up a journey through the real API. */
export async function apiAs(baseUrl: string, login: string) {
  const token = (await issuedToken(baseUrl, login)).access_token;
  return (path: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${baseUrl}/api${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
}

/** A small valid PDF to upload, as the file chooser would give it. */
export const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
