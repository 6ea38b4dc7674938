import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Field, Fields } from './Field';
import { useDossier } from './useDossier';

/** Specificities: the prerequisite dossier and the extra NACE codes. */
export function SpecificitesTab() {
  const { t } = useTranslation('dossiers');
  const { specificites } = useDossier();
  return (
    <Fields>
      <Field label={t('detail.specificites.dossierPrealable')}>
        {specificites.dossierPrealableId && (
          <Link to="/dossiers/$dossierId/recapitulatif" params={{ dossierId: String(specificites.dossierPrealableId) }}>
            #{specificites.dossierPrealableId}
          </Link>
        )}
      </Field>
      <Field label={t('detail.specificites.codesNaceSupplementaires')}>{specificites.codesNaceSupplementaires.join(', ')}</Field>
    </Fields>
  );
}
