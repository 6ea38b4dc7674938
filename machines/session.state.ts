import type { SnapshotFrom } from 'xstate';
import type { Area } from './access/areaAccess';
import type { sessionMachine } from './session.machine';
import { takesTransition } from './transition-taken';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/**
 * Whether the session, as it is now, opens a reserved area: its `OPEN_AREA` transition (guard `mayOpenArea`) is
 * taken. That transition changes nothing, so it is asked with takesTransition rather than `snapshot.can`.
 */
export function opensArea(snapshot: SessionSnapshot, area: Area): boolean {
  return takesTransition(snapshot, { type: 'OPEN_AREA', area });
}
