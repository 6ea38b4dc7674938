import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** Shows a tab once its data is read; says so, with a way to try again, when it could not be. */
export function QueryView<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('profile');
  if (query.isPending) return <p role="status">{t('common:loading')}</p>;
  if (query.isError) {
    return (
      <div role="alert">
        <p>{t('loadError')}</p>
        <button type="button" className="btn" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
