import { useTranslation } from 'react-i18next';
import { TypeContact, type TypeContactId } from '../../../domain/contact-types';
import { TypeOrganisation, type TypeOrganisationId } from '../../../domain/organisation-types';
import type { DossierDetail } from '../../api/dossiers/types';
import { usePossiblePreviousDossiers } from '../../api/wizard/configure-specificites';
import { useTypesAide } from '../../api/wizard/types-aide';
import { formatAmount, formatBce, formatDate, formatNumber } from '../../i18n/format';
import { addressLabel } from './organisation-choices';
import { RecapField, RecapSection } from './RecapSection';
import { useWizard } from './WizardContext';

const { AUTORITE, REFERENCE, INFORMATION, EXPERT } = TypeContact;

function contactNames(dossier: DossierDetail, side: TypeOrganisationId, type: TypeContactId) {
  return dossier.x_contacts
    .filter((c) => c.TypeOrganisationId === side && c.TypeContactId === type)
    .map((c) => `${c.Prenom} ${c.Nom}`)
    .join(', ');
}

/** The parties: what the beneficiary's initiation and the provider's introduction both show. */
function PartiesRecap({ dossier, withProviderContacts }: { dossier: DossierDetail; withProviderContacts: boolean }) {
  const { t } = useTranslation('wizard');
  const typeAide = useTypesAide().data?.find((type) => type.id === dossier.typeAideId);
  const { beneficiaire, prestataire } = dossier;
  const contact = (side: TypeOrganisationId, type: TypeContactId) => contactNames(dossier, side, type);
  return (
    <>
      <RecapSection screen="cheque">
        <RecapField label={t('cheque.typeAide')}>{typeAide?.libelle}</RecapField>
      </RecapSection>
      <RecapSection screen="beneficiaire">
        <RecapField label={t('recap.organisation')}>{beneficiaire && [beneficiaire.nom, formatBce(beneficiaire.NumeroBCE)].filter(Boolean).join(' · ')}</RecapField>
        <RecapField label={t('beneficiaire.unite')}>{dossier.uniteEtablissement && addressLabel(dossier.uniteEtablissement)}</RecapField>
        <RecapField label={t('beneficiaire.autorite')}>{contact(TypeOrganisation.BENEFICIAIRE, AUTORITE)}</RecapField>
      </RecapSection>
      <RecapSection screen="prestataire">
        <RecapField label={t('recap.organisation')}>{prestataire && [prestataire.nom, formatBce(prestataire.NumeroBCE)].filter(Boolean).join(' · ')}</RecapField>
        {withProviderContacts && (
          <>
            <RecapField label={t('prestataire.autoriteContactId')}>{contact(TypeOrganisation.PRESTATAIRE, AUTORITE)}</RecapField>
            <RecapField label={t('prestataire.referenceContactId')}>{contact(TypeOrganisation.PRESTATAIRE, REFERENCE)}</RecapField>
            <RecapField label={t('prestataire.informationContactId')}>{contact(TypeOrganisation.PRESTATAIRE, INFORMATION)}</RecapField>
          </>
        )}
      </RecapSection>
    </>
  );
}

/** What the provider described: competences, performance, amounts and specificities. */
function IntroductionRecap({ dossier }: { dossier: DossierDetail }) {
  const { t } = useTranslation('wizard');
  const { prestation, montants, specificites } = dossier;
  const prealable = usePossiblePreviousDossiers(dossier.id).data?.find((d) => d.id === specificites.dossierPrealableId);
  return (
    <>
      <RecapSection screen="competences">
        <RecapField label={t('competences.legend')}>{dossier.x_competences.map((c) => `${c.libelle} (${c.pourcentage} %)`).join('\n')}</RecapField>
        <RecapField label={t('competences.experts')}>{contactNames(dossier, TypeOrganisation.PRESTATAIRE, EXPERT)}</RecapField>
      </RecapSection>
      <RecapSection screen="prestation">
        <RecapField label={t('prestation.titre')}>{prestation.titre}</RecapField>
        <RecapField label={t('prestation.objectifGeneral')}>{prestation.objectifGeneral}</RecapField>
        <RecapField label={t('prestation.valeurAjoutee')}>{prestation.valeurAjoutee}</RecapField>
        <RecapField label={t('prestation.dateDebutEstimee')}>{formatDate(prestation.dateDebutEstimee)}</RecapField>
        <RecapField label={t('prestation.dateFinEstimee')}>{formatDate(prestation.dateFinEstimee)}</RecapField>
        <RecapField label={t('prestation.planning')}>{prestation.planning}</RecapField>
        <RecapField label={t('prestation.nombreJours')}>{formatNumber(prestation.nombreJours)}</RecapField>
        <RecapField label={t('prestation.sousTraitants')}>{prestation.sousTraitants.map((s) => s.nom).join(', ')}</RecapField>
      </RecapSection>
      <RecapSection screen="financier">
        <RecapField label={t('financier.montantTotal')}>{formatAmount(montants.montantTotal)}</RecapField>
        <RecapField label={t('financier.montantCheque')}>{formatAmount(montants.montantCheque)}</RecapField>
        <RecapField label={t('financier.quotePartBeneficiaire')}>{formatAmount(montants.quotePartBeneficiaire)}</RecapField>
        <RecapField label={t('recap.interventionPublique')}>{formatAmount(montants.interventionPublique)}</RecapField>
        <RecapField label={t('recap.taux')}>{montants.taux === null ? null : `${formatNumber(montants.taux)} %`}</RecapField>
      </RecapSection>
      <RecapSection screen="specificites">
        <RecapField label={t('specificites.dossierPrealable')}>{specificites.dossierPrealableId === null ? t('specificites.noPrealable') : (prealable?.reference ?? String(specificites.dossierPrealableId))}</RecapField>
        <RecapField label={t('specificites.codesNace')}>{specificites.codesNaceSupplementaires.join(', ')}</RecapField>
      </RecapSection>
    </>
  );
}

/** Everything entered so far, screen by screen. */
export function RecapSummary() {
  const { wizard, dossier } = useWizard();
  return (
    <>
      {/* The provider's contacts are the provider's to name, in its introduction. */}
      <PartiesRecap dossier={dossier} withProviderContacts={wizard === 'introduction'} />
      {wizard === 'introduction' && <IntroductionRecap dossier={dossier} />}
    </>
  );
}
