import { DossierView } from './DossierView';

/** /gestion/dossiers/{id}: a manager reads the dossier, every tab and its history; the manager desk adds its decisions. */
export function ManagerDossierLayout() {
  return <DossierView />;
}
