import { useEffect } from 'react';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dossierViewLink } from '../paths/dossier-paths';
import { RouteRefusal, type RefusalReason } from './route-refusal';
import { useDroitId } from '../session/SessionContext';
import styles from './RouteError.module.css';

/**
 * What a route shows, inside the layout, when it cannot show its screen: why the user may not be there, or
 * the catalogue's generic message (spec section 8) with a way to try again. Part of the shell, not a lazy
 * chunk: it must show when the connection is what failed.
 */
export function RouteError({ error }: ErrorComponentProps) {
  return error instanceof RouteRefusal ? <Refusal refusal={error} /> : <Failure />;
}

const REFUSAL_TEXTS: Record<RefusalReason, string> = {
  createDossier: 'errors:refused.createDossier',
  completeDossier: 'errors:refused.completeDossier',
  readOnly: 'errors:refused.readOnly',
};

function Refusal({ refusal }: { refusal: RouteRefusal }) {
  const { t } = useTranslation('errors');
  const droitId = useDroitId();
  return (
    <section aria-labelledby="route-error-title" className={`panel ${styles.screen}`}>
      <h1 id="route-error-title">{t(refusal.dossierId === null ? 'refused.createTitle' : 'refused.title')}</h1>
      <p>{t(REFUSAL_TEXTS[refusal.reason])}</p>
      <p className={styles.links}>
        {refusal.dossierId !== null && (
          <Link {...dossierViewLink(droitId, refusal.dossierId)} className="btn btn-primary">
            {t('refused.viewDossier')}
          </Link>
        )}
        <Link to="/" className={refusal.dossierId === null ? 'btn btn-primary' : 'btn'}>
          {t('screen.backToDashboard')}
        </Link>
      </p>
    </section>
  );
}

function Failure() {
  const { t } = useTranslation('errors');
  const router = useRouter();
  const queryErrors = useQueryErrorResetBoundary();
  // A query that failed while rendering may fetch again once this screen gives way.
  useEffect(() => queryErrors.reset(), [queryErrors]);
  return (
    <section aria-labelledby="route-error-title" className={`panel ${styles.screen}`}>
      <h1 id="route-error-title">{t('title')}</h1>
      <p>{t('generic')}</p>
      <p className={styles.links}>
        {/* Loads the route again: its loader asks the server anew, as the failed call left no data in the cache. */}
        <button type="button" className="btn btn-primary" onClick={() => void router.invalidate()}>
          {t('screen.retry')}
        </button>
        <Link to="/" className="btn">
          {t('screen.backToDashboard')}
        </Link>
      </p>
    </section>
  );
}
