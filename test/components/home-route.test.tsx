import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { Droit, type DroitId } from '../../domain/droits';
import { homeRoute } from '../../src/routes/app';
import { recentDossiersQuery } from '../../src/api/dossiers/recent';
import { labellisationDashboardQuery } from '../../src/api/labellisation/dashboard';

/** The query keys home's route asks for before its screen mounts, for a session acting under `droitId`. */
async function keysAskedByHomeRoute(droitId: DroitId) {
  const queryClient = new QueryClient();
  const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
  const session = { getSnapshot: () => ({ context: { droitId } }) };
  const loader = homeRoute.options.loader as (context: unknown) => Promise<void>;
  await loader({ context: { session, queryClient } });
  return prefetch.mock.calls.map(([options]) => options.queryKey);
}

describe("home's route", () => {
  it("asks for the screen's recent dossiers under the screen's key, with the route, for the parties", async () => {
    expect(await keysAskedByHomeRoute(Droit.Prestataire)).toEqual([recentDossiersQuery().queryKey]);
  });

  it("asks for the desk's count alone for a centre, which has no dossiers", async () => {
    expect(await keysAskedByHomeRoute(Droit.CentreAvis)).toEqual([labellisationDashboardQuery().queryKey]);
  });

  it('asks for both for a manager, and for nothing for an issuer', async () => {
    expect(await keysAskedByHomeRoute(Droit.Gestionnaire)).toEqual([recentDossiersQuery().queryKey, labellisationDashboardQuery().queryKey]);
    expect(await keysAskedByHomeRoute(Droit.Emetteur)).toEqual([]);
  });
});
