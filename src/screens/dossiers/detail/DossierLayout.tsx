import { DossierActions } from '../DossierActions';
import { DossierView } from './DossierView';
import { ManagerFollowUp } from './ManagerFollowUp';
import { useDossier } from './useDossier';

/**
 * /dossiers/{id} (a provider's or a beneficiary's dossier) and /gestion/dossiers/{id} (a manager's), with the
 * actions the server offers the caller: the managers' decisions among them, and for a manager the dossier's follow-up.
 */
export function DossierLayout() {
  const dossier = useDossier();
  return (
    <DossierView
      actions={<DossierActions dossier={dossier} showView={false} />}
      followUp={dossier.suiviInterne && <ManagerFollowUp dossier={dossier} suivi={dossier.suiviInterne} />}
    />
  );
}
