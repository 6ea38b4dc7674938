import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateMyContact, type ContactData } from '../../api/profile/my-contact';
import { TextField } from '../../forms/TextField';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { notifySuccess } from '../../layout/notify';
import { showRefusal } from './field-errors';
import styles from './Profile.module.css';

type DataValues = Pick<ContactData, 'Prenom' | 'Nom' | 'Email' | 'NomUtilisateur' | 'ProfilLinkedIn' | 'ReceptionEmail'>;

const FIELDS = ['Prenom', 'Nom', 'Email', 'NomUtilisateur', 'ProfilLinkedIn', 'ReceptionEmail'] as const;

/** My data and whether I receive the platform's notifications by e-mail (ReceptionEmail), saved together. */
export function ContactDataForm({ contact }: { contact: ContactData }) {
  const { t } = useTranslation('profile');
  const update = useUpdateMyContact(contact.id);
  const values: DataValues = {
    Prenom: contact.Prenom,
    Nom: contact.Nom,
    Email: contact.Email,
    NomUtilisateur: contact.NomUtilisateur,
    ProfilLinkedIn: contact.ProfilLinkedIn ?? '',
    ReceptionEmail: contact.ReceptionEmail,
  };
  const { register, handleSubmit, setError, reset, formState } = useForm<DataValues>({ values });
  const unsavedDialog = useUnsavedChangesGuard(formState);
  const save = (data: DataValues) =>
    update.mutateAsync({ ...data, ProfilLinkedIn: data.ProfilLinkedIn || null }).then(
      (saved) => {
        reset({ ...saved, ProfilLinkedIn: saved.ProfilLinkedIn ?? '' });
        notifySuccess(t('infos.saved'));
      },
      (error) => showRefusal(error, setError, FIELDS),
    );
  const { errors } = formState;
  return (
    <section className={styles.section} aria-labelledby="infos-title">
      <h2 id="infos-title">{t('infos.title')}</h2>
      <form className={styles.form} onSubmit={handleSubmit(save)} noValidate>
        <TextField label={t('infos.prenom')} autoComplete="given-name" error={errors.Prenom?.message} {...register('Prenom')} />
        <TextField label={t('infos.nom')} autoComplete="family-name" error={errors.Nom?.message} {...register('Nom')} />
        <TextField label={t('infos.email')} type="email" autoComplete="email" error={errors.Email?.message} {...register('Email')} />
        <TextField label={t('infos.nomUtilisateur')} autoComplete="username" error={errors.NomUtilisateur?.message} {...register('NomUtilisateur')} />
        <TextField label={t('infos.profilLinkedIn')} type="url" error={errors.ProfilLinkedIn?.message} {...register('ProfilLinkedIn')} />
        <div>
          <label className={styles.checkbox}>
            <input type="checkbox" aria-describedby="reception-email-hint" {...register('ReceptionEmail')} />
            <span>{t('infos.receptionEmail')}</span>
          </label>
          <p id="reception-email-hint" className={styles.muted}>
            {t('infos.receptionEmailHint')}
          </p>
        </div>
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
            {t('common:save')}
          </button>
        </div>
        {unsavedDialog}
      </form>
    </section>
  );
}
