import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactWire } from '../../domain/wire/contacts';
import { InfosTab } from '../../src/screens/profile/InfosTab';
import { connectedSession } from '../support/session';
import { renderInApp } from '../support/render-in-app';
import { summaryEntry } from '../support/summary-entry';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(status < 300 ? { result: body } : body), { status, headers: { 'content-type': 'application/json' } });

const CONTACT: ContactWire = {
  id: 1,
  Email: 'pierre.martin@demo.example',
  NomUtilisateur: 'demo.presta',
  Prenom: 'Pierre',
  Nom: 'Martin',
  Telephone: null,
  Nationalite: 'BE',
  NumeroIdentification: '90020112305',
  AdresseId: 8,
  ProfilLinkedIn: null,
  ReceptionEmail: true,
  NotificationsDesactivees: [],
  BeneficiaireId: null,
  PhotoEmpreinteId: null,
  wp_connector_disabled: false,
  compte_valide: true,
  created_at: '2026-11-01T10:00:00Z',
  version: 3,
  adresse: { id: 8, typeAdresse: 1, nom: null, rue: 'Rue Haute', numero: '5', boite: null, codePostal: '1000', localite: 'Bruxelles', pays: 'BE' },
};

/** The tab over a fake API: the contact's read answers CONTACT, its update what `updated` gives for the body sent. */
async function renderInfos(updated: (body: Record<string, unknown>) => Response = () => json({ ...CONTACT, version: CONTACT.version + 1 }), contact: ContactWire = CONTACT) {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/contacts/1') return json(contact);
    if (path === '/api/contacts/1/update') return updated(JSON.parse(String(init!.body)));
    if (path === '/api/contacts/1/notification-preferences') return json({ ...contact, NotificationsDesactivees: JSON.parse(String(init!.body)).desactivees });
    return json({}, 500);
  });
  const { actor } = await connectedSession();
  await renderInApp(<InfosTab />, { session: actor });
  await screen.findByLabelText('Prénom');
  const bodiesTo = (suffix: string) => fetch.mock.calls.filter(([url]) => String(url).endsWith(suffix)).map(([, init]) => JSON.parse(String(init!.body)));
  return { updates: () => bodiesTo('/update'), preferences: () => bodiesTo('/notification-preferences') };
}

const password = () => screen.getByLabelText('Nouveau mot de passe');
const confirmation = () => screen.getByLabelText('Confirmez le nouveau mot de passe');
const changePassword = () => userEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));

afterEach(() => vi.restoreAllMocks());

describe('the infos tab', () => {
  it('shows my data and saves it, the e-mail notifications turned off', async () => {
    const { updates } = await renderInfos();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue(CONTACT.Email);
    const notifications = screen.getByRole('checkbox', { name: 'Recevoir les notifications par e-mail' });
    expect(notifications).toBeChecked();
    await userEvent.clear(screen.getByLabelText('Nom'));
    await userEvent.type(screen.getByLabelText('Nom'), 'Martin-Leroy');
    await userEvent.click(notifications);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    // The whole contact at the version read, its identity as stored, its address as a typed address.
    expect(updates()[0]).toEqual({
      Prenom: 'Pierre',
      Nom: 'Martin-Leroy',
      Email: CONTACT.Email,
      Telephone: '',
      Nationalite: 'BE',
      NumeroIdentification: '90020112305',
      adresse: { typeAdresse: 1, nom: '', rue: 'Rue Haute', numero: '5', boite: '', codePostal: '1000', localite: 'Bruxelles', pays: 'BE' },
      NomUtilisateur: 'demo.presta',
      ReceptionEmail: false,
      version: 3,
    });
  });

  it('sends the kinds of e-mail I turn off, and says the account messages are always sent', async () => {
    const { preferences } = await renderInfos(undefined, { ...CONTACT, NotificationsDesactivees: ['DOSSIER'] });
    const group = screen.getByRole('group', { name: 'Les e-mails que je reçois' });
    expect(group).toHaveTextContent(/Les e-mails de votre compte .* sont toujours envoyés/);
    const dossiers = screen.getByRole('checkbox', { name: /^La vie des dossiers/ });
    const liens = screen.getByRole('checkbox', { name: /^Les liens avec les organisations/ });
    expect(dossiers).not.toBeChecked();
    expect(liens).toBeChecked();
    await userEvent.click(dossiers);
    await userEvent.click(liens);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer mes notifications' }));
    await waitFor(() => expect(preferences()).toEqual([{ desactivees: ['LIEN'] }]));
  });

  it("shows the server's refusal under the field concerned", async () => {
    const message = 'Cette adresse e-mail est déjà utilisée.';
    await renderInfos(() => json({ code: 'ValidationError', message: 'Certaines données sont invalides.', fields: [{ field: 'Email', message }] }, 400));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('link', { name: summaryEntry(message) })).toBeVisible();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(message);
    // The error summary above the form takes the focus; its link leads to the field.
    expect(screen.getByTestId('error-summary')).toHaveFocus();
  });

  it('changes the password only when typed twice alike, 8 to 30 characters', async () => {
    const { updates } = await renderInfos();
    await userEvent.type(password(), 'court');
    await userEvent.type(confirmation(), 'court');
    await changePassword();
    expect(await screen.findByRole('link', { name: summaryEntry('Le mot de passe doit contenir entre 8 et 30 caractères.') })).toBeVisible();
    expect(password()).toHaveAccessibleDescription(/Le mot de passe doit contenir entre 8 et 30 caractères\./);
    await userEvent.clear(password());
    await userEvent.type(password(), 'Nouveau-2026!');
    await userEvent.clear(confirmation());
    await userEvent.type(confirmation(), 'Nouveau-2027!');
    await changePassword();
    expect(await screen.findByRole('link', { name: summaryEntry('Les deux mots de passe ne correspondent pas.') })).toBeVisible();
    expect(confirmation()).toHaveAccessibleDescription('Les deux mots de passe ne correspondent pas.');
    expect(updates()).toHaveLength(0);
    await userEvent.clear(confirmation());
    await userEvent.type(confirmation(), 'Nouveau-2026!');
    await changePassword();
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]).toMatchObject({ newPassword: 'Nouveau-2026!', Nom: 'Martin', version: 3, adresse: { rue: 'Rue Haute' } });
    // The new password is not kept on the screen once changed.
    await waitFor(() => expect(password()).toHaveValue(''));
  });
});

describe('the infos tab of a contact without an address', () => {
  it('checks the address like the server, and asks for it before a password change', async () => {
    const { updates } = await renderInfos(undefined, { ...CONTACT, AdresseId: null, adresse: null });
    expect(screen.queryByLabelText('Nouveau mot de passe')).toBeNull();
    expect(screen.getByText(/votre adresse est obligatoire/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(within(await screen.findByTestId('error-summary')).getAllByRole('link', { name: summaryEntry('Ce champ est obligatoire.') })).toHaveLength(4);
    expect(screen.getByLabelText('Rue')).toHaveAttribute('aria-invalid', 'true');
    expect(updates()).toHaveLength(0);
  });
});
