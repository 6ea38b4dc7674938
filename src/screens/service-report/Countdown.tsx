import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { useReport } from './ReportContext';
import styles from './Report.module.css';

/** The working days left before the automatic rejection (REPORT_AUTO_REJECT_DAYS), on both sides: `beneficiary` speaks to it. */
export function Countdown({ beneficiary = false }: { beneficiary?: boolean }) {
  const { t } = useTranslation('report');
  const { joursRestants, echeanceValidation } = useReport();
  if (joursRestants === null || echeanceValidation === null) return null;
  const text =
    joursRestants === 0
      ? t('countdown.today')
      : t(beneficiary ? 'validation.countdown' : 'countdown.days', { count: joursRestants, date: formatDate(echeanceValidation) });
  return (
    <p className={`${styles.notice} ${joursRestants <= 3 ? styles.warning : ''}`} role="status">
      {text}
    </p>
  );
}
