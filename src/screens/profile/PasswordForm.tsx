import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isValidResetPassword } from '../../../domain/validators/password';
import { useUpdateMyContact } from '../../api/profile/my-contact';
import { TextField } from '../../forms/TextField';
import { notifySuccess } from '../../layout/notify';
import { showRefusal } from './field-errors';
import styles from './Profile.module.css';

interface PasswordValues {
  newPassword: string;
  confirmation: string;
}

/** A new password, typed twice (spec section 5: the two must match, 8 to 30 characters), sent as `newPassword`. */
export function PasswordForm({ contactId }: { contactId: number }) {
  const { t } = useTranslation('profile');
  const update = useUpdateMyContact(contactId);
  const { register, handleSubmit, setError, reset, getValues, formState } = useForm<PasswordValues>({ defaultValues: { newPassword: '', confirmation: '' } });
  const save = ({ newPassword }: PasswordValues) =>
    update.mutateAsync({ newPassword }).then(
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
      <form className={styles.form} onSubmit={handleSubmit(save)} noValidate>
        <TextField label={t('infos.newPassword')} hint={t('infos.newPasswordHint')} type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword', { validate: (value) => isValidResetPassword(value) || t('infos.passwordLength') })} />
        <TextField label={t('infos.confirmPassword')} type="password" autoComplete="new-password" error={errors.confirmation?.message} {...register('confirmation', { validate: (value) => value === getValues('newPassword') || t('infos.passwordMismatch') })} />
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
            {t('infos.changePassword')}
          </button>
        </div>
      </form>
    </section>
  );
}
