import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../../domain/schemas/exports';
import styles from './ExportButtons.module.css';

const FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];

/** A list's "Exporter en CSV" and "Exporter en XLSX (Excel)": what its filters select, downloaded; a failure is said. */
export function ExportButtons({ onExport }: { onExport: (format: ExportFormat) => Promise<void> }) {
  const { t } = useTranslation('dossiers');
  const exported = useMutation({ mutationFn: onExport });
  const pending = (format: ExportFormat) => exported.isPending && exported.variables === format;
  return (
    <div className={styles.exports}>
      {FORMATS.map((format) => (
        <button key={format} type="button" className="btn" onClick={() => exported.mutate(format)} disabled={exported.isPending} aria-busy={pending(format)}>
          {t(pending(format) ? 'export.pending' : `export.${format}`)}
        </button>
      ))}
      {exported.isError && (
        <p role="alert" className={styles.failed}>
          {t('export.failed')}
        </p>
      )}
    </div>
  );
}
