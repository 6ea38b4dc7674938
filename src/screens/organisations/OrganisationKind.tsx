import { useTranslation } from 'react-i18next';
import { isSousTypeOrganisationId, isTypeOrganisationId, isTypePmeId, SOUS_TYPE_ORGANISATION_LABELS, TYPE_ORGANISATION_LABELS, TYPE_PME_LABELS } from '../../../domain/organisation-types';
import { formatBce } from '../../i18n/format';

interface Kind {
  TypeOrganisationId: number;
  SousTypeOrganisationId: number | null;
  TypePme: number | null;
  NumeroBce: string | null;
}

/** "Bénéficiaire · Entreprise · PME Standard · BCE 0123.456.789": what the organisation is, in one line. */
export function OrganisationKind({ organisation: o }: { organisation: Kind }) {
  const { t } = useTranslation('organisations');
  const parts = [
    isTypeOrganisationId(o.TypeOrganisationId) ? TYPE_ORGANISATION_LABELS[o.TypeOrganisationId] : null,
    o.SousTypeOrganisationId !== null && isSousTypeOrganisationId(o.SousTypeOrganisationId) ? SOUS_TYPE_ORGANISATION_LABELS[o.SousTypeOrganisationId] : null,
    o.TypePme !== null && isTypePmeId(o.TypePme) ? t('kind.typePme', { type: TYPE_PME_LABELS[o.TypePme] }) : null,
    o.NumeroBce ? t('kind.bce', { numero: formatBce(o.NumeroBce) }) : null,
  ];
  return <>{parts.filter(Boolean).join(' · ')}</>;
}
