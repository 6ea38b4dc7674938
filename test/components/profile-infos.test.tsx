import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactData } from '../../src/api/profile/my-contact';
import { InfosTab } from '../../src/screens/profile/InfosTab';
import { connectedSession } from '../support/session';
import { renderInApp } from '../support/render-in-app';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(status < 300 ? { result: body } : body), { status, headers: { 'content-type': 'application/json' } });

const CONTACT: ContactData = { id: 1, Email: 'pierre.martin@demo.example', NomUtilisateur: 'demo.presta', Prenom: 'Pierre', Nom: 'Martin', ProfilLinkedIn: null, ReceptionEmail: true };

/** The tab over a fake API: the contact's read answers CONTACT, its update what `updated` gives for the body sent. */
async function renderInfos(updated: (body: Record<string, unknown>) => Response = (body) => json({ ...CONTACT, ...body })) {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/contacts/1') return json(CONTACT);
    if (path === '/api/contacts/1/update') return updated(JSON.parse(String(init!.body)));
    return json({}, 500);
  });
  const { actor } = await connectedSession();
  await renderInApp(<InfosTab />, { session: actor });
  await screen.findByLabelText('Prénom');
  const updates = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/update')).map(([, init]) => JSON.parse(String(init!.body)));
  return { updates };
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
    expect(updates()[0]).toMatchObject({ Nom: 'Martin-Leroy', ReceptionEmail: false, Email: CONTACT.Email });
  });

  it("shows the server's refusal under the field concerned", async () => {
    const message = 'Cette adresse e-mail est déjà utilisée.';
    await renderInfos(() => json({ code: 'ValidationError', message: 'Certaines données sont invalides.', fields: [{ field: 'Email', message }] }, 400));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Adresse e-mail')).toHaveFocus();
  });

  it('changes the password only when typed twice alike, 8 to 30 characters', async () => {
    const { updates } = await renderInfos();
    await userEvent.type(password(), 'court');
    await userEvent.type(confirmation(), 'court');
    await changePassword();
    expect(await screen.findByText('Le mot de passe doit contenir entre 8 et 30 caractères.')).toBeVisible();
    await userEvent.clear(password());
    await userEvent.type(password(), 'Nouveau-2026!');
    await userEvent.clear(confirmation());
    await userEvent.type(confirmation(), 'Nouveau-2027!');
    await changePassword();
    expect(await screen.findByText('Les deux mots de passe ne correspondent pas.')).toBeVisible();
    expect(updates()).toHaveLength(0);
    await userEvent.clear(confirmation());
    await userEvent.type(confirmation(), 'Nouveau-2026!');
    await changePassword();
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]).toMatchObject({ newPassword: 'Nouveau-2026!' });
    // The new password is not kept on the screen once changed.
    await waitFor(() => expect(password()).toHaveValue(''));
  });
});
