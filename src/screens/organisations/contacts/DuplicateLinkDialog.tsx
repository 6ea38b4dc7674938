import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addableContactTypes, TYPE_CONTACT_LABELS, type TypeContactId } from '../../../../domain/contact-types';
import { isTypeOrganisationId } from '../../../../domain/organisation-types';
import type { OrganisationContactLink } from '../../../../domain/wire/organisations';
import type { LinkedOrganisation } from '../../../../machines/session.types';
import { searchContactByEmail, useLinkCall } from '../../../api/contact-links/calls';
import { FormDialog } from '../../../forms/FormDialog';
import { SelectField } from '../../../forms/SelectField';
import { notifySuccess } from '../../../layout/notify';
import { linkFailure } from './link-failure';

/**
 * Gives the link's contact the same place in another organisation the Authority manages: a type it does
 * not hold there yet (the link's own when it can), with the link's function, phone and e-mail. The server
 * checks the Authority there again (addLinkOrgaContact).
 */
export function DuplicateLinkDialog({ link, targets, onClose }: { link: OrganisationContactLink; targets: LinkedOrganisation[]; onClose: () => void }) {
  const { t } = useTranslation('contactLinks');
  const call = useLinkCall();
  const nom = `${link.contact.Prenom} ${link.contact.Nom}`;
  const [organisationId, setOrganisationId] = useState(targets.length === 1 ? String(targets[0]!.id) : '');
  const [typeContactId, setTypeContactId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const target = targets.find((o) => String(o.id) === organisationId);
  // The types the contact already holds in the chosen organisation, as the add dialog reads them.
  const held = useQuery({
    queryKey: ['contact-links', 'held', link.contact.id, target?.id],
    queryFn: () => searchContactByEmail(link.contact.Email, target!.id),
    enabled: target !== undefined,
  });
  const types = target && held.data !== undefined && isTypeOrganisationId(target.type_organisation_id) ? addableContactTypes(target.type_organisation_id, held.data?.types ?? []) : [];
  const chosen = typeContactId !== '' ? typeContactId : types.some((type) => type === link.TypeContactId) ? String(link.TypeContactId) : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!target) return setErrors({ organisationId: t('common:required') });
    if (chosen === '') return setErrors({ typeContactId: t('common:required') });
    setErrors({});
    try {
      const details = { fonction: link.function ?? '', telephone: link.phone ?? '', email: link.email ?? '' };
      await call.mutateAsync({ kind: 'add', body: { organisationId: target.id, contactId: link.contact.id, typeContactId: Number(chosen) as TypeContactId, ...details } });
      notifySuccess(t('duplicated', { nom, organisation: target.nom }));
      onClose();
    } catch (error) {
      setFailure(linkFailure(error, null, []));
    }
  };
  return (
    <FormDialog
      title={t('duplicateTitle', { nom })}
      submitLabel={t('duplicate')}
      cancelLabel={t('common:cancel')}
      busy={call.isPending || (target !== undefined && types.length === 0)}
      failure={failure ?? (held.isError ? t('failed') : null)}
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectField
        label={t('targetOrganisation')}
        placeholder={t('chooseOrganisation')}
        options={targets.map((o) => ({ value: String(o.id), label: o.nom }))}
        value={organisationId}
        error={errors.organisationId}
        autoFocus
        onChange={(e) => {
          setOrganisationId(e.target.value);
          setTypeContactId('');
        }}
      />
      {target && held.data !== undefined && types.length === 0 && <p role="alert">{t('noTypeLeft')}</p>}
      {types.length > 0 && (
        <SelectField
          label={t('type')}
          placeholder={t('chooseType')}
          options={types.map((type) => ({ value: String(type), label: TYPE_CONTACT_LABELS[type] }))}
          value={chosen}
          error={errors.typeContactId}
          onChange={(e) => setTypeContactId(e.target.value)}
        />
      )}
    </FormDialog>
  );
}
