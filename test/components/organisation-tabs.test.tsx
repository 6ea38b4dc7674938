import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import '../../src/i18n';
import { TypeContact } from '../../domain/contact-types';
import { StatutValidationLien } from '../../domain/link-validation';
import { SourceAdresse, TypeAdresse, TypeOrganisation } from '../../domain/organisation-types';
import type { OrganisationDetail } from '../../domain/wire/organisations';
import { OrganisationAddressesTab } from '../../src/screens/organisations/addresses/OrganisationAddressesTab';
import { OrganisationContactsTab } from '../../src/screens/organisations/contacts/OrganisationContactsTab';
import { organisationAreaLink } from '../../src/paths/organisation-paths';

const address = { nom: null, rue: 'Rue de la Station', numero: '11', boite: null, codePostal: '4000', localite: 'Liège', pays: 'BE' };

const organisation = {
  id: 3,
  NomLong: 'Menuiserie Dupont SRL',
  actions: ['VIEW_ORGANISATION'],
  x_contacts: [
    { id: 10, contact: { id: 1, Prenom: 'Marc', Nom: 'Dupont', Email: 'marc@demo.example' }, TypeContactId: TypeContact.AUTORITE, function: 'Gérant', phone: '+32 81 00 00 00', email: null, validation_status: StatutValidationLien.VALIDE, actif: true, version: 1 },
    { id: 11, contact: { id: 2, Prenom: 'Lise', Nom: 'Noël', Email: 'lise@demo.example' }, TypeContactId: TypeContact.REFERENCE, function: null, phone: null, email: 'lise@menuiserie.example', validation_status: StatutValidationLien.EN_ATTENTE, actif: true, version: 1 },
  ],
  x_adresses: [
    { AdresseId: 5, actif: true, source: SourceAdresse.BCE, TypeAdresse: TypeAdresse.SIEGE_SOCIAL, ...address },
    { AdresseId: 6, actif: false, source: SourceAdresse.MANUELLE, TypeAdresse: TypeAdresse.FACTURATION, ...address, boite: '2' },
  ],
} as unknown as OrganisationDetail;

describe("an organisation's contacts tab", () => {
  it('shows each link, its e-mail for the organisation, and a pending one as pending', () => {
    render(<OrganisationContactsTab organisation={organisation} />);
    const pending = screen.getByRole('row', { name: /Lise Noël/ });
    expect(within(pending).getByText('En attente')).toBeInTheDocument();
    expect(within(pending).getByText('lise@menuiserie.example')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Marc Dupont/ })).getByText('marc@demo.example')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('takes controls from its caller: a toolbar and one set per link', () => {
    render(<OrganisationContactsTab organisation={organisation} toolbar={<button type="button">Ajouter</button>} linkActions={(link) => <button type="button">Valider {link.id}</button>} />);
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Lise Noël/ })).getByRole('button', { name: 'Valider 11' })).toBeInTheDocument();
  });
});

describe("an organisation's addresses tab", () => {
  it('marks a register address as the helpdesk\'s, and tells an inactive one', () => {
    render(<OrganisationAddressesTab organisation={organisation} addressActions={(a) => <button type="button">Modifier {a.AdresseId}</button>} />);
    const register = screen.getByRole('row', { name: /Siège social/ });
    expect(within(register).getByText('modifiable par le helpdesk uniquement')).toBeInTheDocument();
    expect(within(register).getByText('Rue de la Station 11, 4000 Liège, Belgique')).toBeInTheDocument();
    const manual = screen.getByRole('row', { name: /Facturation/ });
    expect(within(manual).getByText('Inactive')).toBeInTheDocument();
    expect(within(manual).getByText('Rue de la Station 11 bte 2, 4000 Liège, Belgique')).toBeInTheDocument();
    expect(within(manual).queryByText('modifiable par le helpdesk uniquement')).not.toBeInTheDocument();
    expect(within(manual).getByRole('button', { name: 'Modifier 6' })).toBeInTheDocument();
  });
});

describe('the link to an organisation, by its type', () => {
  it('leads to the provider area for a provider, to the beneficiary area otherwise', () => {
    expect(organisationAreaLink(TypeOrganisation.PRESTATAIRE, 1)).toEqual({ to: '/prestataire/$orgaId/recapitulatif', params: { orgaId: '1' } });
    expect(organisationAreaLink(TypeOrganisation.BENEFICIAIRE, 3, 'contacts')).toEqual({ to: '/beneficiaire/$orgaId/contacts', params: { orgaId: '3' } });
  });
});
