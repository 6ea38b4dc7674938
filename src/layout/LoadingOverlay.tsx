import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './LoadingOverlay.module.css';

/** Spec section 9: the loading overlay closes 150 ms after it is hidden, so quick loads do not flicker. */
export const OVERLAY_CLOSE_DELAY_MS = 150;

export function LoadingOverlay({ visible }: { visible: boolean }) {
  const { t } = useTranslation('layout');
  const [shown, setShown] = useState(visible);
  useEffect(() => {
    if (visible) {
      setShown(true);
      return;
    }
    const timer = setTimeout(() => setShown(false), OVERLAY_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  if (!shown) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
