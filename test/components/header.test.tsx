import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '../../src/layout/Header';
import { useMenuDrawer } from '../../src/layout/menu-state';
import { connectedSession, PROVIDER_AND_BENEFICIARY } from '../support/session';
import { renderInApp } from '../support/render-in-app';
import { Droit } from '../../domain/droits';

/** The header as AppLayout renders it, with its drawer state. */
function TestHeader() {
  return <Header drawer={useMenuDrawer()} menuId="menu" />;
}

describe('Header', () => {
  it("shows the current right and the user's first and last name", async () => {
    const { actor } = await connectedSession();
    await renderInApp(<TestHeader />, { session: actor });
    expect(await screen.findByTestId('current-droit')).toHaveTextContent('Prestataire');
    expect(screen.getByTestId('user-name')).toHaveTextContent('Pierre Martin');
  });

  it('offers the other right held, not the current one, and Disconnect', async () => {
    const { actor } = await connectedSession();
    await renderInApp(<TestHeader />, { session: actor });
    await userEvent.click(await screen.findByRole('button', { name: /Menu utilisateur/ }));
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual(['Se connecter en tant que bénéficiaire', 'Se déconnecter']);
  });

  it('offers no swap to a user holding a single right', async () => {
    const { actor } = await connectedSession({ ...PROVIDER_AND_BENEFICIARY, user: { ...PROVIDER_AND_BENEFICIARY.user, droits: [Droit.Prestataire] } });
    await renderInApp(<TestHeader />, { session: actor });
    await userEvent.click(await screen.findByRole('button', { name: /Menu utilisateur/ }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Se déconnecter']);
  });

  it('swaps the right through the session, which goes Home and reloads', async () => {
    const { actor, swaps, effects } = await connectedSession();
    await renderInApp(<TestHeader />, { session: actor });
    await userEvent.click(await screen.findByRole('button', { name: /Menu utilisateur/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Se connecter en tant que bénéficiaire' }));
    await waitFor(() => expect(swaps).toEqual([Droit.Beneficiaire]));
    await waitFor(() => expect(effects.goHomeAndReload).toBe(1));
  });

  it('works with the keyboard: arrows move, Escape closes and gives focus back', async () => {
    const { actor, effects } = await connectedSession();
    await renderInApp(<TestHeader />, { session: actor });
    const button = await screen.findByRole('button', { name: /Menu utilisateur/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Se connecter en tant que bénéficiaire' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Se déconnecter' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(effects.logouts).toBe(1));
  });
});
