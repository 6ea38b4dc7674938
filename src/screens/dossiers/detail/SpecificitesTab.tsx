import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dossierViewLink } from '../../../paths/dossier-paths';
import { useDroitId } from '../../../session/SessionContext';
import { Field, Fields } from './Field';
import { useDossier } from './useDossier';

/** Specificities: the prerequisite dossier and the extra NACE codes. */
export function SpecificitesTab() {
  const { t } = useTranslation('dossiers');
  const { specificites } = useDossier();
  const droitId = useDroitId();
  return (
    <Fields>
      <Field label={t('detail.specificites.dossierPrealable')}>
        {specificites.dossierPrealableId && (
          <Link {...dossierViewLink(droitId, specificites.dossierPrealableId)}>
            #{specificites.dossierPrealableId}
          </Link>
        )}
      </Field>
      <Field label={t('detail.specificites.codesNaceSupplementaires')}>{specificites.codesNaceSupplementaires.join(', ')}</Field>
    </Fields>
  );
}
