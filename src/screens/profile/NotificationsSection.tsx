import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_KIND_LABELS, OPTIONAL_NOTIFICATION_KINDS, type OptionalNotificationKind } from '../../../domain/notifications';
import type { ContactWire } from '../../../domain/wire/contacts';
import { useSaveNotificationPreferences } from '../../api/profile/my-contact';
import { CheckboxGroupField } from '../../forms/ChoiceList';
import { showSaveFailure } from '../../forms/save-failure';
import { notifySuccess } from '../../layout/notify';
import styles from './Profile.module.css';

/**
 * The kinds of e-mail I receive, one box each (checked: sent to me). A kind turned off is still in my e-mail
 * history, marked not sent. The account's own messages (its validation, a password reset) are always sent.
 */
export function NotificationsSection({ contact }: { contact: ContactWire }) {
  const { t } = useTranslation('profile');
  const save = useSaveNotificationPreferences(contact.id);
  const [received, setReceived] = useState<string[]>(OPTIONAL_NOTIFICATION_KINDS.filter((kind) => !contact.NotificationsDesactivees.includes(kind)));
  const submit = () =>
    save.mutate(OPTIONAL_NOTIFICATION_KINDS.filter((kind): kind is OptionalNotificationKind => !received.includes(kind)), {
      onSuccess: () => notifySuccess(t('notifications.saved')),
      onError: (error) => void showSaveFailure(error, {}),
    });
  return (
    <section className={styles.section} aria-labelledby="notifications-title">
      <h2 id="notifications-title">{t('notifications.title')}</h2>
      {!contact.ReceptionEmail && <p className="notice">{t('notifications.allOff')}</p>}
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <CheckboxGroupField
          legend={t('notifications.legend')}
          hint={t('notifications.hint')}
          choices={OPTIONAL_NOTIFICATION_KINDS.map((kind) => ({ value: kind, label: NOTIFICATION_KIND_LABELS[kind] }))}
          value={received}
          onChange={setReceived}
        />
        <div>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t('notifications.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
