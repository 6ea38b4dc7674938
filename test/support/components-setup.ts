import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { afterEach, vi } from 'vitest';
import { loadSignedInCatalogues } from '../../src/i18n';

// The screens' catalogues, which the app loads with its signed-in frame, are there before any test renders.
await loadSignedInCatalogues();

// jsdom has no layout: the router's scroll restoration has nothing to scroll.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Reduced motion makes react-hot-toast show and hide toasts by opacity, which tests can read.
window.matchMedia = ((query: string) => ({
  matches: query.includes('prefers-reduced-motion'),
  media: query,
  addEventListener: () => {},
  removeEventListener: () => {},
})) as unknown as typeof window.matchMedia;

// The files of a worker share its modules (vitest.config.ts): what one test leaves in a module's state, such as
// the toasts' store, is cleared before the next.
afterEach(() => {
  cleanup();
  toast.remove();
  localStorage.clear();
});
