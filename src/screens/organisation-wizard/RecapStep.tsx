import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TYPE_CONTACT_LABELS } from '../../../domain/contact-types';
import { SOUS_TYPE_ORGANISATION_LABELS, TYPE_ADRESSE_LABELS, TYPE_PME_LABELS } from '../../../domain/organisation-types';
import type { OrganisationWizardContext, OrganisationWizardStep } from '../../../machines/organisationWizard.types';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { formatAmount, formatBce, formatDate, formatNumber } from '../../i18n/format';
import { addressLine } from './RegisterCompanyFacts';
import { organisationName } from './payload';
import { StepButtons, StepFrame } from './StepFrame';
import styles from './OrganisationWizard.module.css';

interface Props {
  context: OrganisationWizardContext;
  busy: boolean;
  onGoTo: (step: OrganisationWizardStep) => void;
  onPrevious: () => void;
  onCreate: () => void;
}

/** Step 5: everything that will be created, each part with a way back to its step; creating asks first. */
export function RecapStep({ context, busy, onGoTo, onPrevious, onCreate }: Props) {
  const { t } = useTranslation('organisationWizard');
  const [confirming, setConfirming] = useState(false);
  const { identite, pme, contacts, adresses } = context;
  const section = (step: OrganisationWizardStep, rows: Array<[string, ReactNode]>) => (
    <section className={styles.section} aria-labelledby={`recap-${step}`}>
      <div className={styles.sectionHead}>
        <h3 id={`recap-${step}`}>{t(`steps.${step}`)}</h3>
        <button type="button" className="btn" onClick={() => onGoTo(step)} aria-label={`${t('recap.edit')} : ${t(`steps.${step}`)}`}>
          {t('recap.edit')}
        </button>
      </div>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
  return (
    <StepFrame step="recapitulatif" refusal={context.refusal}>
      {identite &&
        section('identite', [
          [t('recap.type'), SOUS_TYPE_ORGANISATION_LABELS[identite.sousTypeId]],
          [t('identite.denomination'), organisationName(context)],
          [t('recap.numero'), 'registre' in identite ? formatBce(identite.numeroBce) : identite.numeroIdentification],
        ])}
      {pme &&
        section('pme', [
          [t('pme.typePme'), TYPE_PME_LABELS[pme.typePme]],
          [t('pme.pmeChiffreAffaire'), formatAmount(pme.pmeChiffreAffaire)],
          [t('pme.pmeNombreEmploye'), formatNumber(pme.pmeNombreEmploye)],
          [t('pme.pmeDateCreation'), formatDate(pme.pmeDateCreation)],
        ])}
      {contacts &&
        section(
          'contacts',
          contacts.map((c) => [TYPE_CONTACT_LABELS[c.typeContactId], [`${c.Prenom} ${c.Nom}`, c.Email, c.fonction, c.Telephone].filter(Boolean).join(' · ')]),
        )}
      {adresses && section('adresses', adresses.map((a) => [TYPE_ADRESSE_LABELS[a.typeAdresse], [a.nom, addressLine({ ...a, boite: a.boite || null })].filter(Boolean).join(' — ')]))}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        <StepButtons onPrevious={onPrevious} submitLabel={busy ? t('buttons.creating') : t('buttons.create')} busy={busy} />
      </form>
      {confirming && (
        <ConfirmDialog
          title={t('recap.confirmTitle')}
          text={t('recap.confirmText', { nom: organisationName(context) })}
          confirmLabel={t('recap.confirm')}
          cancelLabel={t('recap.cancel')}
          onConfirm={() => {
            setConfirming(false);
            onCreate();
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </StepFrame>
  );
}
