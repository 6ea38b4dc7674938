import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { setupTo } from '../../paths/wizard-paths';
import { newDossierWizard } from '../../session/caller';
import { useSession } from '../../session/SessionContext';

/** "Nouveau dossier": the setup screen of the current right's wizard, for a user who may file one. */
export function NewDossierLink() {
  const { t } = useTranslation('wizard');
  const wizard = useSession((s) => newDossierWizard(s.context));
  if (!wizard) return null;
  return (
    <Link to={setupTo(wizard)} className="btn btn-primary">
      {t('newDossier')}
    </Link>
  );
}
