import type { SnapshotFrom } from 'xstate';
import type { Area } from './access/areaAccess';
import type { sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/**
 * Whether the session, as it is now, opens a reserved area: its `OPEN_AREA` transition (guard `mayOpenArea`) is
 * taken. That transition changes nothing, so `snapshot.can`, which XState answers false for a transition with neither
 * target nor action, cannot ask it: the machine's own transition data says whether a transition would be taken.
 */
export function opensArea(snapshot: SessionSnapshot, area: Area): boolean {
  return snapshot.machine.getTransitionData(snapshot, { type: 'OPEN_AREA', area }).length > 0;
}
