import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { statecharts } from 'virtual:statecharts';
import { machines, type MachineName } from '../../machines/index';
import { describeMachine } from '../../machines/chart/describe';
import { StatutDossier } from '../../domain/dossier-status';
import { EtapeEncodage } from '../../domain/encoding-steps';
import { NO_MARKS, StatechartDrawing } from '../../src/screens/statecharts/StatechartDrawing';
import { Simulator } from '../../src/screens/statecharts/Simulator';
import { searchChart } from '../../src/screens/statecharts/chart-search';
import { chartNames } from '../../src/screens/statecharts/chart-names';
import { StatePanel } from '../../src/screens/statecharts/StatePanel';
import { RuleChanges } from '../../src/screens/statecharts/RuleChanges';
import { toXStateJson } from '../../machines/chart/xstate-json';
import userEvent from '@testing-library/user-event';
import { dossierMarks } from '../../src/screens/statecharts/dossier-lifecycle';
import { statusChanges } from '../../machines/dossierStatus.replay';
import i18n from '../../src/i18n';

const names = Object.keys(machines) as MachineName[];
// A chart's first load lays out its machine (elkjs), slow on a busy machine: tests that load one wait longer (over 20 s seen under load).

describe.each(names)('the studio draws the %s machine', (name) => {
  it('with every state and every transition of the machine, laid out, and a French title', async () => {
    const chart = await statecharts[name].load();
    const { container } = render(<StatechartDrawing chart={chart} title={name} scale={1} marks={NO_MARKS} names={chartNames(chart, false)} onSelect={() => undefined} />);
    const described = describeMachine(machines[name]);
    const drawnStates = new Set([...container.querySelectorAll('[data-state]')].map((g) => g.getAttribute('data-state')));
    expect([...drawnStates].sort()).toEqual(described.states.map((s) => s.id).sort());
    const drawnTransitions = new Set([...container.querySelectorAll('[data-transition]')].map((g) => g.getAttribute('data-transition')));
    expect([...drawnTransitions].sort()).toEqual([...new Set(described.transitions.map((t) => t.id))].sort());
    // Every state has a box inside the drawing, every arrow at least a segment.
    for (const state of described.states) {
      const box = chart.boxes[state.id]!;
      expect(box.x + box.width).toBeLessThanOrEqual(chart.width);
      expect(box.y + box.height).toBeLessThanOrEqual(chart.height);
    }
    for (const arrow of chart.arrows) expect(arrow.points.length).toBeGreaterThanOrEqual(2);
    expect(i18n.t(`statecharts:machines.${name}`)).not.toBe(`machines.${name}`);
  }, 60_000);
});

