import { useTranslation } from 'react-i18next';
import { DUE_SOON_WORKING_DAYS } from '../../../domain/manager-queue';
import styles from './DaysLeft.module.css';

/** Working days left until the deadline, on every side's lists and dossiers: the last two and an overdue one stand out. */
export function DaysLeft({ days }: { days: number | null }) {
  const { t } = useTranslation('dossiers');
  if (days === null) return null;
  const tone = days < 0 ? styles.overdue : days <= DUE_SOON_WORKING_DAYS ? styles.dueSoon : styles.daysLeft;
  const text = days < 0 ? t('deadline.overdue', { count: -days }) : days === 0 ? t('deadline.today') : t('deadline.left', { count: days });
  return <span className={tone}>{text}</span>;
}
