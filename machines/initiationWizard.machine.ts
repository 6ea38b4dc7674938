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
    GO_TO: stepScreens('initiation').map((screen) => ({
      guard: and([{ type: 'isRequested', params: { screen } }, 'mayComplete', { type: 'isOpen', params: { screen } }]),
      target: `.${screen}`,
      description: `L'adresse ou l'indicateur d'étapes demande l'écran « ${screen} » : il s'affiche s'il est ouvert et si l'utilisateur peut compléter le dossier (Autorité, Référence ou Expert de son organisation).`,
    })),
    SAVED: {
      actions: { type: 'assignDossier', params: ({ event }) => event },
      description: "Le serveur a enregistré l'écran : le dossier est relu.",
    },
  },
  states: {
    chequeSetup: {
      description: "Mise en place (chemin '') : l'application ouvre le guide ; le chèque choisi ici crée le dossier, ou un dossier existant va à l'écran de son adresse.",
      on: {
        OPEN: {
          actions: { type: 'assignOpened', params: ({ event: { type: _, ...opened } }) => opened },
          description: "L'application ouvre le guide avec le dossier (ou sans, pour un nouveau) et le droit de l'utilisateur.",
        },
        CREATED: {
          guard: and(['mayComplete', { type: 'isOpen', params: { screen: 'cheque' as const } }]),
          target: 'cheque',
          actions: { type: 'assignCreated', params: ({ event }) => event },
          description:
            "Le chèque choisi a créé le dossier : l'étape 1 s'affiche. Seul un contact Autorité, Référence ou Expert d'une organisation de son côté crée un dossier (matrice, section 6).",
        },
      },
    },
    cheque: {
      description: 'Étape 1 : le chèque auquel le dossier se rapporte.',
      entry: { type: 'showScreen', params: { screen: 'cheque' } },
      on: { NEXT: {
          guard: { type: 'isOpen', params: { screen: 'beneficiaire' } },
          target: 'beneficiaire',
          description: "Enregistré : l'écran suivant, « Bénéficiaire », s'il est ouvert.",
        } },
    },
    beneficiaire: {
      description: "Étape 2 : l'organisation du bénéficiaire.",
      entry: { type: 'showScreen', params: { screen: 'beneficiaire' } },
      on: {
        NEXT: {
          guard: { type: 'isOpen', params: { screen: 'prestataire' } },
          target: 'prestataire',
          description: "Enregistré : l'écran suivant, « Prestataire », s'il est ouvert.",
        },
        PREVIOUS: {
          guard: { type: 'isOpen', params: { screen: 'cheque' } },
          target: 'cheque',
          description: "Retour à l'écran précédent, « Chèque », s'il est ouvert.",
        },
      },
    },
    prestataire: {
      description: 'Étape 3 : le prestataire ; l’enregistrer envoie le dossier à ce prestataire, puis seul le récapitulatif s’ouvre.',
      entry: { type: 'showScreen', params: { screen: 'prestataire' } },
      on: {
        NEXT: {
          guard: { type: 'isOpen', params: { screen: 'recapitulatif' } },
          target: 'recapitulatif',
          description: "Enregistré : l'écran suivant, « Récapitulatif », s'il est ouvert.",
        },
        PREVIOUS: {
          guard: { type: 'isOpen', params: { screen: 'beneficiaire' } },
          target: 'beneficiaire',
          description: "Retour à l'écran précédent, « Bénéficiaire », s'il est ouvert.",
        },
      },
    },
    recapitulatif: {
      description: 'Étape 4 : le récapitulatif du dossier envoyé au prestataire (le bénéficiaire peut lui écrire) ; tout écran précédent renvoie désormais ici.',
      entry: { type: 'showScreen', params: { screen: 'recapitulatif' } },
      // No NEXT: the documents open when the provider has validated the dossier, which the beneficiary
      // meets on opening it again (GO_TO from the address or the step indicator).
      on: { PREVIOUS: {
          guard: { type: 'isOpen', params: { screen: 'prestataire' } },
          target: 'prestataire',
          description: "Retour à l'écran précédent, « Prestataire », s'il est ouvert.",
        } },
    },
    documents: {
      description: "Étape 5 : les documents du bénéficiaire, une fois le dossier validé par le prestataire (étape enregistrée Upload) ; le prestataire le soumet.",
      entry: { type: 'showScreen', params: { screen: 'documents' } },
    },
    confirmation: {
      description: "Étape 6 : le prestataire a soumis le dossier, qui a quitté l'introduction ; tout autre écran renvoie désormais ici.",
      type: 'final',
      entry: { type: 'showScreen', params: { screen: 'confirmation' } },
    },
  },
});
