import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { DossierAction } from '../../../machines/access/dossierActions';
import { wizardOfDroit } from '../../../machines/access/wizardAccess';
import { screenOfEtape } from '../../../domain/wizard-steps';
import type { DossierSummary } from '../../api/dossiers/types';
import { dossierViewLink } from '../../paths/dossier-paths';
import { stepTo } from '../../paths/wizard-paths';
import { useDroitId } from '../../session/SessionContext';
import { DOSSIER_ACTION_CONTROLS, isConfirmedAction, type ConfirmedAction, type DossierActionControl as Control } from './dossier-action-controls';
import menuStyles from './DossierActionsMenu.module.css';

interface DossierActionControlProps {
  action: DossierAction;
  dossier: DossierSummary;
  /** As an item of the row's "Actions" menu rather than a button of its own. */
  inMenu?: boolean;
  onConfirm: (action: ConfirmedAction) => void;
}

/** One action's control, as DOSSIER_ACTION_CONTROLS says. Its visible text is the short verb; its name adds the dossier, as a row of buttons needs. */
export function DossierActionControl({ action, dossier, inMenu = false, onConfirm }: DossierActionControlProps) {
  const { t } = useTranslation('dossiers');
  const droitId = useDroitId();
  const control: Control = DOSSIER_ACTION_CONTROLS[action];
  const danger = control.kind === 'confirm' && control.tone === 'danger';
  const common = {
    role: inMenu ? 'menuitem' : undefined,
    'aria-label': t(`actions.label.${action}`, { reference: dossier.reference }),
    className: inMenu ? `menu-item ${menuStyles.item} ${danger ? menuStyles.danger : ''}` : `btn ${danger ? 'btn-danger' : ''}`,
  };
  const text = t(`actions.short.${action}`);
  const params = { dossierId: String(dossier.id) };
  // Completing and the introduction's later steps open the right's wizard (its guard may send elsewhere).
  const wizard = droitId === null ? null : wizardOfDroit(droitId);

  if (control.kind === 'dossier')
    return (
      <Link {...dossierViewLink(droitId, dossier.id)} {...common}>
        {text}
      </Link>
    );
  if (control.kind === 'wizard' && wizard) {
    const screen = control.screen === 'saved' ? screenOfEtape(wizard, dossier.EtapeEncodage) : control.screen;
    return (
      <Link to={stepTo(wizard, screen)} params={params} {...common}>
        {text}
      </Link>
    );
  }
  if (control.kind === 'drc')
    return (
      <Link to="/drc/$dossierId/reponse" params={params} {...common}>
        {text}
      </Link>
    );
  if (control.kind === 'edit')
    return (
      <Link to="/dossiers/$dossierId/modification" params={params} {...common}>
        {text}
      </Link>
    );
  if (control.kind === 'report')
    return (
      <Link to={control.screen === 'current' ? '/rapportPrestation/$dossierId' : `/rapportPrestation/$dossierId/${control.screen}`} params={params} {...common}>
        {text}
      </Link>
    );
  if (isConfirmedAction(action))
    return (
      <button type="button" {...common} onClick={() => onConfirm(action)}>
        {text}
      </button>
    );
  // A wizard action for a session without a wizard: the server never offers one.
  return null;
}
