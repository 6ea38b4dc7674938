import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider, Outlet } from '@tanstack/react-router';
import '../../src/i18n';
import { SessionProvider } from '../../src/session/SessionContext';
import type { SessionActor } from '../../src/session/session-actor';

/**
 * Renders `ui` inside a router whose tree has the given paths (each rendering `ui`), with the session
 * and a query client seeded with the platform constants, at `at`.
 */
export async function renderInApp(ui: ReactNode, options: { session: SessionActor; paths?: string[]; at?: string; staticData?: Record<string, unknown> }) {
  const root = createRootRoute({ component: Outlet });
  const routes = (options.paths ?? ['/']).map((path) =>
    createRoute({ getParentRoute: () => root, path, component: () => <>{ui}</>, staticData: options.staticData ?? {} }),
  );
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [options.at ?? '/'] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['constants'], { 'platform.content_site_url': 'https://contenu.example' });
  await router.load();
  const view = render(
    <SessionProvider actor={options.session}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionProvider>,
  );
  return { ...view, router };
}
