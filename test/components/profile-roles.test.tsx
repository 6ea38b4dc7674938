import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Droit } from '../../domain/droits';
import { TypeContact } from '../../domain/contact-types';
import { StatutValidationLien } from '../../domain/link-validation';
import { TypeOrganisation } from '../../domain/organisation-types';
import type { MyContact, MyIdentity } from '../../src/api/profile/my-identity';
import { RolesTab } from '../../src/screens/profile/RolesTab';
import { mayOpenProfileTab, PROFILE_TABS } from '../../src/screens/profile/tabs';
import { connectedSession } from '../support/session';
import { renderInApp } from '../support/render-in-app';
import { withModalDialogs } from '../support/modal-dialogs';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(status < 300 ? { result: body } : body), { status, headers: { 'content-type': 'application/json' } });

const me = (user: Partial<MyContact> = {}): MyIdentity => ({
  user: { id: 1, Prenom: 'Pierre', Nom: 'Martin', BeneficiaireId: null, porteur_projet_actif: false, droits: [{ id: Droit.Prestataire }, { id: Droit.Beneficiaire }], ...user },
  linked_organisations: [
    { id: 3, type_organisation_id: TypeOrganisation.PRESTATAIRE, nom: 'Conseil & Transition SRL', type_contact_id: TypeContact.AUTORITE, validation_status: StatutValidationLien.VALIDE, organisation_actif: true },
    { id: 9, type_organisation_id: TypeOrganisation.BENEFICIAIRE, nom: 'Menuiserie Dupont SRL', type_contact_id: TypeContact.REFERENCE, validation_status: StatutValidationLien.EN_ATTENTE, organisation_actif: true },
  ],
});

/** The roles tab over a fake API: whoami answers `identity`, and each other call what `answer` gives for its path. */
async function renderRoles(identity: MyIdentity, answer: (path: string, init?: RequestInit) => Response = () => json({}, 500)) {
  let current = identity;
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/auth/whoami') return json(current);
    if (path === '/api/auth/refreshLinkedOrganisations') return json({ access_token: 'jeton', expires_at: '2999-01-01T00:00:00Z', linked_organisations: [] });
    const response = answer(path, init);
    // What the server changed, whoami reads afterwards.
    if (response.ok && /porteur/i.test(path)) current = { ...current, user: (await response.clone().json()).result };
    return response;
  });
  const { actor } = await connectedSession();
  await renderInApp(<RolesTab />, { session: actor });
  await screen.findByRole('heading', { name: 'Mes droits' });
  const calls = (end: string) => fetch.mock.calls.filter(([url]) => String(url).endsWith(end));
  return { calls };
}

withModalDialogs();
afterEach(() => vi.restoreAllMocks());

describe('the roles tab', () => {
  it('lists the rights held, the current one marked', async () => {
    await renderRoles(me());
    const droits = within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);
    expect(droits).toEqual(['Prestataire (droit actuel)', 'Bénéficiaire']);
  });

  it('asks before taking the project-holder role, then shows it as an enabled switch', async () => {
    const { calls } = await renderRoles(me(), (path) => (path === '/api/contacts/1/addPorteur' ? json(me({ BeneficiaireId: 40, porteur_projet_actif: true }).user) : json({}, 500)));
    await userEvent.click(screen.getByRole('button', { name: 'Devenir porteur de projet' }));
    const dialog = screen.getByRole('dialog', { name: 'Devenir porteur de projet ?' });
    expect(calls('/addPorteur')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Devenir porteur de projet' }));
    const role = await screen.findByRole('switch', { name: 'Rôle porteur de projet actif' });
    expect(role).toBeChecked();
    expect(calls('/addPorteur')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('toggles the role held, and the switch says where it is', async () => {
    const held = me({ BeneficiaireId: 40, porteur_projet_actif: true });
    const { calls } = await renderRoles(held, (path) => {
      if (path.endsWith('/porteur/disable')) return json({ ...held.user, porteur_projet_actif: false });
      if (path.endsWith('/porteur/enable')) return json({ ...held.user, porteur_projet_actif: true });
      return json({}, 500);
    });
    const role = screen.getByRole('switch', { name: 'Rôle porteur de projet actif' });
    await userEvent.click(role);
    await waitFor(() => expect(role).not.toBeChecked());
    expect(role).toHaveAccessibleDescription(/organisation porteur de projet est désactivée/);
    expect(calls('/contacts/1/porteur/disable')).toHaveLength(1);
    await waitFor(() => expect(role).toBeEnabled());
    await userEvent.click(role);
    await waitFor(() => expect(role).toBeChecked());
    expect(calls('/contacts/1/porteur/enable')).toHaveLength(1);
  });

  it("shows the server's reason when the role cannot be taken", async () => {
    const message = 'Un numéro de registre national valide est nécessaire pour devenir porteur de projet.';
    await renderRoles(me(), () => json({ code: 'ValidationError', message: 'Certaines données sont invalides.', fields: [{ field: 'numeroIdentification', message }] }, 400));
    await userEvent.click(screen.getByRole('button', { name: 'Devenir porteur de projet' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Devenir porteur de projet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('lists my roles per organisation, a pending one as such, and deletes one only with a justification', async () => {
    const { calls } = await renderRoles(me(), (path) => (path.endsWith('/delete') ? json({}) : json({}, 500)));
    const pending = screen.getByRole('row', { name: /Menuiserie Dupont SRL/ });
    expect(pending).toHaveTextContent('Référence');
    expect(pending).toHaveTextContent('En attente de validation');
    await userEvent.click(within(pending).getByRole('button', { name: 'Supprimer le rôle Référence chez Menuiserie Dupont SRL' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer ce rôle ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer le rôle' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Ce champ est obligatoire.');
    expect(calls('/delete')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Justification'), 'Je ne travaille plus pour eux.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer le rôle' }));
    await waitFor(() => expect(calls('/delete')).toHaveLength(1));
    const [url, init] = calls('/delete')[0]!;
    expect(String(url)).toMatch(/\/api\/contacts\/1\/type\/2\/organisation\/9\/delete$/);
    expect(JSON.parse(String(init!.body))).toEqual({ reason: 'Je ne travaille plus pour eux.' });
  });
});

describe('the profile tabs', () => {
  it('offer labellisations to a provider session only', () => {
    const open = (droitId: number) => PROFILE_TABS.filter((tab) => mayOpenProfileTab(tab, droitId)).map((tab) => tab.path);
    expect(open(Droit.Prestataire)).toEqual(['infos', 'roles', 'organisations', 'labellisations']);
    expect(open(Droit.Beneficiaire)).toEqual(['infos', 'roles', 'organisations']);
    expect(open(Droit.Gestionnaire)).toEqual(['infos', 'roles', 'organisations']);
  });
});
