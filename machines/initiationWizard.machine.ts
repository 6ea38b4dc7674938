import { assign, setup } from 'xstate';
import type { StepScreen } from '../domain/wizard-steps';
import type { WizardDossier } from './access/wizardAccess';
import { wizardGuards } from './dossierWizard.guards';
import { chequeSetupState, goToScreens, stepStates } from './dossierWizard.skeleton';
import type { CreatedEvent, InitiationWizardContext, InitiationWizardEvent } from './dossierWizard.types';
import { hostAction } from './host-effects';

type Screen = StepScreen<'initiation'>;

/**
 * The initiation of a dossier by a beneficiary (/initiation-dossier, spec section 2): one state per
 * screen, built on the dossier wizards' skeleton (dossierWizard.skeleton.ts). The beneficiary chooses the voucher,
 * its organisation and a provider: saving the provider sends the dossier to that provider, who completes it in its
 * own introduction wizard (the spec's guard: "saved step prestation or later: the recap, because the dossier has
 * been sent"); the documents and confirmation open when the provider has validated and submitted it. Every move is
 * checked by the wizard guard (machines/access/wizardAccess.ts); the host shows each screen (`showScreen`) and
 * sends what the server answered.
 */
export const initiationWizardMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
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
  description: "Un bénéficiaire initie un dossier en 6 étapes, jamais au-delà de ce que le garde du guide (spec section 4) ouvre.",
  initial: 'chequeSetup',
  context: { droitId: null, dossierId: null, dossier: null, userContactTypes: [] },
  on: {
    GO_TO: goToScreens('initiation'),
    SAVED: {
      actions: { type: 'assignDossier', params: ({ event }) => event },
      description: "Le serveur a enregistré l'écran : le dossier est relu.",
    },
  },
  states: {
    chequeSetup: chequeSetupState,
    ...stepStates('initiation', {
      cheque: { description: 'Étape 1 : le chèque auquel le dossier se rapporte.' },
      beneficiaire: { description: "Étape 2 : l'organisation du bénéficiaire." },
      prestataire: { description: 'Étape 3 : le prestataire ; l’enregistrer envoie le dossier à ce prestataire, puis seul le récapitulatif s’ouvre.' },
      recapitulatif: {
        description: 'Étape 4 : le récapitulatif du dossier envoyé au prestataire (le bénéficiaire peut lui écrire) ; tout écran précédent renvoie désormais ici.',
        // The documents open when the provider has validated the dossier, which the beneficiary meets on opening
        // it again (GO_TO from the address or the step indicator).
        next: false,
      },
      documents: {
        description: "Étape 5 : les documents du bénéficiaire, une fois le dossier validé par le prestataire (étape enregistrée Upload) ; le prestataire le soumet.",
        next: false,
        previous: false,
      },
      confirmation: { description: "Étape 6 : le prestataire a soumis le dossier, qui a quitté l'introduction ; tout autre écran renvoie désormais ici.", final: true },
    }),
  },
});
