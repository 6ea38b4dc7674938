import { useTranslation } from 'react-i18next';
import { TypeContact } from '../../../domain/contact-types';
import { ContactsStepInput, type ContactAjoute } from '../../../domain/schemas/organisation-add';
import { TextField } from '../../forms/TextField';
import { StepButtons, StepFrame } from './StepFrame';
import styles from './OrganisationWizard.module.css';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { useSchemaForm } from '../../forms/useSchemaForm';

type Role = 'autorite' | 'reference';
type ContactValues = Record<'Email' | 'Prenom' | 'Nom' | 'fonction' | 'Telephone', string>;
const EMPTY: ContactValues = { Email: '', Prenom: '', Nom: '', fonction: '', Telephone: '' };
const TYPE_OF_ROLE = { autorite: TypeContact.AUTORITE, reference: TypeContact.REFERENCE } as const;

function savedValues(saved: ContactAjoute[] | null): Record<Role, ContactValues> {
  const of = (role: Role) => {
    const found = saved?.find((c) => c.typeContactId === TYPE_OF_ROLE[role]);
    return found ? { Email: found.Email, Prenom: found.Prenom, Nom: found.Nom, fonction: found.fonction, Telephone: found.Telephone } : EMPTY;
  };
  return { autorite: of('autorite'), reference: of('reference') };
}

/** Step 3: the Authority and the Reference contacts, both mandatory (spec section 5). */
export function ContactsStep({ saved, refusal, onSave, onPrevious }: { saved: ContactAjoute[] | null; refusal: string | null; onSave: (contacts: ContactAjoute[]) => void; onPrevious: () => void }) {
  const { t } = useTranslation('organisationWizard');
  const { control, register, handleSubmit, formState, getValues, reset } = useSchemaForm<Record<Role, ContactValues>, ContactsStepInput>(ContactsStepInput, {
    defaultValues: savedValues(saved),
  });
  const save = ({ autorite, reference }: ContactsStepInput) =>
    onSave([
      { typeContactId: TypeContact.AUTORITE, ...autorite },
      { typeContactId: TypeContact.REFERENCE, ...reference },
    ]);
  const copyAutorite = () => reset({ ...getValues(), reference: getValues('autorite') }, { keepDirty: true });
  const fields = (role: Role) => {
    const errors = formState.errors[role];
    const field = (name: keyof ContactValues, autoComplete: string, type = 'text') => (
      <TextField label={t(`contacts.${name.toLowerCase()}`)} type={type} autoComplete={autoComplete} error={errors?.[name]?.message} {...register(`${role}.${name}`)} />
    );
    return (
      <fieldset className={styles.fieldset}>
        <legend>{t(`contacts.${role}`)}</legend>
        <div className={styles.grid}>
          {field('Email', 'off', 'email')}
          {field('Prenom', 'off')}
          {field('Nom', 'off')}
          {field('fonction', 'off')}
          {field('Telephone', 'off', 'tel')}
        </div>
        {role === 'reference' && (
          <div>
            <button type="button" className={`btn ${styles.wrap}`} onClick={copyAutorite}>
              {t('contacts.sameAsAutorite')}
            </button>
          </div>
        )}
      </fieldset>
    );
  };
  return (
    <StepFrame step="contacts" refusal={refusal}>
      <form onSubmit={handleSubmit(save)} noValidate aria-label={t('steps.contacts')} className={styles.step}>
        <ErrorSummary control={control} />
        {fields('autorite')}
        {fields('reference')}
        <StepButtons onPrevious={onPrevious} />
      </form>
    </StepFrame>
  );
}
