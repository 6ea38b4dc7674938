import { useTranslation } from 'react-i18next';
import type { FinancialBreakdown } from '../../../domain/financing';
import type { Consumption } from '../../../domain/wire/wizard';
import { formatAmount } from '../../i18n/format';
import styles from './Step.module.css';
import own from './FinancierFigures.module.css';

/** The limits on the voucher: the maximum per dossier and what the beneficiary may still ask this year and over 3 years. */
export function ConsumptionLimits({ consumption }: { consumption: Consumption }) {
  const { t } = useTranslation('wizard');
  const windows = [
    { key: 'annuel', window: consumption.annuel },
    { key: 'troisAns', window: consumption.troisAns },
  ] as const;
  return (
    <>
      <h3 className={styles.subheading}>{t('financier.limits')}</h3>
      <dl className={own.figures}>
        <div>
          <dt>{t('financier.maxParDossier')}</dt>
          <dd>{formatAmount(consumption.montantMaximumParDossier)}</dd>
        </div>
        {windows.map(({ key, window }) => (
          <div key={key}>
            <dt>{t(`financier.${key}`, { depuis: window.depuis, jusqua: window.jusqua })}</dt>
            <dd>{t('financier.disponible', { disponible: formatAmount(window.disponible), consomme: formatAmount(window.consomme), plafond: formatAmount(window.plafond) })}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** How the voucher is paid, as the server will derive it from the voucher type's rate. */
export function Breakdown({ breakdown }: { breakdown: FinancialBreakdown }) {
  const { t } = useTranslation('wizard');
  return (
    <>
      <h3 className={styles.subheading}>{t('financier.breakdown')}</h3>
      <dl className={own.figures}>
        <div>
          <dt>{t('financier.interventionPublique', { taux: breakdown.taux })}</dt>
          <dd>{formatAmount(breakdown.interventionPublique)}</dd>
        </div>
        <div>
          <dt>{t('financier.quotePartBeneficiaire')}</dt>
          <dd>{formatAmount(breakdown.quotePartBeneficiaire)}</dd>
        </div>
      </dl>
    </>
  );
}
