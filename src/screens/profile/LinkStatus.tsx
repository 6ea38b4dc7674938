import { useTranslation } from 'react-i18next';
import { StatutValidationLien } from '../../../domain/link-validation';
import styles from './Profile.module.css';

const TONE: Record<number, string | undefined> = {
  [StatutValidationLien.EN_ATTENTE]: styles.pending,
  [StatutValidationLien.VALIDE]: styles.validated,
  [StatutValidationLien.REFUSE]: styles.refused,
};

/** A link's validation status in words: "En attente de validation", "Validé" or "Refusé". */
export function LinkStatus({ status }: { status: number }) {
  const { t } = useTranslation('profile');
  return <span className={`${styles.badge} ${TONE[status] ?? ''}`}>{t(`status.${status}`)}</span>;
}
