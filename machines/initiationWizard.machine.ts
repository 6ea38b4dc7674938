import { and, assign, setup } from 'xstate';
import { stepScreens, type StepScreen } from '../domain/wizard-steps';
import type { WizardDossier } from './access/wizardAccess';
import { wizardGuards } from './dossierWizard.guards';
import type { CreatedEvent, InitiationWizardContext, InitiationWizardEvent } from './dossierWizard.types';
import { hostAction } from './host-effects';

type Screen = StepScreen<'initiation'>;

/**
 * The initiation of a dossier by a beneficiary (/initiation-dossier, spec section 2): one state per
 * screen. The beneficiary chooses the voucher, its organisation and a provider: saving the provider
 * sends the dossier to that provider, who completes it in its own introduction wizard (the spec's guard:
 * "saved step prestation or later: the recap, because the dossier has been sent"); the documents and confirmation
 * open when the provider has validated and submitted it. Every move is checked by the wizard guard
 * (machines/access/wizardAccess.ts); the host shows each screen (`showScreen`) and sends what the
 * server answered.
 */
export const initiationWizardMachine = setup({
  types: {
    context: {} as InitiationWizardContext,
    events: {} as InitiationWizardEvent,
  },
  guards: {
    ...wizardGuards('initiation'),
  },
  actions: {
    assignOpened: assign((_, opened: InitiationWizardContext) => opened),
    assignCreated: assign((_, { dossierId, dossier }: Omit<CreatedEvent, 'type'>) => ({ dossierId, dossier })),
    assignDossier: assign((_, { dossier }: { dossier: WizardDossier }) => ({ dossier })),
    showScreen: hostAction<{ screen: Screen }>('showScreen'),
  },
}).createMachine({
  id: 'initiationWizard',
  description: 'A beneficiary initiates a dossier in 6 steps, never past what the wizard guard of spec section 4 opens.',
  initial: 'chequeSetup',
  context: { droitId: null, dossierId: null, dossier: null },
  on: {
    GO_TO: stepScreens('initiation').map((screen) => ({
      guard: and([
        { type: 'isRequested', params: { screen } },
        { type: 'isOpen', params: { screen } },
      ]),
      target: `.${screen}`,
    })),
    SAVED: { actions: { type: 'assignDossier', params: ({ event }) => event } },
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
      description: "Step 2: the beneficiary's organisation.",
      entry: { type: 'showScreen', params: { screen: 'beneficiaire' } },
      on: {
        NEXT: { guard: { type: 'isOpen', params: { screen: 'prestataire' } }, target: 'prestataire' },
        PREVIOUS: { guard: { type: 'isOpen', params: { screen: 'cheque' } }, target: 'cheque' },
      },
    },
    prestataire: {
      description: 'Step 3: the provider; saving it sends the dossier to that provider, after which only the recap opens.',
      entry: { type: 'showScreen', params: { screen: 'prestataire' } },
      on: {
        NEXT: { guard: { type: 'isOpen', params: { screen: 'recapitulatif' } }, target: 'recapitulatif' },
        PREVIOUS: { guard: { type: 'isOpen', params: { screen: 'beneficiaire' } }, target: 'beneficiaire' },
      },
    },
    recapitulatif: {
      description: 'Step 4: the summary of the dossier sent to the provider (the beneficiary may write to it); every earlier screen now sends here.',
      entry: { type: 'showScreen', params: { screen: 'recapitulatif' } },
      // No NEXT: the documents open when the provider has validated the dossier, which the beneficiary
      // meets on opening it again (GO_TO from the address or the step indicator).
      on: { PREVIOUS: { guard: { type: 'isOpen', params: { screen: 'prestataire' } }, target: 'prestataire' } },
    },
    documents: {
      description: "Step 5: the beneficiary's documents, once the provider validated the dossier (saved step Upload); the provider submits it.",
      entry: { type: 'showScreen', params: { screen: 'documents' } },
    },
    confirmation: {
      description: 'Step 6: the provider submitted the dossier, which left introduction; every other screen now sends here.',
      type: 'final',
      entry: { type: 'showScreen', params: { screen: 'confirmation' } },
    },
  },
});
