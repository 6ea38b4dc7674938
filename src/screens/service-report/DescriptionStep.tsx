import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PARAGRAPH_MAX_LENGTH } from '../../../domain/schemas/wizard';
import { ReportDescriptionPayload } from '../../../domain/schemas/service-report';
import { offeredReportStart } from '../../../domain/service-report';
import { platformToday } from '../../../domain/sme';
import { useSaveReportDescription } from '../../api/dossiers/report';
import { DateField } from '../../forms/DateField';
import { TextAreaField } from '../../forms/TextAreaField';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { formatDate } from '../../i18n/format';
import { dossierViewLink } from '../../paths/dossier-paths';
import { useDroitId } from '../../session/SessionContext';
import { useReport } from './ReportContext';
import { SaveButtons } from './SaveButtons';
import { useReportSave } from './useReportSave';
import styles from './Report.module.css';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { ErrorSummary } from '../../forms/ErrorSummary';

type DescriptionValues = Record<'dateDebut' | 'dateFin' | 'tachesLivrables' | 'contexte', string>;

/**
 * Step 1: when the performance ran, what was done and delivered, in which context. Saved from the recap, it
 * returns there. The planned start is offered only once it has passed: a report tells a performance that has started.
 */
export function DescriptionStep() {
  const { t } = useTranslation('report');
  const report = useReport();
  const droitId = useDroitId();
  const { description, prestation } = report;
  const form = useSchemaForm<DescriptionValues, ReportDescriptionPayload>(ReportDescriptionPayload, {
    defaultValues: {
      dateDebut: formatDate(offeredReportStart(description.dateDebut, prestation.dateDebutEstimee, platformToday())) ?? '',
      dateFin: formatDate(description.dateFin) ?? '',
      tachesLivrables: description.tachesLivrables ?? '',
      contexte: description.contexte ?? '',
    },
  });
  const { errors } = form.formState;
  const save = useSaveReportDescription(report.dossierId);
  const { busy, run } = useReportSave(form.setError, ['dateDebut', 'dateFin', 'tachesLivrables', 'contexte']);
  const unsavedDialog = useUnsavedChangesGuard(form.formState);
  const submit = (values: ReportDescriptionPayload) =>
    run(async () => {
      await save.mutateAsync(values);
      form.reset(form.getValues());
    }, { type: 'SAVE_DESCRIPTION' });
  return (
    <form className={`panel ${styles.form}`} onSubmit={form.handleSubmit(submit)} noValidate aria-labelledby="report-description">
      <ErrorSummary control={form.control} />
      <h2 id="report-description" className="section-title">
        {t('steps.description')}
      </h2>
      {prestation.titre && (
        <p className={styles.meta}>{t('prestation', { titre: prestation.titre, debut: formatDate(prestation.dateDebutEstimee) ?? '—', fin: formatDate(prestation.dateFinEstimee) ?? '—' })}</p>
      )}
      <div className={styles.grid}>
        <DateField label={t('fields.dateDebut')} error={errors.dateDebut?.message} {...form.register('dateDebut')} />
        <DateField label={t('fields.dateFin')} error={errors.dateFin?.message} {...form.register('dateFin')} />
      </div>
      <TextAreaField label={t('fields.tachesLivrables')} hint={t('fields.tachesLivrablesHint')} maxLength={PARAGRAPH_MAX_LENGTH} error={errors.tachesLivrables?.message} {...form.register('tachesLivrables')} />
      <TextAreaField label={t('fields.contexte')} maxLength={PARAGRAPH_MAX_LENGTH} error={errors.contexte?.message} {...form.register('contexte')} />
      <SaveButtons
        busy={busy}
        back={
          <Link {...dossierViewLink(droitId, report.dossierId)} className="btn">
            {t('toDossier')}
          </Link>
        }
      />
      {unsavedDialog}
    </form>
  );
}
