import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Droit } from '../../domain/droits';
import { TypeContact } from '../../domain/contact-types';
import { StatutValidationLien } from '../../domain/link-validation';
import { TypeOrganisation } from '../../domain/organisation-types';
import type { MyIdentity, MyLink } from '../../src/api/profile/my-identity';
import { organisationAreaPath } from '../../src/screens/profile/organisation-area';
import { OrganisationsTab } from '../../src/screens/profile/OrganisationsTab';
import { connectedSession } from '../support/session';
import { renderInApp } from '../support/render-in-app';
import { summaryEntry } from '../support/summary-entry';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(status < 300 ? { result: body } : body), { status, headers: { 'content-type': 'application/json' } });

const link = (id: number, nom: string, type_organisation_id: number, validation_status: number, type_contact_id: number = TypeContact.REFERENCE): MyLink => ({
  id,
  nom,
  type_organisation_id,
  type_contact_id,
  validation_status,
  organisation_actif: true,
});

const REQUESTED = link(12, 'Bureau Conseil SA', TypeOrganisation.PRESTATAIRE, StatutValidationLien.EN_ATTENTE, TypeContact.INFORMATION);

/** The tab over a fake API: whoami lists `links`, and a link request adds the requested, pending link. */
async function renderOrganisations(links: MyLink[]) {
  let current: MyIdentity = { user: { id: 1, Prenom: 'Marc', Nom: 'Dupont', BeneficiaireId: null, porteur_projet_actif: false, droits: [{ id: Droit.Beneficiaire }] }, linked_organisations: links };
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/auth/whoami') return json(current);
    if (path === '/api/organisations/addLinkOrgaContact') {
      current = { ...current, linked_organisations: [...current.linked_organisations, REQUESTED] };
      return json({ organisation: { nom: REQUESTED.nom } });
    }
    return json({}, 500);
  });
  const { actor } = await connectedSession();
  await renderInApp(<OrganisationsTab />, { session: actor });
  await screen.findByRole('heading', { name: 'Mes organisations' });
  const requests = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/addLinkOrgaContact'));
  return { requests };
}

afterEach(() => vi.restoreAllMocks());

describe('the organisations tab', () => {
  it('shows each link with its validation status in words', async () => {
    await renderOrganisations([
      link(3, 'Menuiserie Dupont SRL', TypeOrganisation.BENEFICIAIRE, StatutValidationLien.VALIDE, TypeContact.AUTORITE),
      link(5, 'Verrerie Wallonne SA', TypeOrganisation.BENEFICIAIRE, StatutValidationLien.REFUSE),
      link(8, 'Conseil & Transition SRL', TypeOrganisation.PRESTATAIRE, StatutValidationLien.EN_ATTENTE),
    ]);
    const statusOf = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) })).getAllByRole('cell').at(-1)!.textContent;
    expect(statusOf('Menuiserie Dupont SRL')).toBe('Validé');
    expect(statusOf('Verrerie Wallonne SA')).toBe('Refusé');
    expect(statusOf('Conseil & Transition SRL')).toBe('En attente de validation');
  });

  it('refuses a company number whose check digits are wrong, and sends nothing', async () => {
    const { requests } = await renderOrganisations([]);
    await userEvent.type(screen.getByLabelText(/Numéro d'entreprise/), '0123.456.748');
    await userEvent.selectOptions(screen.getByLabelText('Rôle demandé'), 'Information');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    // Said on the field (its description) and in the form's error summary, as a link to it.
    await waitFor(() => expect(screen.getByLabelText(/Numéro d'entreprise/)).toHaveAccessibleDescription(/Numéro d'entreprise invalide : 10 chiffres/));
    expect(screen.getByLabelText(/Numéro d'entreprise/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: /Numéro d'entreprise invalide : 10 chiffres/ })).toBeVisible();
    expect(requests()).toHaveLength(0);
  });

  it('asks for a role, in words rather than as an unknown type', async () => {
    const { requests } = await renderOrganisations([]);
    await userEvent.type(screen.getByLabelText(/Numéro d'entreprise/), '0456.789.034');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(screen.getByLabelText('Rôle demandé')).toHaveAccessibleDescription('Ce champ est obligatoire.'));
    expect(within(screen.getByTestId('error-summary')).getByRole('link', { name: summaryEntry('Ce champ est obligatoire.') })).toBeVisible();
    expect(requests()).toHaveLength(0);
  });

  it('offers the Expert role for a provider only', async () => {
    await renderOrganisations([]);
    const roles = () => within(screen.getByLabelText('Rôle demandé')).getAllByRole('option').map((o) => o.textContent);
    expect(roles()).toEqual(['Choisissez un rôle', 'Autorité', 'Référence', 'Information', 'Expert']);
    await userEvent.click(screen.getByRole('radio', { name: 'Bénéficiaire' }));
    expect(roles()).toEqual(['Choisissez un rôle', 'Autorité', 'Référence', 'Information']);
  });

  it('sends the request and shows it as pending at once', async () => {
    const { requests } = await renderOrganisations([]);
    expect(screen.getByText("Vous n'êtes lié à aucune organisation.")).toBeVisible();
    await userEvent.type(screen.getByLabelText(/Numéro d'entreprise/), '0456.789.034');
    await userEvent.selectOptions(screen.getByLabelText('Rôle demandé'), 'Information');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    const row = await screen.findByRole('row', { name: /Bureau Conseil SA/ });
    expect(row).toHaveTextContent('En attente de validation');
    expect(requests()).toHaveLength(1);
    // The schema's payload: ids as numbers, the company number as typed less its surrounding spaces.
    expect(JSON.parse(String(requests()[0]![1]!.body))).toEqual({ bce: '0456.789.034', typeOrganisationId: TypeOrganisation.PRESTATAIRE, typeContactId: TypeContact.INFORMATION });
    await waitFor(() => expect(screen.getByLabelText(/Numéro d'entreprise/)).toHaveValue(''));
  });
});

describe("an organisation's area", () => {
  it('is the provider area or the beneficiary area by its type, and none for another type', () => {
    expect(organisationAreaPath({ id: 4, type_organisation_id: TypeOrganisation.PRESTATAIRE })).toEqual({ to: '/prestataire/$orgaId', params: { orgaId: '4' } });
    expect(organisationAreaPath({ id: 9, type_organisation_id: TypeOrganisation.BENEFICIAIRE })).toEqual({ to: '/beneficiaire/$orgaId', params: { orgaId: '9' } });
    expect(organisationAreaPath({ id: 2, type_organisation_id: TypeOrganisation.GESTIONNAIRE })).toBeNull();
  });
});
