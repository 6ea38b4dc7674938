import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClosingDay } from '../../../domain/schemas/closing-days';
import { useClosingDayCall, useClosingDays } from '../../api/platform/closing-days';
import { failureOf } from '../../api/errors';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { DateField } from '../../forms/DateField';
import { TextField } from '../../forms/TextField';
import { formatDate } from '../../i18n/format';
import { notifySuccess } from '../../layout/notify';
import { CardTable } from '../../layout/CardTable';
import styles from './ClosingDaysScreen.module.css';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { useSchemaForm } from '../../forms/useSchemaForm';

/**
 * /gestion/jours-fermeture: the days the administration is closed beyond weekends and Belgian public holidays;
 * every deadline in working days skips them. A manager adds (or renames) one and removes one after confirming.
 */
export function ClosingDaysScreen() {
  const { t } = useTranslation('dossiers');
  const days = useClosingDays();
  const call = useClosingDayCall();
  const [removing, setRemoving] = useState<ClosingDay | null>(null);
  const form = useSchemaForm<ClosingDay, ClosingDay>(ClosingDay, { defaultValues: { day: '', libelle: '' } });
  const add = async (body: ClosingDay) => {
    try {
      await call.mutateAsync({ kind: 'add', body });
      notifySuccess(t('closingDays.added', { day: formatDate(body.day) }));
      form.reset();
    } catch (error) {
      for (const { field, message } of failureOf(error).fields ?? []) form.setError(field as keyof ClosingDay, { type: 'server', message });
    }
  };
  const remove = async (day: ClosingDay) => {
    await call.mutateAsync({ kind: 'delete', day: day.day }).catch(() => undefined);
    notifySuccess(t('closingDays.removed', { day: formatDate(day.day) }));
    setRemoving(null);
  };
  return (
    <section aria-labelledby="closing-days-title">
      <h1 id="closing-days-title">{t('closingDays.title')}</h1>
      <p className={styles.intro}>{t('closingDays.intro')}</p>
      <form className={`panel ${styles.form}`} onSubmit={form.handleSubmit(add)} noValidate aria-label={t('closingDays.addLegend')}>
        <ErrorSummary control={form.control} />
        <DateField label={t('closingDays.day')} error={form.formState.errors.day?.message} {...form.register('day')} />
        <TextField label={t('closingDays.libelle')} error={form.formState.errors.libelle?.message} {...form.register('libelle')} />
        <div className={styles.buttons}>
          <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
            {t('closingDays.add')}
          </button>
        </div>
      </form>
      {days.data?.length === 0 && <p className="panel">{t('closingDays.none')}</p>}
      {days.data && days.data.length > 0 && (
        <CardTable caption={t('closingDays.caption')} headers={[t('closingDays.day'), t('closingDays.libelle'), t('columns.actions')]} focusable={false}>
              {days.data.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{formatDate(day.day)}</th>
                  <td data-label={t('closingDays.libelle')}>{day.libelle}</td>
                  <td data-label={t('columns.actions')}>
                    <button type="button" className="btn" aria-label={t('closingDays.removeNamed', { day: formatDate(day.day) })} onClick={() => setRemoving(day)}>
                      {t('closingDays.remove')}
                    </button>
                  </td>
                </tr>
              ))}
        </CardTable>
      )}
      {removing && (
        <ConfirmDialog
          title={t('closingDays.removeTitle', { day: formatDate(removing.day) })}
          text={t('closingDays.removeText')}
          confirmLabel={t('closingDays.remove')}
          cancelLabel={t('common:cancel')}
          tone="danger"
          busy={call.isPending}
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
