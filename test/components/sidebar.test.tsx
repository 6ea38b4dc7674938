import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sidebar } from '../../src/layout/Sidebar';
import { AppLayout } from '../../src/layout/AppLayout';
import { connectedSession } from '../support/session';
import { renderInApp } from '../support/render-in-app';
import { Droit } from '../../domain/droits';

const ALL_PATHS = ['/', '/dossiers', '/labellisation', '/beneficiaire', '/cheques', '/contact'];

async function menuLabels(droitId: number, paths = ALL_PATHS) {
  const { actor } = await connectedSession();
  await renderInApp(<Sidebar id="menu" droitId={droitId} shrunk={false} onToggle={() => {}} drawerOpen={false} onCloseDrawer={() => {}} />, { session: actor, paths });
  const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent?.trim());
}

describe('Sidebar', () => {
  it('gives everyone Home, Dossiers chèques and Contact, and the guide link', async () => {
    expect(await menuLabels(Droit.Beneficiaire)).toEqual(['Accueil', 'Dossiers chèques', 'Contact', 'Comment ça marche ? (nouvel onglet)']);
  });

  it('adds Dossiers label, the beneficiaries list and Cheques for a provider', async () => {
    expect(await menuLabels(Droit.Prestataire)).toEqual([
      'Accueil',
      'Dossiers chèques',
      'Dossiers label',
      'Liste des bénéficiaires',
      'Chèques',
      'Contact',
      'Comment ça marche ? (nouvel onglet)',
    ]);
  });

  it('shows an entry only once its screen exists', async () => {
    expect(await menuLabels(Droit.Prestataire, ['/', '/cheques'])).toEqual(['Accueil', 'Chèques', 'Comment ça marche ? (nouvel onglet)']);
  });

  it('opens the guide in a new tab on the content site', async () => {
    const { actor } = await connectedSession();
    await renderInApp(<Sidebar id="menu" droitId={Droit.Beneficiaire} shrunk={false} onToggle={() => {}} drawerOpen={false} onCloseDrawer={() => {}} />, { session: actor });
    const guide = await screen.findByRole('link', { name: /Comment ça marche/ });
    expect(guide).toHaveAttribute('href', 'https://contenu.example/comment-ca-marche');
    expect(guide).toHaveAttribute('target', '_blank');
  });
});

describe('AppLayout sidebar shrink and sub-menu', () => {
  it('persists the shrink state in localStorage across renders', async () => {
    const { actor } = await connectedSession();
    const first = await renderInApp(<AppLayout />, { session: actor });
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(nav).toHaveAttribute('data-shrunk', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Réduire le menu' }));
    expect(nav).toHaveAttribute('data-shrunk', 'true');
    expect(localStorage.getItem('menu_shrunk')).toBe('true');
    first.unmount();

    await renderInApp(<AppLayout />, { session: actor });
    expect(await screen.findByRole('navigation', { name: 'Menu principal' })).toHaveAttribute('data-shrunk', 'true');
    expect(screen.getByRole('button', { name: 'Déployer le menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a sub-menu only where the route declares one', async () => {
    const { actor } = await connectedSession();
    const plain = await renderInApp(<AppLayout />, { session: actor });
    await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(screen.queryByRole('navigation', { name: 'Sous-menu' })).toBeNull();
    plain.unmount();
    await renderInApp(<AppLayout />, { session: actor, staticData: { subMenu: [{ labelKey: 'layout:menu.home', to: '/' }] } });
    const sub = await screen.findByRole('navigation', { name: 'Sous-menu' });
    expect(within(sub).getByRole('link', { name: 'Accueil' })).toBeInTheDocument();
  });
});

describe('AppLayout menu drawer (narrow screens)', () => {
  it('opens from the menu button into the menu, closes on Escape back to the button, and on a chosen entry', async () => {
    const { actor } = await connectedSession();
    await renderInApp(<AppLayout />, { session: actor, paths: ['/', '/dossiers'] });
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-controls', nav.id);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-open', 'true');
    expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.click(within(nav).getByRole('link', { name: 'Dossiers chèques' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('data-open', 'false');
  });
});
