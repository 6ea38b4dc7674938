import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrestationStep } from '../../../src/screens/wizard/PrestationStep';
import { connectedSession } from '../../support/session';
import { renderInApp } from '../../support/render-in-app';
import { dossierAtPrestation, InWizard, recordingFlow } from './fixtures';

async function renderPrestation(dossier = dossierAtPrestation()) {
  const { actor } = await connectedSession();
  const flow = recordingFlow();
  const fetch = vi.spyOn(globalThis, 'fetch');
  await renderInApp(
    <InWizard dossier={dossier} flow={flow}>
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
  await userEvent.type(screen.getByLabelText('Début estimé'), '01/05/2026');
  await userEvent.type(screen.getByLabelText('Fin estimée'), '01/06/2026');
  await userEvent.type(screen.getByLabelText('Nombre de jours'), '12,5');
}

afterEach(() => vi.restoreAllMocks());

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
    await userEvent.type(screen.getByLabelText('Fin estimée'), '01/04/2026');
    await userEvent.clear(screen.getByLabelText('Nombre de jours'));
    await userEvent.type(screen.getByLabelText('Nombre de jours'), 'douze');
    await save();
    expect(screen.getByLabelText('Nombre de jours')).toHaveAccessibleDescription(expect.stringContaining('Nombre de jours invalide'));
    // The period is the whole payload's rule: checked once every field is valid.
    await userEvent.clear(screen.getByLabelText('Nombre de jours'));
    await userEvent.type(screen.getByLabelText('Nombre de jours'), '12');
    await save();
    expect(screen.getByLabelText('Fin estimée')).toHaveAccessibleDescription(expect.stringContaining('La fin estimée ne peut pas précéder le début estimé.'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for days as jj/mm/aaaa in text fields, whatever the browser language, and says when a day does not exist', async () => {
    const { fetch } = await renderPrestation();
    for (const label of ['Début estimé', 'Fin estimée']) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('type', 'text');
      expect(field).toHaveAttribute('inputmode', 'numeric');
      expect(field).toHaveAttribute('placeholder', 'jj/mm/aaaa');
      expect(field).toHaveAccessibleDescription(expect.stringContaining('jj/mm/aaaa'));
    }
    await fillValid();
    await userEvent.clear(screen.getByLabelText('Début estimé'));
    await userEvent.type(screen.getByLabelText('Début estimé'), '31/02/2026');
    await save();
    expect(screen.getByLabelText('Début estimé')).toHaveAccessibleDescription(expect.stringContaining("Cette date n'existe pas"));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the saved days back as jj/mm/aaaa and the days as typed', async () => {
    const dossier = dossierAtPrestation();
    dossier.prestation = { ...dossier.prestation, dateDebutEstimee: '2026-05-01', dateFinEstimee: '2026-06-30', nombreJours: 12.5 };
    await renderPrestation(dossier);
    expect(screen.getByLabelText('Début estimé')).toHaveValue('01/05/2026');
    expect(screen.getByLabelText('Fin estimée')).toHaveValue('30/06/2026');
    expect(screen.getByLabelText('Nombre de jours')).toHaveValue('12,5');
  });

  it('counts days by half days, as its hint says', async () => {
    const { fetch } = await renderPrestation();
    const days = screen.getByLabelText('Nombre de jours');
    expect(days).toHaveAccessibleDescription('Par demi-journées, de 0,5 à 999 (par exemple 12,5).');
    await fillValid();
    await userEvent.clear(days);
    await userEvent.type(days, '12,3');
    await save();
    expect(days).toHaveAccessibleDescription(expect.stringContaining('Nombre de jours invalide : par demi-journées'));
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
    expect(screen.getByTestId('error-summary')).toHaveFocus();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/dossiers/12/configure-prestation');
    expect(JSON.parse(String(init?.body))).toMatchObject({ titre: 'Audit numérique', nombreJours: 12.5, dateDebutEstimee: '2026-05-01', version: 3, sousTraitants: [] });
    expect(flow.next).not.toHaveBeenCalled();
  });

  it('adds a subcontractor of the platform, one of the company register and one typed as is, and sends them', async () => {
    const { fetch, flow } = await renderPrestation();
    fetch.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/organisations/search-sous-traitant') {
        const result = [
          { id: 7, nom: 'Verrerie Wallonne SA', NumeroBCE: '0400378485', localite: 'Charleroi' },
          { id: null, nom: 'Boulangerie Lemaire SRL', NumeroBCE: '0442796189', localite: 'Tournai' },
        ];
        return new Response(JSON.stringify({ result }), { headers: { 'content-type': 'application/json' } });
      }
      return new Response(JSON.stringify({ result: {} }), { headers: { 'content-type': 'application/json' } });
    });
    await fillValid();
    const search = screen.getByLabelText('Rechercher un sous-traitant');
    await userEvent.type(search, 'Bo');
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter Verrerie Wallonne SA comme sous-traitant' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter Boulangerie Lemaire SRL comme sous-traitant' }));
    expect(screen.getByRole('button', { name: 'Ajouter Boulangerie Lemaire SRL comme sous-traitant' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter « Bo » tel quel' }));
    await save();
    await waitFor(() => expect(flow.next).toHaveBeenCalled());
    const saved = fetch.mock.calls.find(([url]) => String(url).endsWith('/configure-prestation'))!;
    expect(JSON.parse(String(saved[1]?.body)).sousTraitants).toEqual([{ organisationId: 7, nom: 'Verrerie Wallonne SA' }, { nom: 'Boulangerie Lemaire SRL' }, { nom: 'Bo' }]);
  });
});
