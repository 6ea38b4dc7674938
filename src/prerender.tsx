import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { AppTree, createQueryClient } from './app-tree';
import { createAppRouter } from './router';
import { createSessionActor } from './session/session-actor';
import { nameThePlatform } from './platform-name';
import { LOGIN_REFUSALS } from './screens/auth/login-refusal';
import { PLATEFORME_NAMES } from '../domain/platforms';

/** Each platform's name by its code: the page is rendered for each, and served by the server whose platform bears it. */
export const PLATFORM_NAMES = new Map(Object.entries(PLATEFORME_NAMES));

/**
 * The pages painted before their scripts (docs/performance.md): their address, the module of their screen (its
 * styles are linked from the page) and, for the login page, the refusals of its plain form it shows (`?erreur=`).
 */
export const PRERENDERED_PAGES: ReadonlyArray<{ path: string; module: string; refusals?: readonly string[] }> = [
  { path: '/app/login', module: 'src/screens/auth/LoginScreen.tsx', refusals: LOGIN_REFUSALS },
  { path: '/app/reset-password', module: 'src/screens/reset-password/RequestStep.tsx' },
];

const nothing = () => undefined;

/**
 * A public page rendered to HTML at build time (vite.config.ts, prerender), by the app's own tree at `href`,
 * signed out, before any call has answered: what the browser renders first when it hydrates it (src/main.tsx).
 */
export async function renderPublicPage(href: string, platformName: string): Promise<string> {
  nameThePlatform(platformName);
  const session = createSessionActor({ goToLogin: nothing, goHomeAndReload: nothing, notifyNewVersion: nothing });
  session.start();
  const queryClient = createQueryClient();
  const router = createAppRouter({ session, queryClient }, createMemoryHistory({ initialEntries: [href] }));
  await router.load();
  return renderToString(<AppTree session={session} queryClient={queryClient} router={router} />);
}
