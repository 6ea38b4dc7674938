import type { SnapshotFrom } from 'xstate';
import { TypeContact, type TypeContactId } from '../domain/contact-types';
import { StatutDossier } from '../domain/dossier-status';
import { Droit } from '../domain/droits';
import { compareEtapes, EtapeEncodage, type EtapeEncodageId } from '../domain/encoding-steps';
import { CHEQUE_SETUP, etapeOfScreen, stepScreens } from '../domain/wizard-steps';
import type { WizardDossier } from '../machines/access/wizardAccess';
import type { initiationWizardMachine } from '../machines/initiationWizard.machine';
import type { EventFixtures, MachineModel } from './model';

type InitiationSnapshot = SnapshotFrom<typeof initiationWizardMachine>;

const SCREENS = stepScreens('initiation');
const { DossierAide, DossierPrestation, DossierUpload, DossierConfirmation } = EtapeEncodage;

/** A dossier as POST /dossiers/add returns it: nothing chosen yet. */
const createdDossier: WizardDossier = {
  statut: StatutDossier.DOSSIER_INTRODUCTION,
  etapeEncodage: DossierAide,
  hasCompetences: false,
  providerContactTypes: [],
};

/** The provider took the dossier in hand, or submitted it. */
function dossierAt(etapeEncodage: EtapeEncodageId, statut: WizardDossier['statut'] = StatutDossier.DOSSIER_INTRODUCTION): WizardDossier {
  return { statut, etapeEncodage, hasCompetences: true, providerContactTypes: [TypeContact.AUTORITE] };
}

function opening(droitId: number, dossier: WizardDossier | null = null, userContactTypes: TypeContactId[] = [TypeContact.AUTORITE]) {
  return { type: 'OPEN', droitId, dossierId: dossier === null ? null : 42, dossier, userContactTypes } as const;
}

/** Who opens the wizard on which dossier: one walk each, from the setup screen. */
const OPENINGS = [
  opening(Droit.Beneficiaire),
  opening(Droit.Beneficiaire, dossierAt(DossierPrestation)),
  opening(Droit.Beneficiaire, dossierAt(DossierUpload)),
  opening(Droit.Beneficiaire, dossierAt(DossierConfirmation, StatutDossier.DOSSIER_EXAMEN)),
  // The wrong role: every screen is not found.
  opening(Droit.Prestataire, dossierAt(DossierPrestation)),
  // An Information contact of the beneficiary may neither create nor complete a dossier: no screen opens.
  opening(Droit.Beneficiaire, null, [TypeContact.INFORMATION]),
];

/**
 * What the server returns after a screen's form is saved: the saved step reaches the next screen's (the
 * recap ranks as the provider step, so choosing the provider leaves it there); a document changes no step.
 */
function savedDossiers({ value, context: { dossier } }: InitiationSnapshot): WizardDossier[] {
  if (value === CHEQUE_SETUP || dossier === null || value === 'recapitulatif') return [];
  if (value === 'documents') return [dossier];
  // Saving the provider step sends the dossier to the provider: the server moves it to the prestation step.
  if (value === 'prestataire') return [{ ...dossier, etapeEncodage: DossierPrestation }];
  const next = SCREENS[SCREENS.indexOf(value) + 1];
  if (next === undefined) return [];
  const reached = etapeOfScreen('initiation', next);
  return [{ ...dossier, etapeEncodage: compareEtapes(reached, dossier.etapeEncodage) > 0 ? reached : dossier.etapeEncodage }];
}

export const initiationWizardEvents = {
  OPEN: ({ context }) => (context.droitId === null ? OPENINGS : []),
  CREATED: ({ context }) => (context.dossier === null ? [{ type: 'CREATED', dossierId: 42, dossier: createdDossier }] : []),
  NEXT: [{ type: 'NEXT' }],
  PREVIOUS: [{ type: 'PREVIOUS' }],
  GO_TO: SCREENS.map((screen) => ({ type: 'GO_TO', screen })),
  SAVED: (snapshot) => savedDossiers(snapshot).map((dossier) => ({ type: 'SAVED', dossier })),
} satisfies EventFixtures<typeof initiationWizardMachine>;

function noop(): void {}

export const initiationWizardModel = {
  events: initiationWizardEvents,
  inert: { actions: { showScreen: noop } } satisfies Parameters<typeof initiationWizardMachine.provide>[0],
} satisfies MachineModel;
