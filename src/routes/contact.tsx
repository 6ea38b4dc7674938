import { createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { parseNumericId } from '../../domain/schemas/params';
import { contactDetailQuery } from '../api/contacts/contacts';
import { isRefusal } from '../api/errors';
import { appRoute } from './app';
import type { RouterContext } from './context';
import { pageTitle } from './page-title';
import { parseContactAddSearch } from '../screens/contacts/add-search';
import { parseContactListSearch } from '../screens/contacts/list-search';
import { refusedHome } from './refused-home';
import { loadCatalogues } from '../i18n';

/** Spec section 2, /contact: the contacts list, add, and a contact's detail (summary, modifier). */
export const contactRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'contact',
  loader: () => loadCatalogues('contacts', 'dossiers'),
  component: Outlet,
});

export const contactListRoute = createRoute({
  getParentRoute: () => contactRoute,
  path: '/',
  validateSearch: parseContactListSearch,
  head: () => pageTitle('contacts:titles.list'),
  component: lazyRouteComponent(() => import('../screens/contacts/ContactListScreen'), 'ContactListScreen'),
});

export const contactAddRoute = createRoute({
  getParentRoute: () => contactRoute,
  path: 'add',
  validateSearch: parseContactAddSearch,
  head: () => pageTitle('contacts:titles.add'),
  component: lazyRouteComponent(() => import('../screens/contacts/ContactAddScreen'), 'ContactAddScreen'),
});

/**
 * "A failed contact load redirects home" (spec section 8), as a refused or missing one; a non-numeric id
 * goes home too (spec section 5).
 */
async function loadContact({ context, params, preload }: { context: RouterContext; params: { contactId: string }; preload?: boolean }) {
  try {
    return await context.queryClient.ensureQueryData(contactDetailQuery(Number(params.contactId)));
  } catch (error) {
    if (isRefusal(error)) refusedHome('contact', { preload });
    throw error;
  }
}

export const contactDetailRoute = createRoute({
  getParentRoute: () => contactRoute,
  path: '$contactId',
  params: {
    parse: ({ contactId }: { contactId: string }) => {
      const id = parseNumericId(contactId);
      if (id === null) throw redirect({ to: '/' });
      return { contactId: String(id) };
    },
  },
  loader: loadContact,
  head: ({ loaderData }) =>
    loaderData ? pageTitle('contacts:titles.detail', { nom: `${loaderData.Prenom} ${loaderData.Nom}` }) : pageTitle('contacts:titles.unknown'),
  component: Outlet,
});

export const contactSummaryRoute = createRoute({
  getParentRoute: () => contactDetailRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../screens/contacts/ContactSummaryScreen'), 'ContactSummaryScreen'),
});

export const contactEditRoute = createRoute({
  getParentRoute: () => contactDetailRoute,
  path: 'modifier',
  component: lazyRouteComponent(() => import('../screens/contacts/ContactEditScreen'), 'ContactEditScreen'),
});

export const contactRouteTree = contactRoute.addChildren([contactListRoute, contactAddRoute, contactDetailRoute.addChildren([contactSummaryRoute, contactEditRoute])]);
