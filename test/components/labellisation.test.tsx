import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatutDemandeLabellisation, TypeDemandeLabellisation } from '../../domain/labellisation';
import type { DemandeActions as Actions, DemandeDetail, DemandeItem } from '../../domain/wire/labellisation';
import { CreateDemandeScreen } from '../../src/screens/labellisation/CreateDemandeScreen';
import { DemandeActions } from '../../src/screens/labellisation/DemandeActions';
import { SubmissionScreen } from '../../src/screens/labellisation/SubmissionScreen';
import { connectedSession } from '../support/session';
import { renderInApp } from '../support/render-in-app';
import { withModalDialogs } from '../support/modal-dialogs';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(status < 300 ? { result: body } : body), { status, headers: { 'content-type': 'application/json' } });

const demande = (id: number, reference: string, type: DemandeItem['type'], typeLibelle: string): DemandeItem => ({
  id,
  reference,
  organisation: { id: 1, nom: 'Conseil & Transition SRL' },
  type,
  typeLibelle,
  thematique: type === TypeDemandeLabellisation.ACCES_SYSTEME ? null : { id: 4, libelle: 'Transformation numérique', contexteRestreint: false },
  statut: StatutDemandeLabellisation.EN_INTRODUCTION,
  statutLibelle: 'En introduction',
  decision: null,
  decisionLibelle: null,
  renouvellement: null,
  soumiseLe: null,
  traiteeLe: null,
  createdAt: '2026-11-20T10:00:00Z',
  version: 1,
  manquants: [],
  expert: null,
  competences: [],
});

const THEMATIC_ACCESS = demande(5, 'LAB-2026-000005', TypeDemandeLabellisation.ACCES_THEMATIQUE, 'Accès thématique');
const RECOGNITION = demande(4, 'LAB-2026-000004', TypeDemandeLabellisation.RECONNAISSANCE, 'Reconnaissance thématique');
const ALONE = "Une demande d'accès thématique ne peut pas être soumise seule : soumettez-la avec la reconnaissance à laquelle elle se rapporte.";

withModalDialogs();
afterEach(() => vi.restoreAllMocks());

/** The submission wizard over a fake API whose verification refuses a thematic access alone. */
async function renderSubmission() {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname;
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    if (path === '/api/labellisation/prestataires/1') return json({ organisation: { id: 1, nom: 'Conseil & Transition SRL' }, labels: [], enCours: 2, actions: { list: true, view: true, create: true, submit: true } });
    if (path === '/api/labellisation/prestataires/1/demandes/list') return json({ items: [THEMATIC_ACCESS, RECOGNITION], total: 2, page: 1, perPage: 100 });
    if (path === '/api/labellisation/prestataires/1/soumissions/verification') return json({ problemes: body.demandeIds.includes(RECOGNITION.id) ? [] : [ALONE] });
    return json({ code: 'unexpected' }, 500);
  });
  const { actor } = await connectedSession();
  await renderInApp(<SubmissionScreen />, { session: actor, paths: ['/labellisation/prestataire/$prestataireId/recognition-requests-submission'], at: '/labellisation/prestataire/1/recognition-requests-submission' });
  await screen.findByRole('checkbox', { name: /LAB-2026-000005/ });
  const calls = (suffix: string) => fetch.mock.calls.filter(([url]) => String(url).endsWith(suffix));
  return { calls };
}

