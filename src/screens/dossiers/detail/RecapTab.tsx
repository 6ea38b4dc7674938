import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDate, formatNumber } from '../../../i18n/format';
import { DaysLeft } from '../DaysLeft';
import { ArchiveDownload } from './ArchiveDownload';
import { Field, Fields } from './Field';
import { useDossier } from './useDossier';
import styles from './Detail.module.css';

/** The summary: status (and a link to its place in the lifecycle), dates, the organisations and the amounts. */
export function RecapTab() {
  const { t } = useTranslation('dossiers');
  const d = useDossier();
  const m = d.montants;
  return (
    <>
      <section className={styles.section} aria-labelledby="recap-general">
        <h2 id="recap-general" className="visually-hidden">
          {t('detail.tab.recapitulatif')}
        </h2>
        <Fields>
          <Field label={t('detail.recap.statut')}>
            {d.statut}{' '}
            <Link to="/statecharts/$machine" params={{ machine: 'dossierStatus' }} search={{ dossier: d.id }} className={styles.lifecycle}>
              {t('detail.recap.lifecycle')}
            </Link>
          </Field>
          <Field label={t('detail.recap.numeroInterne')}>{d.numeroInterne ?? t('detail.recap.notAssigned')}</Field>
          <Field label={t('detail.recap.createdAt')}>{formatDate(d.createdAt)}</Field>
          <Field label={t('detail.recap.dateEcheance')}>
            {d.dateEcheance && (
              <>
                {formatDate(d.dateEcheance)}
                <DaysLeft days={d.joursOuvresRestants} />
              </>
            )}
          </Field>
          <Field label={t('detail.recap.gestionnaire')}>{d.gestionnaire && `${d.gestionnaire.Prenom} ${d.gestionnaire.Nom}`}</Field>
          <Field label={t('detail.recap.quotePartPayee')}>{formatDate(d.quotePart.payeeLe)}</Field>
          {d.rapport.soumisLe && <Field label={t('detail.recap.rapportSoumis')}>{formatDate(d.rapport.soumisLe)}</Field>}
          {d.rapport.echeanceValidation && <Field label={t('detail.recap.echeanceValidation')}>{formatDate(d.rapport.echeanceValidation)}</Field>}
        </Fields>
      </section>
      <section className={styles.section} aria-labelledby="recap-organisations">
        <h2 id="recap-organisations">{t('detail.recap.organisations')}</h2>
        <Fields>
          <Field label={t('detail.tab.beneficiaire')}>{d.beneficiaire?.nom}</Field>
          <Field label={t('detail.tab.prestataire')}>{d.prestataire?.nom}</Field>
        </Fields>
      </section>
      <section className={styles.section} aria-labelledby="recap-montants">
        <h2 id="recap-montants">{t('detail.recap.montants')}</h2>
        <Fields>
          <Field label={t('detail.recap.montantTotal')}>{formatAmount(m.montantTotal)}</Field>
          <Field label={t('detail.recap.montantCheque')}>{formatAmount(m.montantCheque)}</Field>
          <Field label={t('detail.recap.quotePartBeneficiaire')}>{formatAmount(m.quotePartBeneficiaire)}</Field>
          <Field label={t('detail.recap.interventionPublique')}>{formatAmount(m.interventionPublique)}</Field>
          <Field label={t('detail.recap.taux')}>{m.taux == null ? null : `${formatNumber(m.taux)} %`}</Field>
        </Fields>
      </section>
      <ArchiveDownload id={d.id} reference={d.reference} />
    </>
  );
}
