import { useState } from 'react';
import { DOSSIER_ACTIONS, type DossierAction } from '../../../machines/access/dossierActions';
import type { DossierSummary } from '../../api/dossiers/types';
import type { ConfirmedAction } from './dossier-action-controls';
import { DossierActionControl } from './DossierActionControl';
import { DossierActionDialog } from './DossierActionDialog';
import { DossierActionsMenu } from './DossierActionsMenu';
import styles from './DossierActions.module.css';

/** More actions than this on a row, and all but the first go into the "Actions" menu: a row stays on one line. */
const INLINE_ACTIONS = 2;

/**
 * Every action the server offers the caller on this dossier (its `actions`, spec section 2: view,
 * complete, reply, duplicate, delete, cancel, and the others of the access rules), in the rules' order,
 * so that the primary one (view, complete) comes first. Irreversible ones ask first.
 */
export function DossierActions({ dossier, showView = true }: { dossier: DossierSummary; showView?: boolean }) {
  const [confirming, setConfirming] = useState<ConfirmedAction | null>(null);
  const offered = DOSSIER_ACTIONS.filter((action) => dossier.actions[action] && (showView || action !== 'view'));
  const inline = offered.length > INLINE_ACTIONS ? offered.slice(0, 1) : offered;
  const inMenu = offered.slice(inline.length);
  const control = (action: DossierAction, inMenu = false) => (
    <DossierActionControl key={action} action={action} dossier={dossier} inMenu={inMenu} onConfirm={setConfirming} />
  );

  return (
    <div className={styles.actions}>
      {inline.map((action) => control(action))}
      {inMenu.length > 0 && <DossierActionsMenu reference={dossier.reference}>{inMenu.map((action) => control(action, true))}</DossierActionsMenu>}
      {confirming && <DossierActionDialog action={confirming} dossier={dossier} onClose={() => setConfirming(null)} />}
    </div>
  );
}
