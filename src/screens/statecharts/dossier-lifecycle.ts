import type { Chart } from '../../../machines/chart/describe';
import { dossierStateValue } from '../../../machines/dossierStatus.state';
import { transitionTaken, type RecordedChange } from '../../../machines/dossierStatus.replay';
import type { StatutDossierId } from '../../../domain/dossier-status';
import type { EtapeEncodageId } from '../../../domain/encoding-steps';
import { activeStateIds } from './chart-names';

/** Where the dossier stands (its active states) and the transitions its history took, numbered in order. */
export function dossierMarks(
  chart: Chart,
  dossier: { statut: StatutDossierId; etapeEncodage: EtapeEncodageId; rapportSoumis: boolean },
  changes: RecordedChange[],
): { current: Set<string>; taken: Map<string, number[]>; steps: Array<string | null> } {
  const current = new Set(activeStateIds('dossierStatus', dossierStateValue(dossier)));
  const taken = new Map<string, number[]>();
  const steps = changes.map((change) => transitionTaken(chart, change));
  steps.forEach((id, index) => {
    if (id) taken.set(id, [...(taken.get(id) ?? []), index + 1]);
  });
  return { current, taken, steps };
}
