import { useTranslation } from 'react-i18next';
import { validate } from 'superstruct';
import { ContactUpdatePayload, PasswordChangeForm } from '../../../domain/schemas/contacts';
import type { ContactWire } from '../../../domain/wire/contacts';
import { useUpdateMyContact } from '../../api/profile/my-contact';
import { NewPasswordField } from '../../forms/NewPasswordField';
import { notifySuccess } from '../../layout/notify';
import { contactFormValues } from './contact-values';
import { showRefusal } from './field-errors';
import styles from './Profile.module.css';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { useSchemaForm } from '../../forms/useSchemaForm';

/**
 * A new password, typed twice (spec section 5: the two must match, 8 to 30 characters; PasswordChangeForm), sent
 * as `newPassword` with the contact as saved, since the update call takes the whole contact. A contact whose saved data the call
 * would refuse (no address yet) is asked to complete it first, rather than meet errors on fields it cannot see.
 */
export function PasswordForm({ contact }: { contact: ContactWire }) {
  const { t } = useTranslation('profile');
  const update = useUpdateMyContact(contact.id);
  const { control, register, handleSubmit, setError, reset, formState } = useSchemaForm<PasswordChangeForm>(PasswordChangeForm, { defaultValues: { newPassword: '', confirmation: '' } });
  const [incomplete, saved] = validate(contactFormValues(contact), ContactUpdatePayload, { coerce: true });
  const save = ({ newPassword }: PasswordChangeForm) =>
    update.mutateAsync({ ...saved!, newPassword }).then(
      () => {
        reset();
        notifySuccess(t('infos.passwordSaved'));
      },
      (error) => showRefusal(error, setError, ['newPassword']),
    );
  const { errors } = formState;
  return (
    <section className={styles.section} aria-labelledby="password-title">
      <h2 id="password-title">{t('infos.passwordTitle')}</h2>
      {incomplete ? (
        <p className="notice">{t('infos.completeFirst')}</p>
      ) : (
        <form className={styles.form} onSubmit={handleSubmit(save)} noValidate>
          <ErrorSummary control={control} />
          <NewPasswordField
            label={t('infos.newPassword')}
            hint={t('infos.newPasswordHint')}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <NewPasswordField
            label={t('infos.confirmPassword')}
            error={errors.confirmation?.message}
            {...register('confirmation')}
          />
          <div className={styles.actions}>
            <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
              {t('infos.changePassword')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
