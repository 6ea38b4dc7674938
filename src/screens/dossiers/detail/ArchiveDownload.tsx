import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadDocument } from '../../../api/documents/download';
import styles from './Detail.module.css';

/** The whole dossier in one ZIP (its data, a readable page with its history, its documents), for whoever reads it. */
export function ArchiveDownload({ id, reference }: { id: number; reference: string }) {
  const { t } = useTranslation('dossiers');
  const download = useMutation({ mutationFn: () => downloadDocument(`/dossiers/${id}/archive`, `dossier-${reference}.zip`) });
  return (
    <section className={styles.section} aria-labelledby="recap-archive">
      <h2 id="recap-archive">{t('detail.archive.title')}</h2>
      <p>{t('detail.archive.intro')}</p>
      <button type="button" className="btn" onClick={() => download.mutate()} disabled={download.isPending} aria-busy={download.isPending}>
        {t(download.isPending ? 'detail.archive.pending' : 'detail.archive.download')}
      </button>
      {download.isError && <p role="alert">{t('detail.archive.failed')}</p>}
    </section>
  );
}
