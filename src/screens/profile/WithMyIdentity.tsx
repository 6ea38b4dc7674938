import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyIdentity, type MyIdentity } from '../../api/profile/my-identity';

/** Shows a tab once the signed-in contact is read; says so, with a way to try again, when it could not be. */
export function WithMyIdentity({ children }: { children: (identity: MyIdentity) => ReactNode }) {
  const { t } = useTranslation('profile');
  const { data, isPending, isError, refetch } = useMyIdentity();
  if (isPending) return <p role="status">{t('common:loading')}</p>;
  if (isError) {
    return (
      <div role="alert">
        <p>{t('loadError')}</p>
        <button type="button" className="btn" onClick={() => void refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return <>{children(data)}</>;
}
