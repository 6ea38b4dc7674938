import type { QueryClient } from '@tanstack/react-query';
import type { SessionActor } from '../session/session-actor';

/** Passed to every route from outside (STYLE.md, TanStack Router): guards read the session from it. */
export interface RouterContext {
  session: SessionActor;
  queryClient: QueryClient;
}
