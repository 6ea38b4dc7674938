import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { EtapeEncodage } from '../../../domain/encoding-steps';
import type { DossierDetail } from '../../../src/api/dossiers/types';
import type { WizardFlow } from '../../../src/screens/wizard/useWizardFlow';
import { dossierSummary } from '../support/dossier-summary';
import { WizardContext } from '../../../src/screens/wizard/WizardContext';

/** A dossier in introduction at the prestation step, nothing described yet. */
export function dossierAtPrestation(): DossierDetail {
  return {
    ...dossierSummary({ id: 12, reference: 'CE-2026-00012', EtapeEncodage: EtapeEncodage.DossierPrestation, version: 3 }),
    numeroInterne: null,
    plateformeId: 100,
    typeAideId: 1,
    updatedAt: '2026-03-01T10:00:00Z',
    quotePart: { payeeLe: null, rembourseeLe: null },
    rapport: { soumisLe: null, echeanceValidation: null },
    uniteEtablissement: null,
    gestionnaire: null,
    x_competences: [{ id: 1, code: 'DIG', libelle: 'Transformation numérique', pourcentage: 100 }],
    x_contacts: [],
    prestation: { titre: null, objectifGeneral: null, valeurAjoutee: null, dateDebutEstimee: null, dateFinEstimee: null, planning: null, nombreJours: null, sousTraitants: [] },
    montants: { montantTotal: null, montantCheque: null, quotePartBeneficiaire: null, interventionPublique: null, taux: null },
    specificites: { dossierPrealableId: null, justificatifDocumentIds: [], codesNaceSupplementaires: [] },
    documents: [],
    remarques: [],
    historique: [],
    tooltips: { StatutDossierId: 'Le dossier est en cours d’introduction.', rapport: null },
  };
}

/** A flow that records where the screen asked to go instead of driving the statechart. */
export function recordingFlow() {
  return { next: vi.fn(() => true), previous: vi.fn(), created: vi.fn(), submitted: vi.fn(() => true) } satisfies WizardFlow;
}

/** A step screen inside the wizard's context, as the wizard's layout gives it. */
export function InWizard({ dossier, flow, children }: { dossier: DossierDetail; flow: WizardFlow; children: ReactNode }) {
  return <WizardContext.Provider value={{ wizard: 'introduction', screen: 'prestation', dossier, open: ['cheque', 'prestation'], flow }}>{children}</WizardContext.Provider>;
}
