import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import './i18n';
import './styles/base.css';
import i18n from './i18n';
import { createAppRouter } from './router';
import { createSessionActor } from './session/session-actor';
import { SessionProvider } from './session/SessionContext';
import { handleApiFailure } from './session/api-failures';
import { watchIdleness } from './session/idle-watch';
import { applyRoleQueryAtLaunch } from './session/role-query';
import { setApiFailureListener } from './api/client';
import { isExpired, readToken } from './api/token-store';
import { notifyError } from './layout/notify';
import { appHref } from './paths/href';
import { constantsQuery } from './api/platform/constants';
import { applyPlatformName } from './platform-name';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

const session = createSessionActor({
  goToLogin: () => void router.navigate({ to: '/login' }),
  // Spec section 2: switching right goes Home and reloads.
  goHomeAndReload: () => window.location.assign(appHref('/')),
  notifyNewVersion: () => notifyError(i18n.t('errors:invalidApiVersion')),
});
const router = createAppRouter({ session, queryClient });

setApiFailureListener((failure) => handleApiFailure(session, failure));
// Leaving the connected state (logout, expired token) re-runs the guards and drops cached data: queries under
// way are cancelled, their answers ignored, before the logout call revokes the token.
let wasConnected = false;
session.subscribe((snapshot) => {
  const connected = snapshot.matches('connected');
  if (wasConnected && !connected) {
    void queryClient.cancelQueries();
    queryClient.clear();
    void router.invalidate();
  }
  wasConnected = connected;
});
watchIdleness(session);
session.start();
const stored = readToken();
if (stored) session.send({ type: 'RESTORE', expired: isExpired(stored) });
void applyRoleQueryAtLaunch(session, router);

// The first screen shows the configured platform's name: the constants (cached for the visit, the login page
// reads them too) come first; without them, the catalogues' default name.
void queryClient
  .fetchQuery(constantsQuery)
  .then(applyPlatformName, () => undefined)
  .finally(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <SessionProvider actor={session}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </SessionProvider>
      </StrictMode>,
    ),
  );
