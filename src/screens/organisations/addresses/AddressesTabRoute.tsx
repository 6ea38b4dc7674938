import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceAdresse } from '../../../../domain/organisation-types';
import type { OrganisationAddress } from '../../../../domain/wire/organisations';
import { failureOf } from '../../../api/errors';
import { useAddressCall } from '../../../api/addresses/manage';
import { ConfirmDialog } from '../../../forms/ConfirmDialog';
import { notifyError, notifySuccess } from '../../../layout/notify';
import { useOrganisation } from '../useOrganisation';
import { AddressDialog } from './AddressDialog';
import { addressLine, OrganisationAddressesTab } from './OrganisationAddressesTab';
import styles from './AddressActions.module.css';

type Open = { kind: 'add' } | { kind: 'edit' | 'delete'; address: OrganisationAddress } | null;

/**
 * The addresses tab of either area, on the route's organisation: its Authority (MANAGE_ADDRESS) adds
 * addresses and edits or deletes the active ones it wrote; the register's stay read-only (spec section 5).
 */
export function AddressesTabRoute() {
  const { t } = useTranslation('addresses');
  const organisation = useOrganisation();
  const [open, setOpen] = useState<Open>(null);
  const call = useAddressCall(organisation.id);
  if (!organisation.actions.includes('MANAGE_ADDRESS')) return <OrganisationAddressesTab organisation={organisation} />;

  const line = (a: OrganisationAddress) => addressLine(a, t('organisations:addresses.box'));
  const remove = async (address: OrganisationAddress) => {
    try {
      await call.mutateAsync({ kind: 'delete', id: address.AdresseId });
      notifySuccess(t('deleted'));
    } catch (error) {
      const { status, message } = failureOf(error);
      if (status === 409) notifyError(message ?? t('failed'));
    } finally {
      setOpen(null);
    }
  };
  const actions = (a: OrganisationAddress) => {
    // The register's addresses say why they have no controls in their source column.
    if (!a.actif || a.source === SourceAdresse.BCE) return null;
    return (
      <span className={styles.actions}>
        <button type="button" className="btn" aria-label={t('editNamed', { adresse: line(a) })} onClick={() => setOpen({ kind: 'edit', address: a })}>
          {t('edit')}
        </button>
        <button type="button" className="btn" aria-label={t('deleteNamed', { adresse: line(a) })} onClick={() => setOpen({ kind: 'delete', address: a })}>
          {t('delete')}
        </button>
      </span>
    );
  };
  return (
    <>
      <OrganisationAddressesTab
        organisation={organisation}
        toolbar={
          <button type="button" className="btn btn-primary" onClick={() => setOpen({ kind: 'add' })}>
            {t('add')}
          </button>
        }
        addressActions={actions}
      />
      {open?.kind === 'add' && <AddressDialog organisationId={organisation.id} onClose={() => setOpen(null)} />}
      {open?.kind === 'edit' && <AddressDialog organisationId={organisation.id} address={open.address} onClose={() => setOpen(null)} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={t('deleteTitle')}
          text={t('deleteText', { adresse: line(open.address) })}
          confirmLabel={t('delete')}
          cancelLabel={t('common:cancel')}
          tone="danger"
          busy={call.isPending}
          onConfirm={() => void remove(open.address)}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
