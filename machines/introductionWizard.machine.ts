import { and, assign, setup } from 'xstate';
import { isAllowed } from '../domain/permissions';
import { stepScreens, type StepScreen } from '../domain/wizard-steps';
import type { WizardDossier } from './access/wizardAccess';
import { wizardGuards } from './dossierWizard.guards';
import type {
  CreatedEvent,
  IntroductionSavedEvent,
  IntroductionWizardContext,
  IntroductionWizardEvent,
} from './dossierWizard.types';
import { hostAction } from './host-effects';

type Screen = StepScreen<'introduction'>;

/**
 * The introduction of a dossier by a provider (/introduction-dossier, spec section 2): one state per
 * screen. Every move is checked by the wizard guard (machines/access/wizardAccess.ts), so the machine
 * never shows a screen the route guard or the server would refuse. The host shows each screen
 * (`showScreen`, e.g. navigates to it) and sends what the server answered.
 */
export const introductionWizardMachine = setup({
  types: {
    context: {} as IntroductionWizardContext,
    events: {} as IntroductionWizardEvent,
  },
  guards: {
    ...wizardGuards('introduction'),
    // "Only an authority contact of the provider may finish creating a dossier" (spec section 6).
    isProviderAuthority: ({ context }) => context.userProviderContactTypes.some((type) => isAllowed('SUBMIT_DOSSIER_INTRO', type)),
  },
  actions: {
    assignOpened: assign((_, opened: IntroductionWizardContext) => opened),
    assignCreated: assign((_, { dossierId, dossier }: Omit<CreatedEvent, 'type'>) => ({ dossierId, dossier })),
    assignDossier: assign((_, { dossier }: { dossier: WizardDossier }) => ({ dossier })),
    assignSaved: assign((_, { dossier, userProviderContactTypes }: Omit<IntroductionSavedEvent, 'type'>) => ({ dossier, userProviderContactTypes })),
    showScreen: hostAction<{ screen: Screen }>('showScreen'),
  },
}).createMachine({
  id: 'introductionWizard',
  description: 'A provider introduces a dossier in 10 steps, never past what the wizard guard of spec section 4 opens.',
  initial: 'chequeSetup',
  context: { droitId: null, dossierId: null, dossier: null, userProviderContactTypes: [] },
  on: {
    GO_TO: stepScreens('introduction').map((screen) => ({
      guard: and([
        { type: 'isRequested', params: { screen } },
        { type: 'isOpen', params: { screen } },
      ]),
      target: `.${screen}`,
    })),
    SAVED: { actions: { type: 'assignSaved', params: ({ event }) => event } },
  },
  states: {
    chequeSetup: {
      description: "Setup (path ''): the host opens the wizard (OPEN); the voucher chosen here creates the dossier, or an existing one goes to the screen of its address.",
      on: {
        OPEN: { actions: { type: 'assignOpened', params: ({ event: { type: _, ...opened } }) => opened } },
        CREATED: {
          guard: { type: 'isOpen', params: { screen: 'cheque' } },
          target: 'cheque',
          actions: { type: 'assignCreated', params: ({ event }) => event },
        },
      },
    },
    cheque: {
      description: 'Step 1: the voucher the dossier is filed against.',
      entry: { type: 'showScreen', params: { screen: 'cheque' } },
      on: { NEXT: { guard: { type: 'isOpen', params: { screen: 'beneficiaire' } }, target: 'beneficiaire' } },
    },
    beneficiaire: {
      description: 'Step 2: the beneficiary, searched by company number, national register number or identity document.',
      entry: { type: 'showScreen', params: { screen: 'beneficiaire' } },
      on: {
        NEXT: { guard: { type: 'isOpen', params: { screen: 'prestataire' } }, target: 'prestataire' },
        PREVIOUS: { guard: { type: 'isOpen', params: { screen: 'cheque' } }, target: 'cheque' },
      },
    },
    prestataire: {
      description: 'Step 3: the provider and its contacts; without an Authority or Reference contact the wizard stops here.',
      entry: { type: 'showScreen', params: { screen: 'prestataire' } },
      on: {
        NEXT: { guard: { type: 'isOpen', params: { screen: 'competences' } }, target: 'competences' },
        PREVIOUS: { guard: { type: 'isOpen', params: { screen: 'beneficiaire' } }, target: 'beneficiaire' },
      },
    },
    competences: {
      description: 'Step 4: the competences or experts; the performance cannot be described without them.',
      entry: { type: 'showScreen', params: { screen: 'competences' } },
      on: {
        NEXT: { guard: { type: 'isOpen', params: { screen: 'prestation' } }, target: 'prestation' },
        PREVIOUS: { guard: { type: 'isOpen', params: { screen: 'prestataire' } }, target: 'prestataire' },
      },
    },
    prestation: {
      description: 'Step 5: the performance.',
      entry: { type: 'showScreen', params: { screen: 'prestation' } },
      on: {
        NEXT: { guard: { type: 'isOpen', params: { screen: 'financier' } }, target: 'financier' },
        PREVIOUS: { guard: { type: 'isOpen', params: { screen: 'competences' } }, target: 'competences' },
      },
    },
    financier: {
      description: 'Step 6: the amounts.',
      entry: { type: 'showScreen', params: { screen: 'financier' } },
      on: {
        NEXT: { guard: { type: 'isOpen', params: { screen: 'specificites' } }, target: 'specificites' },
        PREVIOUS: { guard: { type: 'isOpen', params: { screen: 'prestation' } }, target: 'prestation' },
      },
    },
    specificites: {
      description: 'Step 7: the specificities.',
      entry: { type: 'showScreen', params: { screen: 'specificites' } },
      on: {
        NEXT: { guard: { type: 'isOpen', params: { screen: 'recapitulatif' } }, target: 'recapitulatif' },
        PREVIOUS: { guard: { type: 'isOpen', params: { screen: 'financier' } }, target: 'financier' },
      },
    },
    recapitulatif: {
      description: 'Step 8: the summary; validating it locks the data (saved step Upload), after which only documents open.',
      entry: { type: 'showScreen', params: { screen: 'recapitulatif' } },
      on: {
        NEXT: { guard: { type: 'isOpen', params: { screen: 'documents' } }, target: 'documents' },
        PREVIOUS: { guard: { type: 'isOpen', params: { screen: 'specificites' } }, target: 'specificites' },
      },
    },
    documents: {
      description: 'Step 9: the documents, then the submission by an Authority of the provider. No way back: the data is locked.',
      entry: { type: 'showScreen', params: { screen: 'documents' } },
      on: {
        SUBMITTED: {
          guard: and([
            'isProviderAuthority',
            { type: 'isOpen', params: { screen: 'confirmation' as const } },
          ]),
          target: 'confirmation',
          actions: { type: 'assignDossier', params: ({ event }) => event },
        },
      },
    },
    confirmation: {
      description: 'Step 10: the dossier left introduction; every other screen now sends here.',
      type: 'final',
      entry: { type: 'showScreen', params: { screen: 'confirmation' } },
    },
  },
});
