import { describe, expect, it } from 'vitest';
import { useState, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { RouteAnnouncer } from '../../src/layout/RouteAnnouncer';

/** Two pages with a heading each, the second naming the tab through its route's `head` as the app's routes do. */
function twoPages(second: () => ReactNode) {
  const root = createRootRoute({
    component: () => (
      <>
        <RouteAnnouncer />
        <nav>
          <Link to="/suite">Suite</Link>
        </nav>
        <main id="contenu" tabIndex={-1}>
          <Outlet />
        </main>
      </>
    ),
  });
  const first = createRoute({ getParentRoute: () => root, path: '/', head: () => ({ meta: [{ title: 'Accueil' }] }), component: () => <h1>Accueil</h1> });
  const next = createRoute({ getParentRoute: () => root, path: '/suite', head: () => ({ meta: [{ title: 'Suite du dossier' }] }), component: second });
  const router = createRouter({ routeTree: root.addChildren([first, next]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteAnnouncer', () => {
  it('leaves the first page alone, then gives the new page’s heading the focus and says its title politely', async () => {
    twoPages(() => <h1>Suite</h1>);
    const link = await screen.findByRole('link', { name: 'Suite' });
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(link);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Suite' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('status')).toHaveTextContent('Suite du dossier');
  });

  it('keeps the focus where the new page put it on purpose (a wizard’s step title)', async () => {
    twoPages(() => (
      <>
        <h1>Suite</h1>
        <h2 tabIndex={-1} ref={(step) => step?.focus()}>
          Étape 2
        </h2>
      </>
    ));
    const link = await screen.findByRole('link', { name: 'Suite' });
    await userEvent.click(link);
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
    twoPages(() => <Late />);
    const link = await screen.findByRole('link', { name: 'Suite' });
    await userEvent.click(link);
    await screen.findByText('Chargement');
    expect(screen.getByRole('status')).toHaveTextContent('');
    show!();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Suite' })));
    expect(screen.getByRole('status')).toHaveTextContent('Suite du dossier');
  });
});
