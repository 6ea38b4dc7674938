import toast from 'react-hot-toast/headless';
import i18n from '../i18n';
import styles from './Toasts.module.css';

/** Spec section 9: toasts last 3000 ms by default, errors 6000 ms and are titled 'Erreur'. */
export const TOAST_DURATION_MS = 3000;
export const ERROR_TOAST_DURATION_MS = 6000;
export const MAX_VISIBLE_TOASTS = 10;

function Body({ title, text }: { title?: string; text: string }) {
  return (
    <div className={styles.body}>
      {title && <strong className={styles.title}>{title}</strong>}
      <span>{text}</span>
    </div>
  );
}

export function notifySuccess(text: string, title?: string) {
  return toast.success(<Body title={title} text={text} />, { duration: TOAST_DURATION_MS });
}

export function notifyInfo(text: string, title?: string) {
  return toast(<Body title={title} text={text} />, { duration: TOAST_DURATION_MS, icon: 'ℹ️' });
}

/** A warning stays as long as it is true (the idle warning lasts until the logout it announces). */
export function notifyWarning(text: string, title: string | undefined, durationMs: number) {
  return toast(<Body title={title} text={text} />, { duration: durationMs, icon: '⚠️' });
}

export function notifyError(text: string, title: string = i18n.t('errors:title')) {
  return toast.error(<Body title={title} text={text} />, { duration: ERROR_TOAST_DURATION_MS });
}
