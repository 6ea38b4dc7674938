import { redirect } from '@tanstack/react-router';
import { parseNumericId } from '../../domain/schemas/params';
import type { ActionName } from '../../domain/permissions';
import { mayActInOrganisation } from '../../machines/access/organisationActions';
import { organisationDetailQuery } from '../api/organisations/detail';
import { isRefusal } from '../api/errors';
import type { RouterContext } from './context';
import { pageTitle } from './page-title';
import { sessionCaller } from './wizard-paths';
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

/** Whether the session's contact may take every one of these actions in the organisation (spec section 6, mayActInOrganisation). */
export function sessionMayAct(context: RouterContext, organisationId: number, actions: readonly ActionName[]): boolean {
  const caller = sessionCaller(context.session.getSnapshot().context);
  return caller !== null && actions.every((action) => mayActInOrganisation(caller, organisationId, action));
}
