import { StrictMode } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from './session/SessionContext';
import type { SessionActor } from './session/session-actor';
import type { createAppRouter } from './router';

export const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/**
 * The whole app, as the browser mounts it (src/main.tsx) and as the build pre-renders the public pages
 * (src/prerender.tsx): one tree, so that hydration finds the markup it would have rendered.
 */
export function AppTree({ session, queryClient, router }: { session: SessionActor; queryClient: QueryClient; router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <SessionProvider actor={session}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SessionProvider>
    </StrictMode>
  );
}
