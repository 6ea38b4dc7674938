import { useTranslation } from 'react-i18next';
import { CompletionContactPayload, CompletionSpecificPayload, LABELLISATION_REFERENCES_MAX_LENGTH } from '../../../domain/schemas/labellisation-completion';
import { LABELLISATION_TEXT_MAX_LENGTH } from '../../../domain/schemas/labellisation';
import type { CompletionView, DemandeDetail } from '../../../domain/wire/labellisation';
import { useCompletionStep } from '../../api/labellisation/completion';
import { showSaveFailure } from '../../forms/save-failure';
import { SelectField } from '../../forms/SelectField';
import { TextAreaField } from '../../forms/TextAreaField';
import { StepButtons } from './StepButtons';
import styles from './Labellisation.module.css';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { ErrorSummary } from '../../forms/ErrorSummary';

type Saved = (demande: DemandeDetail) => void;

/** Step 1: the contact who follows the request, among those the server offers (A, R, E of the provider). */
export function CompletionContactStep({ view, onSaved }: { view: CompletionView; onSaved: Saved }) {
  const { t } = useTranslation('labellisation');
  const save = useCompletionStep(view.demande.id);
  const form = useSchemaForm<{ contactId: string }, CompletionContactPayload>(CompletionContactPayload, {
    defaultValues: { contactId: view.demande.contactAssigne ? String(view.demande.contactAssigne.id) : '' },
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { step: 'contact', body: { contactId: values.contactId, version: view.demande.version } },
      { onSuccess: onSaved, onError: (error) => void showSaveFailure(error, { setError: form.setError, fieldNames: ['contactId'] }) },
    ),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={styles.card}>
      <ErrorSummary control={form.control} />
      <h2>{t('steps.contact')}</h2>
      <p className={styles.intro}>{t('completion.contactIntro')}</p>
      <SelectField
        label={t('completion.contact')}
        placeholder={t('completion.contactPlaceholder')}
        options={view.contactsAssignables.map((c) => ({ value: c.id, label: t('completion.contactOption', { prenom: c.prenom, nom: c.nom, type: c.typeContactLibelle }) }))}
        error={form.formState.errors.contactId?.message}
        {...form.register('contactId')}
      />
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {t('completion.saveNext')}
        </button>
      </div>
    </form>
  );
}

/** Step 2: the presentation of the request and the references that back it. */
export function CompletionSpecificStep({ demande, onBack, onSaved }: { demande: DemandeDetail; onBack: () => void; onSaved: Saved }) {
  const { t } = useTranslation('labellisation');
  const save = useCompletionStep(demande.id);
  const form = useSchemaForm<{ commentaire: string; references: string }, CompletionSpecificPayload>(CompletionSpecificPayload, {
    defaultValues: { commentaire: demande.commentaire ?? '', references: demande.references ?? '' },
  });
  const submit = form.handleSubmit(({ commentaire, references }) =>
    save.mutate(
      { step: 'specific', body: { commentaire, references, version: demande.version } },
      { onSuccess: onSaved, onError: (error) => void showSaveFailure(error, { setError: form.setError, fieldNames: ['commentaire', 'references'] }) },
    ),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={styles.card}>
      <ErrorSummary control={form.control} />
      <h2>{t('steps.specificData')}</h2>
      <p className={styles.intro}>{t('completion.specificIntro')}</p>
      <TextAreaField label={t('completion.commentaire')} rows={5} maxLength={LABELLISATION_TEXT_MAX_LENGTH} error={form.formState.errors.commentaire?.message} {...form.register('commentaire')} />
      <TextAreaField label={t('completion.references')} rows={6} maxLength={LABELLISATION_REFERENCES_MAX_LENGTH} error={form.formState.errors.references?.message} {...form.register('references')} />
      <StepButtons onBack={onBack}>
        <button type="submit" className="btn btn-primary" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {t('completion.saveNext')}
        </button>
      </StepButtons>
    </form>
  );
}
