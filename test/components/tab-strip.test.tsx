import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Link, RouterProvider } from '@tanstack/react-router';
import { TAB_CLASS, TabOutlet, TabStrip } from '../../src/layout/TabStrip';

/** A strip of three tabs, opened at `at`; records on which tab the strip asked to be scrolled into view. */
function strip(at: string) {
  const scrolledTo: string[] = [];
  // jsdom lays nothing out and has no scrollIntoView: what the strip asks for is what is checked.
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolledTo.push(this.textContent ?? '');
  });
  const root = createRootRoute({
    component: () => (
      <>
        <TabStrip label="Onglets">
          {['/un', '/deux', '/trois'].map((path) => (
            <Link key={path} to={path} className={TAB_CLASS}>
              {path.slice(1)}
            </Link>
          ))}
        </TabStrip>
        <TabOutlet />
      </>
    ),
  });
  const tab = (path: string) => createRoute({ getParentRoute: () => root, path, component: () => <p>Panneau {path.slice(1)}</p> });
  const router = createRouter({ routeTree: root.addChildren(['/un', '/deux', '/trois'].map(tab)), history: createMemoryHistory({ initialEntries: [at] }) });
  render(<RouterProvider router={router} />);
  return { router, scrolledTo };
}

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('TabStrip', () => {
  it('brings the open tab into view when the page is reached by its address', async () => {
    const { scrolledTo } = strip('/trois');
    await screen.findByText('Panneau trois');
    await waitFor(() => expect(scrolledTo).toEqual(['trois']));
  });

  it('leaves a strip just opened on its first tab as it is (already in view), and follows the tabs opened after', async () => {
    const { router, scrolledTo } = strip('/un');
    await screen.findByText('Panneau un');
    expect(scrolledTo).toEqual([]);
    router.history.push('/deux');
    await screen.findByText('Panneau deux');
    await waitFor(() => expect(scrolledTo).toEqual(['deux']));
    router.history.push('/un');
    await screen.findByText('Panneau un');
    await waitFor(() => expect(scrolledTo).toEqual(['deux', 'un']));
  });
});
