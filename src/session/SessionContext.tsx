import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { SessionActor } from './session-actor';

const SessionContext = createContext<SessionActor | null>(null);

export function SessionProvider({ actor, children }: { actor: SessionActor; children: ReactNode }) {
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSessionActor outside SessionProvider');
  return actor;
}

/** Reads part of the session snapshot; re-renders only when that part changes. */
export function useSession<T>(select: (snapshot: ReturnType<SessionActor['getSnapshot']>) => T): T {
  return useSelector(useSessionActor(), select);
}

/** The right the session acts under now (null when signed out): what most screens ask of the session. */
export const useDroitId = () => useSession((s) => s.context.droitId);
