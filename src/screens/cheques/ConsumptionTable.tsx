import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BeneficiaryConsumption } from '../../../domain/wire/cheques';
import type { ConsumptionWindow } from '../../../domain/wire/wizard';
import { formatAmount } from '../../i18n/format';
import { CardTable } from '../../layout/CardTable';
import styles from './Cheques.module.css';

/** Each beneficiary of the page against its ceilings: this year's, and the consumption years'. */
export function ConsumptionTable({ consumptions }: { consumptions: BeneficiaryConsumption[] }) {
  const { t } = useTranslation('cheques');
  const titleId = useId();
  const first = consumptions[0];
  if (!first) return null;
  const yearly = t('consumption.annuel', { year: first.annuel.jusqua });
  const threeYears = t('consumption.troisAns', { from: first.troisAns.depuis, to: first.troisAns.jusqua });
  return (
    <section aria-labelledby={titleId} className={styles.consumption}>
      <h2 id={titleId}>{t('consumption.title')}</h2>
      <p className={styles.hint}>{t('consumption.intro')}</p>
      <CardTable caption={t('consumption.caption')} headers={[t('consumption.beneficiaire'), yearly, threeYears]} focusable={false} className={styles.wrapper}>
            {consumptions.map((c) => (
              <tr key={c.beneficiaireId}>
                <th scope="row">{c.nom}</th>
                <td data-label={yearly}>
                  <Usage window={c.annuel} />
                </td>
                <td data-label={threeYears}>
                  <Usage window={c.troisAns} />
                </td>
              </tr>
            ))}
      </CardTable>
    </section>
  );
}

/** What was consumed of a ceiling, and what is left; a ceiling reached stands out. */
function Usage({ window: w }: { window: ConsumptionWindow }) {
  const { t } = useTranslation('cheques');
  return (
    <>
      {t('consumption.used', { consomme: formatAmount(w.consomme), plafond: formatAmount(w.plafond) })}
      <span className={w.disponible === 0 ? styles.exhausted : styles.left}>{t('consumption.left', { disponible: formatAmount(w.disponible) })}</span>
    </>
  );
}