describe('the live simulator', () => {
  // The runtime (every machine and the model tests' stand-ins) is a chunk of its own: its first load takes a while under load.
  const find = { timeout: 20_000 };

  it('runs the real machine: an edited contact type is refused by the guard, with its rule; back and restart', async () => {
    const user = userEvent.setup();
    const chart = await statecharts.contactLink.load();
    const marks: Array<{ current: Set<string>; taken: string[] }> = [];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Simulator name="contactLink" chart={chart} names={chartNames(chart, false)} start={null} onMarks={(m) => marks.push(m)} />
      </QueryClientProvider>,
    );
    expect((await screen.findByText('États actifs :', {}, find)).parentElement).toHaveTextContent('Sans lien');
    // Opened, it takes the focus (brought into view on a phone, where its buttons are a screen away).
    expect(screen.getByRole('heading', { name: 'Simulateur' })).toHaveFocus();
    await user.selectOptions(screen.getByLabelText('Événement'), 'REQUEST_LINK');
    expect(screen.getByText('Cet événement ne porte aucune donnée.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Envoyer l'événement" }));
    expect(screen.getByText('États actifs :').parentElement).toHaveTextContent('En attente');
    expect(marks.at(-1)!.current).toContain('contactLink.pending');
    expect(marks.at(-1)!.taken).toEqual([expect.stringMatching(/^contactLink.unlinked --REQUEST_LINK-->/)]);

    // The decision by the organisation's Authority, its caller turned into a Reference in the form: the guard refuses.
    await user.selectOptions(screen.getByLabelText('Événement'), 'VALIDATE_LINK');
    expect(screen.getByLabelText("Appelant › Droit de l'appelant")).toHaveValue('4');
    await user.selectOptions(screen.getByLabelText('Appelant › Organisations liées › 1 › Type de contact'), 'Référence');
    await user.click(screen.getByRole('button', { name: "Envoyer l'événement" }));
    const outcome = document.querySelector('[data-outcome]')!;
    expect(outcome).toHaveAttribute('data-outcome', 'refused');
    expect(outcome).toHaveTextContent("Refusé : aucune transition n'est prise");
    expect(outcome).toHaveTextContent("Règle : L'auteur est une Autorité validée de l'organisation du lien.");
    expect(screen.getByText('États actifs :').parentElement).toHaveTextContent('En attente');

    // The same caller as an Authority: taken.
    await user.selectOptions(screen.getByLabelText('Appelant › Organisations liées › 1 › Type de contact'), 'Autorité');
    await user.click(screen.getByRole('button', { name: "Envoyer l'événement" }));
    expect(document.querySelector('[data-outcome]')).toHaveAttribute('data-outcome', 'taken');
    expect(screen.getByText('États actifs :').parentElement).toHaveTextContent('Validé');

    await user.click(screen.getByRole('button', { name: 'Revenir en arrière' }));
    expect(document.querySelector('[data-outcome]')).toHaveAttribute('data-outcome', 'refused');
    await user.click(screen.getByRole('button', { name: 'Recommencer' }));
    expect(screen.getByText('États actifs :').parentElement).toHaveTextContent('Sans lien');
    expect(document.querySelector('[data-outcome]')).toBeNull();
  }, 60_000);

  it("reads dates through a date picker and starts from a dossier's state: a deadline not yet passed is refused", async () => {
    const user = userEvent.setup();
    const chart = await statecharts.dossierStatus.load();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Simulator name="dossierStatus" chart={chart} names={chartNames(chart, false, { ADMISSIBILITY_DAYS: 5 })} start={{ value: 'examination', label: 'CE-1' }} onMarks={() => undefined} />
      </QueryClientProvider>,
    );
    await screen.findByText("Départ : l'état actuel du dossier CE-1.", {}, find);
    await user.selectOptions(screen.getByLabelText('Événement'), 'ACCEPT_TACITLY');
    const today = screen.getByLabelText('Date du jour');
    expect(today).toHaveAttribute('type', 'date');
    fireEvent.change(today, { target: { value: '2026-03-13' } });
    fireEvent.change(screen.getByLabelText('Dernier jour du délai'), { target: { value: '2026-03-13' } });
    await user.click(screen.getByRole('button', { name: "Envoyer l'événement" }));
    expect(document.querySelector('[data-outcome]')).toHaveAttribute('data-outcome', 'refused');
    expect(document.querySelector('[data-outcome]')).toHaveTextContent('Règle : Le dernier jour du délai légal est passé');
    fireEvent.change(screen.getByLabelText('Date du jour'), { target: { value: '2026-03-16' } });
    await user.click(screen.getByRole('button', { name: "Envoyer l'événement" }));
    expect(document.querySelector('[data-outcome]')).toHaveAttribute('data-outcome', 'taken');
    expect(screen.getByText('États actifs :').parentElement).toHaveTextContent('Attente de la quote-part');
  }, 60_000);
});

