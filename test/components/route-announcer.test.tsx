import { describe, expect, it } from 'vitest';
import { useState, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { RouteAnnouncer } from '../../src/layout/RouteAnnouncer';

/** Two pages with a heading each, the second naming the tab through its route's `head` as the app's routes do. */
function twoPages(second: () => ReactNode) {
  const root = createRootRoute({
    component: () => (
      <>
        <RouteAnnouncer />
        <main id="contenu" tabIndex={-1}>
          <Outlet />
        </main>
      </>
    ),
  });
  const first = createRoute({ getParentRoute: () => root, path: '/', head: () => ({ meta: [{ title: 'Accueil' }] }), component: () => <h1>Accueil</h1> });
  const suite = createRoute({ getParentRoute: () => root, path: '/suite', head: () => ({ meta: [{ title: 'Suite du dossier' }] }), component: second });
  const router = createRouter({ routeTree: root.addChildren([first, suite]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  // Goes to the second page as a link does (the app's typed links know only the app's own routes).
  const goToSuite = async () => {
    await screen.findByRole('heading', { level: 1, name: 'Accueil' });
    router.history.push('/suite');
  };
  return { next: goToSuite };
}

describe('RouteAnnouncer', () => {
  it('leaves the first page alone, then gives the new page’s heading the focus and says its title politely', async () => {
    const { next } = twoPages(() => <h1>Suite</h1>);
    await screen.findByRole('heading', { level: 1, name: 'Accueil' });
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(document.activeElement).toBe(document.body);
    await next();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Suite' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('status')).toHaveTextContent('Suite du dossier');
  });

  it('keeps the focus where the new page put it on purpose (a wizard’s step title)', async () => {
    const { next } = twoPages(() => (
      <>
        <h1>Suite</h1>
        <h2 tabIndex={-1} ref={(step) => step?.focus()}>
          Étape 2
        </h2>
      </>
    ));
    await next();
    await screen.findByRole('heading', { level: 1, name: 'Suite' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Suite du dossier'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Étape 2' }));
  });

  it('waits for a heading drawn after the route settled (its data still loading)', async () => {
    let show: (() => void) | undefined;
    function Late() {
      const [ready, setReady] = useState(false);
      show = () => setReady(true);
      return ready ? <h1>Suite</h1> : <p>Chargement</p>;
    }
    const { next } = twoPages(() => <Late />);
    await next();
    await screen.findByText('Chargement');
    expect(screen.getByRole('status')).toHaveTextContent('');
    show!();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Suite' })));
    expect(screen.getByRole('status')).toHaveTextContent('Suite du dossier');
  });
});
