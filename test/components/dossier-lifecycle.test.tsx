import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DOSSIER_ACTIONS } from '../../machines/access/dossierActions';
import { DossierLifecycle } from '../../src/screens/statecharts/DossierLifecycle';
import { connectedSession } from '../support/session';
import { renderInApp } from '../support/render-in-app';
import { dossierAtPrestation } from './wizard/fixtures';

/** A dossier's lifecycle in the studio: what the signed-in user may do now, or why nothing. */
async function renderLifecycle(anciennePlateforme: boolean, { code = false, onSimulate = () => undefined }: { code?: boolean; onSimulate?: () => void } = {}) {
  const dossier = { ...dossierAtPrestation(), anciennePlateforme, actions: Object.fromEntries(DOSSIER_ACTIONS.map((action) => [action, action === 'view' || (!anciennePlateforme && action === 'cancel')])) };
  const { actor } = await connectedSession();
  await renderInApp(<DossierLifecycle dossier={dossier as never} changes={[]} steps={[]} problems={[]} code={code} onSimulate={onSimulate} />, { session: actor });
}

describe("a dossier's lifecycle in the studio", () => {
  it('says that a dossier of the older platform is read-only, and offers no event', async () => {
    await renderLifecycle(true);
    expect(await screen.findByRole('note')).toHaveTextContent("Ce dossier a été créé sur l'ancienne plateforme : il est consultable en lecture seule.");
    expect(screen.queryByText(/CANCEL_INTRODUCED/)).not.toBeInTheDocument();
  });

  it('lists the actions a dossier of this platform offers the user, in French, their events by code name only when asked', async () => {
    await renderLifecycle(false);
    expect(await screen.findByRole('listitem')).toHaveTextContent(/^Annuler$/);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await renderLifecycle(false, { code: true });
    expect(await screen.findByText('CANCEL_INTRODUCED')).toBeInTheDocument();
  });

  it("offers to simulate from the dossier's state", async () => {
    let asked = 0;
    await renderLifecycle(false, { onSimulate: () => void asked++ });
    (await screen.findByRole('button', { name: "Simuler à partir d'ici" })).click();
    expect(asked).toBe(1);
  });
});