describe('reading a chart', () => {
  it('lets the keyboard pick a state: each is a button named by its description', async () => {
    const chart = await statecharts.contactLink.load();
    render(<StatechartDrawing chart={chart} title="Lien" scale={1} marks={NO_MARKS} names={chartNames(chart, false)} onSelect={() => undefined} />);
    const state = chart.states.find((s) => s.parent !== null)!;
    expect(screen.getByRole('button', { name: new RegExp(`^État ${state.label} : ${state.description.slice(0, 20)}`) })).toHaveAttribute('tabindex', '0');
  }, 60_000);

  it('names the machine itself by its French title, by its code id only when asked', async () => {
    const chart = await statecharts.introductionWizard.load();
    expect(chartNames(chart, false, {}, 'Assistant').state(chart.id)).toBe('Assistant');
    expect(chartNames(chart, true, {}, 'Assistant').state(chart.id)).toBe(chart.id);
  });

  it('draws French names, guards and effects, and the code names one toggle away', async () => {
    const chart = await statecharts.dossierStatus.load();
    const settings = { ADMISSIBILITY_DAYS: 5 };
    const { container, rerender } = render(<StatechartDrawing chart={chart} title="Statut" scale={1} marks={NO_MARKS} names={chartNames(chart, false, settings)} />);
    const admissible = container.querySelector('[data-transition^="dossierStatus.examination --DECLARE_ADMISSIBLE"]')!;
    expect(admissible).toHaveTextContent('déclarer recevable');
    expect(admissible).not.toHaveTextContent('DECLARE_ADMISSIBLE');
    const tacit = container.querySelector('[data-transition^="dossierStatus.examination --ACCEPT_TACITLY"]')!;
    expect(tacit).toHaveTextContent('recevable tacitement [délai écoulé]');
    // The guard's rule and the deadline as the server runs it, in the arrow's tooltip.
    expect(tacit.querySelector('title')).toHaveTextContent('Condition : Le dernier jour du délai légal est passé');
    expect(tacit.querySelector('title')).toHaveTextContent('(5 jours ouvrables)');
    expect(container.querySelector('[data-state="dossierStatus.introduction.dataLocked"]')).toHaveTextContent('Données verrouillées');
    expect(container.querySelector('[data-state="dossierStatus.introduction.dataLocked"] [data-effect="lockData"]')).toHaveTextContent('entrée / verrouille les données du dossier');
    rerender(<StatechartDrawing chart={chart} title="Statut" scale={1} marks={NO_MARKS} names={chartNames(chart, true, settings)} />);
    expect(container.querySelector('[data-transition^="dossierStatus.examination --ACCEPT_TACITLY"]')).toHaveTextContent('ACCEPT_TACITLY [isDeadlinePassed]');
    expect(container.querySelector('[data-state="dossierStatus.introduction.dataLocked"] [data-effect="lockData"]')).toHaveTextContent('entrée / lockData');
  }, 60_000);

  it("lists in a child state's panel the transitions it inherits from its parents", async () => {
    const chart = await statecharts.dossierStatus.load();
    render(<StatePanel chart={chart} stateId="dossierStatus.introduction.encoding" names={chartNames(chart, false)} onClose={() => undefined} />);
    const inherited = screen.getByText('Transitions héritées des états parents').nextElementSibling!;
    expect(inherited).toHaveTextContent('De « 1 · Introduction » :');
    expect(inherited).toHaveTextContent('annuler la demande → 15 · Demande annulée par le prestataire');
    expect(inherited).toHaveTextContent('déclarer obsolète → 8 · Obsolète');
  }, 60_000);

  it('finds states and transitions by name, event or description, accents and case aside', async () => {
    const chart = describeMachine(machines.dossierStatus);
    const found = searchChart(chart, 'RECEVABLE');
    expect(found.has('dossierStatus.requestInadmissible')).toBe(true);
    expect([...found].some((id) => id.includes('--DECLARE_ADMISSIBLE'))).toBe(true);
    expect(searchChart(chart, 'echeance').size).toBe(searchChart(chart, 'échéance').size);
    expect(searchChart(chart, '   ').size).toBe(0);
  });

  it("marks where a dossier stands and numbers the transitions its history took, leaving aside rows that are not the machine's events", () => {
    const chart = describeMachine(machines.dossierStatus);
    const history = [
      { event: 'CREATED', fromStatut: null, toStatut: StatutDossier.DOSSIER_INTRODUCTION },
      { event: 'VALIDATE_INTRODUCTION', fromStatut: StatutDossier.DOSSIER_INTRODUCTION, toStatut: StatutDossier.DOSSIER_INTRODUCTION },
      { event: 'SUBMIT_INTRODUCTION', fromStatut: StatutDossier.DOSSIER_INTRODUCTION, toStatut: StatutDossier.DOSSIER_EXAMEN },
      { event: 'ASK_INFORMATION', fromStatut: StatutDossier.DOSSIER_EXAMEN, toStatut: StatutDossier.DOSSIER_DEMANDE_INFOS },
    ];
    const changes = statusChanges(chart, history);
    expect(changes.map((c) => c.event)).toEqual(['VALIDATE_INTRODUCTION', 'SUBMIT_INTRODUCTION', 'ASK_INFORMATION']);
    const marks = dossierMarks(chart, { statut: StatutDossier.DOSSIER_DEMANDE_INFOS, etapeEncodage: EtapeEncodage.DossierConfirmation, rapportSoumis: false }, changes);
    expect([...marks.current]).toEqual(['dossierStatus.moreInfoRequested']);
    expect(marks.steps.every((id) => id !== null)).toBe(true);
    expect(marks.taken.get(marks.steps[2]!)).toEqual([3]);
    expect(marks.steps[2]).toMatch(/^dossierStatus\.examination --ASK_INFORMATION/);
    // A row the chart has no transition for (a hand-edited history) is not drawn as taken.
    const stray = dossierMarks(chart, { statut: StatutDossier.DOSSIER_SOLDE, etapeEncodage: EtapeEncodage.DossierConfirmation, rapportSoumis: false }, [
      { event: 'SETTLE', fromStatut: StatutDossier.DOSSIER_EXAMEN, toStatut: StatutDossier.DOSSIER_SOLDE },
    ]);
    expect(stray.steps).toEqual([null]);
  });
});

describe('the review of rule changes', () => {
  it("lists what this build changes since an earlier release's export, and refuses a file that is not one", async () => {
    const chart = await statecharts.label.load();
    const earlier = JSON.parse(JSON.stringify(toXStateJson(chart)));
    // The earlier release could not reinstate a suspended label.
    delete earlier.states.suspended.on.REINSTATE;
    render(<RuleChanges chart={chart} names={chartNames(chart, false)} />);
    const input = screen.getByLabelText("Export d'une version précédente");
    await userEvent.upload(input, new File([JSON.stringify(earlier)], 'label-v1.xstate.json', { type: 'application/json' }));
    const row = await screen.findByRole('row', { name: /Transition Suspendu — rétablir/ });
    expect(row).toHaveAttribute('data-change', 'added');
    expect(screen.getByText('1 changement depuis label-v1.xstate.json')).toBeInTheDocument();
    await userEvent.upload(input, new File(['{"id":"document"}'], 'autre.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Ce fichier n'est pas un export XState JSON de ce cycle de vie.");
  }, 60_000);
});