describe('the submission wizard', () => {
  it('checks the selection with the server and shows each problem in French, staying on the selection', async () => {
    const { calls } = await renderSubmission();
    await userEvent.click(screen.getByRole('checkbox', { name: /LAB-2026-000005/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier et continuer' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(ALONE);
    expect(screen.getByRole('button', { name: 'Vérifier et continuer' })).toBeInTheDocument();
    expect(calls('/soumissions')).toHaveLength(0);
  });

  it('goes on to the confirmation once the selection holds, and submits only after asking', async () => {
    const { calls } = await renderSubmission();
    await userEvent.click(screen.getByRole('checkbox', { name: /LAB-2026-000005/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /LAB-2026-000004/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier et continuer' }));
    expect(await screen.findByText('Vous allez soumettre 2 demandes ensemble :')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Confirmation');
    await userEvent.click(screen.getByRole('button', { name: 'Soumettre' }));
    expect(await screen.findByRole('dialog', { name: 'Soumettre 2 demandes ?' })).toBeInTheDocument();
    expect(calls('/soumissions')).toHaveLength(0);
  });
});

const NONE: Actions = { cancel: false, answerDrc: false, giveOpinion: false, openDrc: false, validate: false, refuse: false, closeWithoutFollowUp: false, archive: false };

function detail(actions: Partial<Actions>): DemandeDetail {
  return { ...RECOGNITION, id: 42, reference: 'LAB-2026-000042', version: 3, statut: StatutDemandeLabellisation.EN_EXAMEN, statutLibelle: 'En examen', commentaire: 'Texte', references: 'Missions', contactAssigne: null, documents: [], peutCompleter: false, historique: [], avis: [], actions: { ...NONE, ...actions } };
}

async function renderActions(actions: Partial<Actions>) {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ code: 'InvalidTransition', message: "La demande n'est plus en examen." }, 409));
  const { actor } = await connectedSession();
  await renderInApp(<DemandeActions demande={detail(actions)} />, { session: actor });
  return { fetch };
}

describe('the actions of a request', () => {
  it('offers only the actions the server allows', async () => {
    await renderActions({ openDrc: true, validate: true, refuse: true, closeWithoutFollowUp: true });
    const section = await screen.findByRole('region', { name: 'Actions' });
    expect(within(section).getAllByRole('button').map((b) => b.textContent)).toEqual(['Demander des compléments (DRC)', 'Valider', 'Refuser', 'Clôturer sans suite']);
  });

  it('shows nothing when no action is allowed', async () => {
    await renderActions({});
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Actions' })).toBeNull());
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks for the justification before refusing, then posts it with the version read', async () => {
    const { fetch } = await renderActions({ refuse: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser la demande LAB-2026-000042 ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(await within(dialog).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Justification'), 'Aucune référence probante.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/labellisation\/demandes\/42\/refuse$/);
    expect(JSON.parse(String(init!.body))).toEqual({ texte: 'Aucune référence probante.', version: 3 });
  });

  it("asks a centre for Favorable or Défavorable with a comment, checked by the API's schema", async () => {
    const { fetch } = await renderActions({ giveOpinion: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Donner un avis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avis sur la demande LAB-2026-000042' });
    await userEvent.click(within(dialog).getByRole('button', { name: "Envoyer l'avis" }));
    const summary = await within(dialog).findByTestId('error-summary');
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(['Avis\u00a0: Choisissez un avis.', 'Commentaire\u00a0: Ce champ est obligatoire.']);
    expect(within(dialog).getByRole('radio', { name: 'Favorable' })).toHaveAttribute('id', within(summary).getByRole('link', { name: /Choisissez un avis\.$/ }).getAttribute('href')!.slice(1));
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Défavorable' }));
    await userEvent.type(within(dialog).getByLabelText('Commentaire'), 'Pas de mission dans ce domaine.');
    await userEvent.click(within(dialog).getByRole('button', { name: "Envoyer l'avis" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ avis: 2, commentaire: 'Pas de mission dans ce domaine.', version: 3 });
  });
});

describe('the renewal of a label', () => {
  const label = (expireLe: string, renouvelableDes: string) => ({
    id: 7,
    organisationId: 1,
    type: TypeDemandeLabellisation.RECONNAISSANCE,
    typeLibelle: 'Reconnaissance thématique',
    thematique: { id: 1, libelle: 'Stratégie et développement' },
    statut: 1,
    statutLibelle: 'Valide',
    accordeLe: '2024-01-14',
    expireLe,
    renouvelableDes,
  });

  /** The creation wizard on ?renouveler=7, over a fake API; answers the body the creation posted. */
  async function renderRenewal(labels: unknown[]) {
    const posted: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname;
      if (path === '/api/labellisation/prestataires/1') return json({ organisation: { id: 1, nom: 'Conseil & Transition SRL' }, labels, enCours: 0, actions: { list: true, view: true, create: true, submit: true } });
      if (path === '/api/labellisation/thematiques') return json([{ id: 1, code: 'STRATEGIE', libelle: 'Stratégie et développement', contexteRestreint: false }]);
      if (path === '/api/labellisation/prestataires/1/demandes') {
        posted.push(JSON.parse(String(init!.body)));
        return json({ ...RECOGNITION, id: 9, reference: 'LAB-2026-000009', commentaire: 'x', historique: [], avis: [], actions: NONE }, 201);
      }
      return json({ code: 'unexpected' }, 500);
    });
    const { actor } = await connectedSession();
    await renderInApp(<CreateDemandeScreen />, {
      session: actor,
      paths: ['/labellisation/prestataire/$prestataireId/create-recognition-request'],
      at: '/labellisation/prestataire/1/create-recognition-request?renouveler=7',
    });
    return posted;
  }

  it('renews a label in its window: its type and thematic fixed, the kind of renewal chosen', async () => {
    const today = new Date();
    const inDays = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const posted = await renderRenewal([label(inDays(30), inDays(-60))]);
    expect(await screen.findByRole('heading', { name: 'Renouvellement du label Reconnaissance thématique Stratégie et développement' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Accès au dispositif/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Renouvellement complet/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await userEvent.type(await screen.findByLabelText(/Commentaire/), 'Trois nouvelles missions.');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la demande' }));
    await screen.findByText(/La demande LAB-2026-000009 a été créée/);
    expect(posted).toEqual([{ type: 1, thematiqueId: 1, commentaire: 'Trois nouvelles missions.', labelId: 7, typeRenouvellement: 2 }]);
  });

  it('says so when the label is not in its window, and offers a new request instead', async () => {
    await renderRenewal([label('2030-01-01', '2029-10-03')]);
    expect(await screen.findByRole('alert')).toHaveTextContent("Ce label ne peut pas être renouvelé maintenant");
    expect(screen.getByRole('heading', { name: 'Nouvelle demande de labellisation' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Accès au dispositif/ })).toBeInTheDocument();
  });
});
