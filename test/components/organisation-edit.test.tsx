import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TypeOrganisation } from '../../domain/organisation-types';
import type { OrganisationDetail } from '../../domain/wire/organisations';
import { CommercialEditScreen } from '../../src/screens/organisations/commercial/CommercialEditScreen';
import { OrganisationEditScreen } from '../../src/screens/organisations/edit/OrganisationEditScreen';
import { connectedSession } from '../support/session';
import { renderInApp } from '../support/render-in-app';
import { summaryEntry } from '../support/summary-entry';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(status < 300 ? { result: body } : body), { status, headers: { 'content-type': 'application/json' } });

/** A foreign provider (no register fields, so every field is editable), with one commercial contact and no address. */
const ORGANISATION: OrganisationDetail = {
  id: 5,
  TypeOrganisationId: TypeOrganisation.PRESTATAIRE,
  SousTypeOrganisationId: null,
  NumeroBce: null,
  NumeroIdentification: 'FR40303265045',
  NumeroRegistreNational: null,
  NomLong: 'Conseil & Transition SRL',
  NomCourt: null,
  FormeJuridique: 'SRL',
  CodesNace: ['62.010'],
  TypePme: null,
  PmeDateCreation: null,
  PmeChiffreAffaire: null,
  PmeNombreEmploye: null,
  FinaliteProjet: null,
  Remarques: null,
  Etranger: true,
  IBAN: null,
  TitulaireIBAN: null,
  PaysIBAN: null,
  DescriptionIBAN: null,
  DenominationCommercialeLongue: null,
  SiteWeb: null,
  ProfilLinkedIn: null,
  MailContact: null,
  ContactsCommerciaux: [{ nom: 'Julie Lenoir', email: null, telephone: null }],
  AdresseCommerciale: null,
  actif: true,
  version: 4,
  actions: [],
  registerFields: [],
};

/** The screen at its path over a fake API: the organisation's read answers ORGANISATION, an update echoes it. */
async function renderEdit(screenUi: React.ReactNode, at: string) {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/organisations/5') return json(ORGANISATION);
    if (path.startsWith('/api/organisations/5/')) return json({ ...ORGANISATION, version: 5 });
    return json({}, 500);
  });
  const { actor } = await connectedSession();
  await renderInApp(screenUi, { session: actor, paths: ['/prestataire/$orgaId/modification', '/prestataire/$orgaId/commercial/modification', '/prestataire/$orgaId/recapitulatif', '/prestataire/$orgaId/commercial'], at });
  // The first render waits for the organisation's read (a suspense query) on a loaded machine.
  await screen.findByRole('button', { name: 'Enregistrer' }, { timeout: 10_000 });
  const updates = () => fetch.mock.calls.filter(([url]) => String(url).includes('update')).map(([, init]) => JSON.parse(String(init!.body)));
  return { updates, save: () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' })) };
}

afterEach(() => vi.restoreAllMocks());

describe("the organisation's edit", () => {
  it("refuses what the server's schema refuses, under the field and in the summary, and sends nothing", async () => {
    const { updates, save } = await renderEdit(<OrganisationEditScreen />, '/prestataire/5/modification');
    await userEvent.clear(screen.getByLabelText('Dénomination'));
    await userEvent.type(screen.getByLabelText("Nombre d'employés (ETP)"), 'beaucoup');
    await save();
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getByRole('link', { name: summaryEntry('Ce champ est obligatoire.') })).toBeVisible();
    expect(within(summary).getByRole('link', { name: summaryEntry("Nombre d'employés invalide.") })).toBeVisible();
    expect(screen.getByLabelText('Dénomination')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(screen.getByLabelText("Nombre d'employés (ETP)")).toHaveAttribute('aria-invalid', 'true');
    expect(updates()).toHaveLength(0);
  });

  it("sends the schema's payload: the NACE codes as a list, numbers as numbers, blanks as none, the version read", async () => {
    const { updates, save } = await renderEdit(<OrganisationEditScreen />, '/prestataire/5/modification');
    await userEvent.clear(screen.getByLabelText('Codes NACE'));
    await userEvent.type(screen.getByLabelText('Codes NACE'), '62.010; 70.220');
    await userEvent.type(screen.getByLabelText("Nombre d'employés (ETP)"), '12,5');
    await save();
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]).toMatchObject({ version: 4, NomLong: 'Conseil & Transition SRL', NomCourt: null, CodesNace: ['62.010', '70.220'], PmeNombreEmploye: 12.5, TypePme: null });
  });
});

describe("the provider's commercial information edit", () => {
  it("refuses a commercial contact's bad e-mail under that contact's field and in the summary", async () => {
    const { updates, save } = await renderEdit(<CommercialEditScreen />, '/prestataire/5/commercial/modification');
    await userEvent.type(screen.getByLabelText('E-mail du contact 1'), 'julie@');
    await userEvent.type(screen.getByLabelText('Site web'), 'www.exemple.be');
    await save();
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getByRole('link', { name: summaryEntry('Adresse e-mail invalide.') })).toBeVisible();
    expect(screen.getByLabelText('E-mail du contact 1')).toHaveAccessibleDescription('Adresse e-mail invalide.');
    expect(screen.getByLabelText('Site web')).toHaveAccessibleDescription(/Adresse web invalide/);
    expect(updates()).toHaveLength(0);
  });

  it('sends no address while the box is unticked, and the contacts as the schema reads them', async () => {
    const { updates, save } = await renderEdit(<CommercialEditScreen />, '/prestataire/5/commercial/modification');
    await userEvent.type(screen.getByLabelText('Site web'), 'https://www.exemple.be');
    await save();
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]).toEqual({
      version: 4,
      DenominationCommercialeLongue: null,
      SiteWeb: 'https://www.exemple.be',
      ProfilLinkedIn: null,
      MailContact: null,
      ContactsCommerciaux: [{ nom: 'Julie Lenoir', email: null, telephone: null }],
      AdresseCommerciale: null,
    });
  });
});
