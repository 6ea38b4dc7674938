import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PARAGRAPH_MAX_LENGTH } from '../../../domain/schemas/wizard';
import { ReportSpecificitesPayload } from '../../../domain/schemas/service-report';
import { TYPE_PRESTATION_LABELS, TYPES_PRESTATION_REALISEE } from '../../../domain/service-report';
import { useSaveReportSpecificites } from '../../api/dossiers/report';
import { RadioGroupField } from '../../forms/ChoiceList';
import { TextAreaField } from '../../forms/TextAreaField';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { notifyInfo } from '../../layout/notify';
import { useReport } from './ReportContext';
import { SaveButtons } from './SaveButtons';
import { useReportSave } from './useReportSave';
import styles from './Report.module.css';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { ErrorSummary } from '../../forms/ErrorSummary';

type SpecificitesValues = Record<'typePrestation' | 'conclusion' | 'motifAnnulation', string>;

/** Step 2: the performance done in full or in part (then why the rest was cancelled), and the conclusion. */
export function SpecificitesStep() {
  const { t } = useTranslation('report');
  const report = useReport();
  const { specificites } = report;
  const form = useSchemaForm<SpecificitesValues, ReportSpecificitesPayload>(ReportSpecificitesPayload, {
    defaultValues: { typePrestation: specificites.typePrestation ?? '', conclusion: specificites.conclusion ?? '', motifAnnulation: specificites.motifAnnulation ?? '' },
  });
  const { errors } = form.formState;
  const partial = form.watch('typePrestation') === 'PARTIELLE';
  const save = useSaveReportSpecificites(report.dossierId);
  const { busy, run } = useReportSave(form.setError, ['typePrestation', 'conclusion', 'motifAnnulation']);
  const unsavedDialog = useUnsavedChangesGuard(form.formState);
  // A complete performance has no cancellation reason: a hidden one is not sent.
  const submit = (values: ReportSpecificitesPayload) =>
    run(async () => {
      await save.mutateAsync({ ...values, motifAnnulation: values.typePrestation === 'PARTIELLE' ? values.motifAnnulation : '' });
      form.reset(form.getValues());
    }, { type: 'SAVE_SPECIFICITES' }).then((reached) => {
      // Saved before the description: the report stays at its first step.
      if (reached?.matches('description')) notifyInfo(t('saveNotAdvanced'));
    });
  return (
    <form className={`panel ${styles.form}`} onSubmit={form.handleSubmit(submit)} noValidate aria-labelledby="report-specificites">
      <ErrorSummary control={form.control} />
      <h2 id="report-specificites" className="section-title">
        {t('steps.specificites')}
      </h2>
      <RadioGroupField
        legend={t('fields.typePrestation')}
        choices={TYPES_PRESTATION_REALISEE.map((type) => ({ value: type, label: TYPE_PRESTATION_LABELS[type] }))}
        registration={form.register('typePrestation')}
        error={errors.typePrestation ? t('fields.typePrestationRequired') : undefined}
      />
      {partial && <TextAreaField label={t('fields.motifAnnulation')} maxLength={PARAGRAPH_MAX_LENGTH} error={errors.motifAnnulation?.message} {...form.register('motifAnnulation')} />}
      <TextAreaField label={t('fields.conclusion')} maxLength={PARAGRAPH_MAX_LENGTH} error={errors.conclusion?.message} {...form.register('conclusion')} />
      <SaveButtons
        busy={busy}
        back={
          <Link to="/rapportPrestation/$dossierId/description" params={{ dossierId: String(report.dossierId) }} className="btn">
            {t('previous')}
          </Link>
        }
      />
      {unsavedDialog}
    </form>
  );
}
