import { redirect } from '@tanstack/react-router';
import { parseNumericId } from '../../domain/schemas/params';
import { dossierDetailQuery } from '../api/dossiers/detail';
import { isRefusal } from '../api/errors';
import type { RouterContext } from './context';
import { pageTitle } from './page-title';
import { refusedHome } from './refused-home';

/** The detail routes' {dossierId}: a non-numeric, zero or missing id goes home (spec section 2). */
export const dossierIdParams = {
  parse: ({ dossierId }: { dossierId: string }) => {
    const id = parseNumericId(dossierId);
    if (id === null) throw redirect({ to: '/' });
    return { dossierId: String(id) };
  },
};

/**
 * "The dossier must load": a dossier refused or not found (403, 404) sends home, told why; any other failure is left to
 * the route's error screen, which offers to try again, rather than passing for a missing dossier.
 */
export async function loadDossierDetail({ context, params, preload }: { context: RouterContext; params: { dossierId: string }; preload?: boolean }) {
  try {
    return await context.queryClient.ensureQueryData(dossierDetailQuery(Number(params.dossierId)));
  } catch (error) {
    if (isRefusal(error)) refusedHome('dossier', { preload });
    throw error;
  }
}

/** "Dossier CE-2026-00030": the reference once loaded (an error screen has none). */
export function dossierTitle(dossier: { reference: string } | undefined) {
  return dossier ? pageTitle('layout:titles.dossier', { reference: dossier.reference }) : pageTitle('layout:titles.dossierUnknown');
}
