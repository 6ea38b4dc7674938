import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TypeContact } from '../../domain/contact-types';
import { StatutValidationLien } from '../../domain/link-validation';
import { TypeOrganisation } from '../../domain/organisation-types';
import type { OrganisationContactLink } from '../../domain/wire/organisations';
import { DuplicateLinkDialog } from '../../src/screens/organisations/contacts/DuplicateLinkDialog';
import { connectedSession } from '../support/session';
import { renderInApp } from '../support/render-in-app';
import { withModalDialogs } from '../support/modal-dialogs';

const json = (body: unknown) => new Response(JSON.stringify({ result: body }), { headers: { 'content-type': 'application/json' } });

const LINK: OrganisationContactLink = {
  id: 40,
  contact: { id: 9, Prenom: 'Julie', Nom: 'Renard', Email: 'julie.renard@example.be' },
  TypeContactId: TypeContact.REFERENCE,
  function: 'Comptable',
  phone: '+32 81 22 33 44',
  email: null,
  validation_status: StatutValidationLien.VALIDE,
  actif: true,
  version: 1,
};

const TARGETS = [
  { id: 7, type_organisation_id: TypeOrganisation.BENEFICIAIRE, nom: 'Verrerie Wallonne SA', type_contact_id: TypeContact.AUTORITE, validation_status: StatutValidationLien.VALIDE },
  { id: 8, type_organisation_id: TypeOrganisation.PRESTATAIRE, nom: 'Atelier Conseil SA', type_contact_id: TypeContact.AUTORITE, validation_status: StatutValidationLien.VALIDE },
];

/** The dialog over a fake API: the contact already holds `held` in every target organisation. */
async function renderDuplicate(held: number[]) {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/contacts/searchByEmail') return json({ ...LINK.contact, types: held });
    return json({});
  });
  const onClose = vi.fn();
  const { actor } = await connectedSession();
  await renderInApp(<DuplicateLinkDialog link={LINK} targets={TARGETS} onClose={onClose} />, { session: actor });
  const sent = (path: string) => fetch.mock.calls.filter(([url]) => String(url).endsWith(path)).map(([, init]) => JSON.parse(String(init?.body)));
  return { sent, onClose };
}

withModalDialogs();
afterEach(() => vi.restoreAllMocks());

describe('duplicating a link to another organisation', () => {
  it("offers the link's own type when the contact does not hold it there, and sends the link's details", async () => {
    const { sent, onClose } = await renderDuplicate([]);
    await userEvent.selectOptions(await screen.findByLabelText('Organisation'), 'Verrerie Wallonne SA');
    await waitFor(() => expect(screen.getByLabelText('Type de contact')).toHaveValue(String(TypeContact.REFERENCE)));
    expect(sent('/searchByEmail')).toEqual([{ email: 'julie.renard@example.be', organisationId: 7 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Dupliquer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent('/addLinkOrgaContact')).toEqual([
      { organisationId: 7, contactId: 9, typeContactId: TypeContact.REFERENCE, fonction: 'Comptable', telephone: '+32 81 22 33 44', email: '' },
    ]);
  });

  it('offers only the types the contact lacks there (Expert only in a provider), and asks for one', async () => {
    const { sent } = await renderDuplicate([TypeContact.REFERENCE]);
    await userEvent.selectOptions(await screen.findByLabelText('Organisation'), 'Atelier Conseil SA');
    const type = await screen.findByLabelText('Type de contact');
    expect([...(type as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Choisissez un type', 'Autorité', 'Information', 'Expert']);
    await userEvent.click(screen.getByRole('button', { name: 'Dupliquer' }));
    expect(type).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(sent('/addLinkOrgaContact')).toEqual([]);
  });
});
