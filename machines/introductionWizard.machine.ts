import { and, assign, setup } from 'xstate';
import { isAllowed } from '../domain/permissions';
import type { StepScreen } from '../domain/wizard-steps';
import type { WizardDossier } from './access/wizardAccess';
import { wizardGuards } from './dossierWizard.guards';
import { chequeSetupState, goToScreens, stepStates } from './dossierWizard.skeleton';
import type { CreatedEvent, IntroductionSavedEvent, IntroductionWizardContext, IntroductionWizardEvent } from './dossierWizard.types';
import { hostAction } from './host-effects';

type Screen = StepScreen<'introduction'>;

/**
 * The introduction of a dossier by a provider (/introduction-dossier, spec section 2): one state per
 * screen, built on the dossier wizards' skeleton (dossierWizard.skeleton.ts). Every move is checked by the wizard
 * guard (machines/access/wizardAccess.ts), so the machine never shows a screen the route guard or the server would
 * refuse. The host shows each screen (`showScreen`, e.g. navigates to it) and sends what the server answered.
 */
export const introductionWizardMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
  types: {
    context: {} as IntroductionWizardContext,
    events: {} as IntroductionWizardEvent,
  },
  guards: {
    ...wizardGuards('introduction'),
    // "Only an authority contact of the provider may finish creating a dossier" (spec section 6).
    isProviderAuthority: ({ context }) => context.userContactTypes.some((type) => isAllowed('SUBMIT_DOSSIER_INTRO', type)),
  },
  actions: {
    assignOpened: assign((_, opened: IntroductionWizardContext) => opened),
    assignCreated: assign((_, { dossierId, dossier }: Omit<CreatedEvent, 'type'>) => ({ dossierId, dossier })),
    assignDossier: assign((_, { dossier }: { dossier: WizardDossier }) => ({ dossier })),
    assignSaved: assign((_, { dossier, userContactTypes }: Omit<IntroductionSavedEvent, 'type'>) => ({ dossier, userContactTypes })),
    showScreen: hostAction<{ screen: Screen }>('showScreen'),
  },
}).createMachine({
  id: 'introductionWizard',
  description: "Un prestataire introduit un dossier en 10 étapes, jamais au-delà de ce que le garde du guide (spec section 4) ouvre.",
  initial: 'chequeSetup',
  context: { droitId: null, dossierId: null, dossier: null, userContactTypes: [] },
  on: {
    GO_TO: goToScreens('introduction'),
    SAVED: {
      actions: { type: 'assignSaved', params: ({ event }) => event },
      description: "Le serveur a enregistré l'écran : le dossier et les types de contact de l'utilisateur sont relus.",
    },
  },
  states: {
    chequeSetup: chequeSetupState,
    ...stepStates('introduction', {
      cheque: { description: 'Étape 1 : le chèque auquel le dossier se rapporte.' },
      beneficiaire: { description: "Étape 2 : le bénéficiaire, cherché par numéro d'entreprise, numéro de registre national ou document d'identité." },
      prestataire: { description: 'Étape 3 : le prestataire et ses contacts ; sans contact Autorité ou Référence, le guide s’arrête ici.' },
      competences: { description: 'Étape 4 : les compétences ou les experts ; sans eux, la prestation ne peut pas être décrite.' },
      prestation: { description: 'Étape 5 : la prestation.' },
      financier: { description: 'Étape 6 : les montants.' },
      specificites: { description: 'Étape 7 : les spécificités.' },
      recapitulatif: { description: 'Étape 8 : le récapitulatif ; le valider verrouille les données (étape enregistrée Upload), puis seuls les documents s’ouvrent.' },
      documents: {
        description: 'Étape 9 : les documents, puis la soumission par une Autorité du prestataire. Pas de retour : les données sont verrouillées.',
        next: false,
        previous: false,
        on: {
          SUBMITTED: {
            guard: and(['isProviderAuthority', { type: 'isOpen', params: { screen: 'confirmation' as const } }]),
            target: 'confirmation',
            actions: { type: 'assignDossier', params: ({ event }: { event: { dossier: WizardDossier } }) => event },
            description: 'Une Autorité du prestataire a soumis le dossier : la confirmation s’affiche.',
          },
        },
      },
      confirmation: { description: "Étape 10 : le dossier a quitté l'introduction ; tout autre écran renvoie désormais ici.", final: true },
    }),
  },
});
