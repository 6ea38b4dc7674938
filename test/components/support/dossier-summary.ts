import { DOSSIER_ACTIONS, type DossierAction } from '../../../machines/access/dossierActions';
import { StatutDossier } from '../../../domain/dossier-status';
import { EtapeEncodage } from '../../../domain/encoding-steps';
import type { DossierSummary } from '../../../src/api/dossiers/types';

type NoParties = 'organisation' | 'beneficiaire' | 'prestataire';

/**
 * A dossier in introduction as a list or a detail starts it: no parties (typed as none, so a detail can spread it),
 * no deadline yet, offering only the `offered` actions.
 */
export function dossierSummary(
  overrides: Partial<Omit<DossierSummary, 'actions' | NoParties>>,
  offered: readonly DossierAction[] = [],
): Omit<DossierSummary, NoParties> & Record<NoParties, null> {
  return {
    id: 42,
    reference: 'CE-2026-00042',
    StatutDossierId: StatutDossier.DOSSIER_INTRODUCTION,
    statut: 'Introduction',
    EtapeEncodage: EtapeEncodage.DossierAide,
    organisation: null,
    beneficiaire: null,
    prestataire: null,
    dateEcheance: null,
    joursOuvresRestants: null,
    rapportJoursRestants: null,
    createdAt: '2026-03-01T10:00:00Z',
    anciennePlateforme: false,
    version: 1,
    ...overrides,
    actions: Object.fromEntries(DOSSIER_ACTIONS.map((action) => [action, offered.includes(action)])) as DossierSummary['actions'],
  };
}
