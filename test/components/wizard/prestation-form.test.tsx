import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrestationStep } from '../../../src/screens/wizard/PrestationStep';
import { clearStoredSession, storeToken } from '../../../src/api/token-store';
import { connectedSession } from '../../support/session';
import { renderInApp } from '../../support/render-in-app';
import { dossierAtPrestation, InWizard, recordingFlow } from './fixtures';

async function renderPrestation() {
  const { actor } = await connectedSession();
  // The API client sends nothing without a session's token.
  storeToken({ access_token: 'jeton', expires_at: '2999-01-01T00:00:00Z' });
  const flow = recordingFlow();
  const fetch = vi.spyOn(globalThis, 'fetch');
  await renderInApp(
    <InWizard dossier={dossierAtPrestation()} flow={flow}>
      <PrestationStep />
    </InWizard>,
    { session: actor },
  );
  return { flow, fetch };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Intitulé'), 'Audit numérique');
  for (const label of ['Objectif général', 'Valeur ajoutée pour le bénéficiaire', 'Planning']) await userEvent.type(screen.getByLabelText(label), 'Texte');
  await userEvent.type(screen.getByLabelText('Début estimé'), '2026-05-01');
  await userEvent.type(screen.getByLabelText('Fin estimée'), '2026-06-01');
  await userEvent.type(screen.getByLabelText('Nombre de jours'), '12,5');
}

afterEach(() => {
  vi.restoreAllMocks();
  clearStoredSession();
});

describe('the prestation step form', () => {
  it('takes the focus to its heading when the step appears', async () => {
    await renderPrestation();
    expect(screen.getByRole('heading', { name: 'Prestation' })).toHaveFocus();
  });

  it('says in French under each empty field what is missing, and sends nothing', async () => {
    const { fetch, flow } = await renderPrestation();
    await save();
    for (const label of ['Intitulé', 'Objectif général', 'Valeur ajoutée pour le bénéficiaire', 'Début estimé', 'Fin estimée', 'Planning', 'Nombre de jours']) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Ce champ est obligatoire.'));
    }
    expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(7);
    expect(fetch).not.toHaveBeenCalled();
    expect(flow.next).not.toHaveBeenCalled();
  });

  it('checks the number of days, then the period, with the payload schema', async () => {
    const { fetch } = await renderPrestation();
    await fillValid();
    await userEvent.clear(screen.getByLabelText('Fin estimée'));
    await userEvent.type(screen.getByLabelText('Fin estimée'), '2026-04-01');
    await userEvent.clear(screen.getByLabelText('Nombre de jours'));
    await userEvent.type(screen.getByLabelText('Nombre de jours'), 'douze');
    await save();
    expect(screen.getByLabelText('Nombre de jours')).toHaveAccessibleDescription(expect.stringContaining('Nombre de jours invalide'));
    // The period is the whole payload's rule: checked once every field is valid.
    await userEvent.clear(screen.getByLabelText('Nombre de jours'));
    await userEvent.type(screen.getByLabelText('Nombre de jours'), '12');
    await save();
    expect(screen.getByLabelText('Fin estimée')).toHaveAccessibleDescription('La fin estimée ne peut pas précéder le début estimé.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts the server's 400 field messages under their fields", async () => {
    const { fetch, flow } = await renderPrestation();
    fetch.mockResolvedValue(
      new Response(JSON.stringify({ code: 'ValidationError', message: 'Certaines données sont invalides.', fields: [{ field: 'titre', message: 'Ce titre est déjà utilisé.' }] }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await fillValid();
    await save();
    await waitFor(() => expect(screen.getByLabelText('Intitulé')).toHaveAccessibleDescription('Ce titre est déjà utilisé.'));
    expect(screen.getByLabelText('Intitulé')).toHaveFocus();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/dossiers/12/configure-prestation');
    expect(JSON.parse(String(init?.body))).toMatchObject({ titre: 'Audit numérique', nombreJours: 12.5, dateDebutEstimee: '2026-05-01', version: 3, sousTraitants: [] });
    expect(flow.next).not.toHaveBeenCalled();
  });
});
