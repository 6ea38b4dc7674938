import type { SnapshotFrom } from 'xstate';
import { TypeContact, type TypeContactId } from '../domain/contact-types';
import { StatutDossier } from '../domain/dossier-status';
import { Droit } from '../domain/droits';
import { compareEtapes, EtapeEncodage, type EtapeEncodageId } from '../domain/encoding-steps';
import { CHEQUE_SETUP, etapeOfScreen, stepScreens } from '../domain/wizard-steps';
import type { WizardDossier } from '../machines/access/wizardAccess';
import type { introductionWizardMachine } from '../machines/introductionWizard.machine';
import type { EventFixtures, MachineModel } from './model';

type IntroductionSnapshot = SnapshotFrom<typeof introductionWizardMachine>;

const SCREENS = stepScreens('introduction');
const { AUTORITE, REFERENCE, INFORMATION } = TypeContact;
const { DossierAide, DossierPrestation, DossierValidation, DossierUpload, DossierConfirmation } = EtapeEncodage;

/** A dossier as POST /dossiers/add returns it: nothing chosen yet. */
export const createdDossier: WizardDossier = {
  statut: StatutDossier.DOSSIER_INTRODUCTION,
  etapeEncodage: DossierAide,
  hasCompetences: false,
  providerContactTypes: [],
};

function dossierAt(etapeEncodage: EtapeEncodageId, changes: Partial<WizardDossier> = {}): WizardDossier {
  return { ...createdDossier, etapeEncodage, hasCompetences: true, providerContactTypes: [REFERENCE], ...changes };
}

function opening(droitId: number, userContactTypes: TypeContactId[], dossier: WizardDossier | null = null) {
  return { type: 'OPEN', droitId, dossierId: dossier === null ? null : 42, dossier, userContactTypes } as const;
}

/** Who opens the wizard on which dossier: one walk each, from the setup screen. */
const OPENINGS = [
  opening(Droit.Prestataire, [AUTORITE]),
  // A Reference may do every step but the submission.
  opening(Droit.Prestataire, [REFERENCE]),
  // A beneficiary sent it: the provider has neither chosen competences nor named its contacts yet.
  opening(Droit.Prestataire, [AUTORITE], dossierAt(DossierPrestation, { hasCompetences: false, providerContactTypes: [] })),
  opening(Droit.Prestataire, [AUTORITE], dossierAt(DossierValidation)),
  opening(Droit.Prestataire, [AUTORITE], dossierAt(DossierUpload)),
  opening(Droit.Prestataire, [AUTORITE], dossierAt(DossierConfirmation, { statut: StatutDossier.DOSSIER_EXAMEN })),
  // The wrong role: every screen is not found.
  opening(Droit.Beneficiaire, [], dossierAt(DossierValidation)),
  // An Information contact of the provider may neither create nor complete a dossier: no screen opens.
  opening(Droit.Prestataire, [INFORMATION]),
  opening(Droit.Prestataire, [INFORMATION], dossierAt(DossierValidation)),
];

/**
 * What the server returns after a screen's form is saved: the saved step reaches the next screen's; the
 * provider screen names the provider contacts, with or without an Authority or Reference; the
 * competences screen chooses some; the recap's validation locks the data (Upload).
 */
function savedDossiers({ value, context: { dossier } }: IntroductionSnapshot): WizardDossier[] {
  if (value === CHEQUE_SETUP || dossier === null || value === 'documents') return [];
  const next = SCREENS[SCREENS.indexOf(value) + 1];
  if (next === undefined) return [];
  const reached = etapeOfScreen('introduction', next);
  const etapeEncodage = compareEtapes(reached, dossier.etapeEncodage) > 0 ? reached : dossier.etapeEncodage;
  const saved = { ...dossier, etapeEncodage, hasCompetences: dossier.hasCompetences || value === 'competences' };
  if (value !== 'prestataire') return [saved];
  return [
    { ...saved, providerContactTypes: [AUTORITE, INFORMATION] },
    { ...saved, providerContactTypes: [INFORMATION] },
  ];
}

export const introductionWizardEvents = {
  OPEN: ({ context }) => (context.droitId === null ? OPENINGS : []),
  CREATED: ({ context }) => (context.dossier === null ? [{ type: 'CREATED', dossierId: 42, dossier: createdDossier }] : []),
  NEXT: [{ type: 'NEXT' }],
  PREVIOUS: [{ type: 'PREVIOUS' }],
  GO_TO: SCREENS.map((screen) => ({ type: 'GO_TO', screen })),
  SAVED: (snapshot) =>
    savedDossiers(snapshot).map((dossier) => ({ type: 'SAVED', dossier, userContactTypes: snapshot.context.userContactTypes })),
  // The submission takes the dossier out of introduction, at the confirmation step.
  SUBMITTED: ({ context: { dossier } }) =>
    dossier === null
      ? []
      : [{ type: 'SUBMITTED', dossier: { ...dossier, statut: StatutDossier.DOSSIER_EXAMEN, etapeEncodage: DossierConfirmation } }],
} satisfies EventFixtures<typeof introductionWizardMachine>;

function noop(): void {}

export const introductionWizardModel = {
  events: introductionWizardEvents,
  inert: { actions: { showScreen: noop } } satisfies Parameters<typeof introductionWizardMachine.provide>[0],
} satisfies MachineModel;
