import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import styles from './SiteFooter.module.css';

/**
 * The footer of every page, signed in or not: the link to the accessibility statement, named with the compliance
 * status as the EU model statement asks (Implementing Decision (EU) 2018/1523). `className` places it in a layout.
 */
export function SiteFooter({ className }: { className?: string }) {
  const { t } = useTranslation('layout');
  return (
    <footer className={className ? `${styles.footer} ${className}` : styles.footer} aria-label={t('footer.label')}>
      <Link to="/accessibilite" className={styles.link}>
        {t('footer.accessibility')}
      </Link>
    </footer>
  );
}
