import { redirect } from '@tanstack/react-router';
import { parseNumericId } from '../../domain/schemas/params';
import { organisationDetailQuery } from '../api/organisations/detail';
import { isRefusal } from '../api/errors';
import type { RouterContext } from './context';
import { pageTitle } from './page-title';
import { refusedHome } from './refused-home';

/**
 * The areas' {orgaId}: digits only, else home (spec section 5). Being numeric-only also keeps it from
 * catching the beneficiary area's own paths (add, porteurProjetAdd).
 */
export const orgaIdParams = {
  parse: ({ orgaId }: { orgaId: string }) => {
    const id = parseNumericId(orgaId);
    if (id === null) throw redirect({ to: '/' });
    return { orgaId: String(id) };
  },
};

/** The organisation must load: one the caller may not view (the API answers 404, or 403) sends home, told why. */
export async function loadOrganisation({ context, params, preload }: { context: RouterContext; params: { orgaId: string }; preload?: boolean }) {
  try {
    return await context.queryClient.ensureQueryData(organisationDetailQuery(Number(params.orgaId)));
  } catch (error) {
    if (isRefusal(error)) refusedHome('organisation', { preload });
    throw error;
  }
}

export function organisationTitle(organisation: { NomLong: string } | undefined) {
  return organisation ? pageTitle('organisations:titles.organisation', { nom: organisation.NomLong }) : pageTitle('organisations:titles.organisationUnknown');
}

/**
 * An editing screen (modification, commercial/modification): the session's links with the organisation, as the
 * server sent them, restored into the contact-link chart, must take EDIT_ORGANISATION (an Authority of a validated
 * link); anyone else goes home, told why.
 */
export async function requireOrganisationEdit({ context, params, preload }: { context: RouterContext; params: { orgaId: string }; preload?: boolean }) {
  // The chart loads with the editing screen's guard, not with the first page.
  const { linksEditOrganisation } = await import('../../machines/contactLink.state');
  if (!linksEditOrganisation(context.session.getSnapshot().context, Number(params.orgaId))) refusedHome('organisationAction', { preload });
}
