import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WebhookEndpointPayload } from '../../../../domain/schemas/webhooks';
import { WEBHOOK_EVENT_TYPES } from '../../../../domain/webhooks';
import type { WebhookEndpointCreated } from '../../../../domain/wire/webhooks';
import { useWebhookEndpointCall } from '../../../api/gestion/webhook-endpoints';
import { failureOf } from '../../../api/errors';
import { CheckboxGroupField } from '../../../forms/ChoiceList';
import { TextField } from '../../../forms/TextField';
import { useSchemaForm } from '../../../forms/useSchemaForm';
import { notifySuccess } from '../../../layout/notify';
import styles from './Webhooks.module.css';

interface FormValues {
  url: string;
  events: string[];
}

/** Registers an endpoint: its address and the events it wants (checked as the server checks them); answers its secret. */
export function WebhookEndpointForm({ onCreated }: { onCreated: (created: WebhookEndpointCreated) => void }) {
  const { t } = useTranslation('webhooks');
  const call = useWebhookEndpointCall();
  const form = useSchemaForm<FormValues, WebhookEndpointPayload>(WebhookEndpointPayload, { defaultValues: { url: '', events: [...WEBHOOK_EVENT_TYPES] } });
  const add = async (body: WebhookEndpointPayload) => {
    try {
      onCreated((await call.mutateAsync({ kind: 'add', body })) as WebhookEndpointCreated);
      notifySuccess(t('form.added'));
      form.reset();
    } catch (error) {
      for (const { field, message } of failureOf(error).fields ?? []) form.setError(field === 'events' ? 'events' : 'url', { type: 'server', message });
    }
  };
  const choices = WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: t(`events.${type}`) }));
  return (
    <form className={`panel ${styles.form}`} onSubmit={form.handleSubmit(add)} noValidate aria-labelledby="webhook-form-title">
      <h2 id="webhook-form-title" className={styles.formTitle}>
        {t('form.legend')}
      </h2>
      <TextField label={t('form.url')} hint={t('form.urlHint')} type="url" inputMode="url" autoComplete="off" error={form.formState.errors.url?.message} {...form.register('url')} />
      <Controller
        control={form.control}
        name="events"
        render={({ field, fieldState }) => <CheckboxGroupField legend={t('form.events')} choices={choices} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      <div>
        <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
          {t('form.submit')}
        </button>
      </div>
    </form>
  );
}
