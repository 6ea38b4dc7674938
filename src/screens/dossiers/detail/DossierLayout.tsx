import { DossierActions } from '../DossierActions';
import { DossierView } from './DossierView';
import { useDossier } from './useDossier';

/** /dossiers/{id}: a provider's or a beneficiary's dossier, with the actions the server offers them. */
export function DossierLayout() {
  const dossier = useDossier();
  return <DossierView actions={<DossierActions dossier={dossier} showView={false} />} />;
}
