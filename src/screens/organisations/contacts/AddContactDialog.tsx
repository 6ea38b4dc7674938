import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { addableContactTypes, isTypeContactId, TYPE_CONTACT_LABELS, type TypeContactId } from '../../../../domain/contact-types';
import { isTypeOrganisationId } from '../../../../domain/organisation-types';
import { AddLinkPayload } from '../../../../domain/schemas/contact-links';
import { isValidEmail } from '../../../../domain/validators/email';
import type { OrganisationDetail } from '../../../../domain/wire/organisations';
import { searchContactByEmail, useLinkCall, type FoundContact } from '../../../api/contact-links/calls';
import { FormDialog } from '../../../forms/FormDialog';
import { SelectField } from '../../../forms/SelectField';
import { TextField } from '../../../forms/TextField';
import { notifySuccess } from '../../../layout/notify';
import { schemaFailures } from '../save-failure';
import { linkFailure } from './link-failure';
import styles from './ContactLinks.module.css';

type Search = { state: 'typing' } | { state: 'found'; contact: FoundContact } | { state: 'unknown' };
type Details = { typeContactId: string; fonction: string; telephone: string; email: string };

/**
 * Adds a contact to the organisation (the Authority's): found by its e-mail, it gets a type it does not hold
 * there yet (spec section 5) and its function, phone and e-mail for the organisation; unknown, the contact's
 * own screen creates it with the chosen type and comes back here.
 */
export function AddContactDialog({ organisation, onClose }: { organisation: OrganisationDetail; onClose: () => void }) {
  const { t } = useTranslation('contactLinks');
  const call = useLinkCall();
  const [email, setEmail] = useState('');
  const [search, setSearch] = useState<Search>({ state: 'typing' });
  const [details, setDetails] = useState<Details>({ typeContactId: '', fonction: '', telephone: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const held = search.state === 'found' ? search.contact.types : [];
  const types = isTypeOrganisationId(organisation.TypeOrganisationId) ? addableContactTypes(organisation.TypeOrganisationId, held) : [];
  const chosenType = Number(details.typeContactId);

  const find = async () => {
    if (!isValidEmail(email.trim())) return setErrors({ searchEmail: t('common:invalidEmail', { defaultValue: 'Adresse e-mail invalide.' }) });
    setErrors({});
    const contact = await searchContactByEmail(email.trim(), organisation.id);
    setSearch(contact ? { state: 'found', contact } : { state: 'unknown' });
  };
  const add = async (contact: FoundContact) => {
    const body = { organisationId: organisation.id, contactId: contact.id, ...details, typeContactId: chosenType || undefined };
    const failures = schemaFailures(AddLinkPayload, body);
    if (failures.length > 0) return setErrors(Object.fromEntries(failures.map((f) => [f.field, f.message])));
    await call.mutateAsync({ kind: 'add', body: body as AddLinkPayload });
    notifySuccess(t('added', { nom: `${contact.Prenom} ${contact.Nom}` }));
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      if (search.state === 'found') await add(search.contact);
      else await find();
    } catch (error) {
      const message = linkFailure(error, null, []);
      const fields = (error as { fields?: { field: string; message: string }[] }).fields;
      if (fields?.length) setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof Omit<Details, 'typeContactId'>, type: string) => (
    <TextField label={t(name)} type={type} autoComplete="off" value={details[name]} error={errors[name]} onChange={(e) => setDetails({ ...details, [name]: e.target.value })} />
  );
  const typeSelect = (
    <SelectField
      label={t('type')}
      placeholder={t('chooseType')}
      options={types.map((type) => ({ value: type, label: TYPE_CONTACT_LABELS[type] }))}
      value={details.typeContactId}
      error={errors.typeContactId}
      onChange={(e) => setDetails({ ...details, typeContactId: e.target.value })}
    />
  );

  return (
    <FormDialog
      title={t('addTitle')}
      submitLabel={search.state === 'found' ? t('add') : t('search')}
      cancelLabel={t('common:cancel')}
      busy={busy || (search.state === 'found' && types.length === 0)}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t('searchEmail')}
        hint={t('searchHint')}
        type="email"
        autoFocus
        value={email}
        readOnly={search.state === 'found'}
        error={errors.searchEmail}
        onChange={(e) => {
          setEmail(e.target.value);
          setSearch({ state: 'typing' });
        }}
      />
      {search.state === 'found' && (
        <>
          <p role="status">{t('found', { nom: `${search.contact.Prenom} ${search.contact.Nom}`, email: search.contact.Email })}</p>
          {types.length === 0 ? <p role="alert">{t('noTypeLeft')}</p> : typeSelect}
          {field('fonction', 'text')}
          {field('telephone', 'tel')}
          {field('email', 'email')}
          <button type="button" className={`btn ${styles.inline}`} onClick={() => setSearch({ state: 'typing' })}>
            {t('otherEmail')}
          </button>
        </>
      )}
      {search.state === 'unknown' && (
        <>
          <p role="status">{t('notFound')}</p>
          {typeSelect}
          {isTypeContactId(chosenType) && (
            <Link to="/contact/add" search={{ organisationId: organisation.id, typeContactId: chosenType as TypeContactId }} className="btn btn-primary">
              {t('createContact')}
            </Link>
          )}
        </>
      )}
    </FormDialog>
  );
}
