import { useTranslation } from 'react-i18next';
import { AVIS_LABELLISATION_LABELS, type AvisLabellisationId } from '../../../domain/labellisation';
import { AvisPayload, LABELLISATION_TEXT_MAX_LENGTH } from '../../../domain/schemas/labellisation';
import { RadioGroupField } from '../../forms/ChoiceList';
import { FormDialog } from '../../forms/FormDialog';
import { TextAreaField } from '../../forms/TextAreaField';
import { useSchemaForm } from '../../forms/useSchemaForm';

interface AvisValues {
  avis: string;
  commentaire: string;
}

const CHOICES = Object.entries(AVIS_LABELLISATION_LABELS).map(([value, label]) => ({ value, label }));

/** A centre's opinion (Favorable or Défavorable, with its reasons), checked by the API's own schema; once given it stays. */
export function AvisDialog({ reference, busy, onSubmit, onClose }: { reference: string; busy: boolean; onSubmit: (avis: { avis: AvisLabellisationId; commentaire: string }) => void; onClose: () => void }) {
  const { t } = useTranslation('labellisation');
  const form = useSchemaForm<AvisValues, AvisPayload>(AvisPayload, {
    // Radios give strings; the schema reads the opinion's id. No choice yet is "choose one", not "unknown opinion".
    input: (values) => ({ ...values, avis: Number(values.avis) }),
    whenEmpty: { avis: t('act.giveOpinion.chooseAvis') },
    defaultValues: { avis: '', commentaire: '' },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      control={form.control}
      title={t('act.giveOpinion.title', { reference })}
      submitLabel={t('act.giveOpinion.confirm')}
      cancelLabel={t('act.back')}
      busy={busy}
      onSubmit={form.handleSubmit(({ avis, commentaire }) => onSubmit({ avis, commentaire: commentaire.trim() }))}
      onClose={onClose}
    >
      <p>{t('act.giveOpinion.text')}</p>
      <RadioGroupField legend={t('act.giveOpinion.avis')} choices={CHOICES} registration={form.register('avis')} error={errors.avis?.message} />
      <TextAreaField label={t('act.text.opinion')} maxLength={LABELLISATION_TEXT_MAX_LENGTH} error={errors.commentaire?.message} {...form.register('commentaire')} />
    </FormDialog>
  );
}
