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
    GO_TO: stepScreens('introduction').map((screen) => ({
      guard: and([{ type: 'isRequested', params: { screen } }, 'mayComplete', { type: 'isOpen', params: { screen } }]),
      target: `.${screen}`,
      description: `L'adresse ou l'indicateur d'étapes demande l'écran « ${screen} » : il s'affiche s'il est ouvert et si l'utilisateur peut compléter le dossier (Autorité, Référence ou Expert de son organisation).`,
    })),
    SAVED: {
      actions: { type: 'assignSaved', params: ({ event }) => event },
      description: "Le serveur a enregistré l'écran : le dossier et les types de contact de l'utilisateur sont relus.",
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
      description: "Étape 2 : le bénéficiaire, cherché par numéro d'entreprise, numéro de registre national ou document d'identité.",
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
      description: 'Étape 3 : le prestataire et ses contacts ; sans contact Autorité ou Référence, le guide s’arrête ici.',
      entry: { type: 'showScreen', params: { screen: 'prestataire' } },
      on: {
        NEXT: {
          guard: { type: 'isOpen', params: { screen: 'competences' } },
          target: 'competences',
          description: "Enregistré : l'écran suivant, « Compétences », s'il est ouvert.",
        },
        PREVIOUS: {
          guard: { type: 'isOpen', params: { screen: 'beneficiaire' } },
          target: 'beneficiaire',
          description: "Retour à l'écran précédent, « Bénéficiaire », s'il est ouvert.",
        },
      },
    },
    competences: {
      description: 'Étape 4 : les compétences ou les experts ; sans eux, la prestation ne peut pas être décrite.',
      entry: { type: 'showScreen', params: { screen: 'competences' } },
      on: {
        NEXT: {
          guard: { type: 'isOpen', params: { screen: 'prestation' } },
          target: 'prestation',
          description: "Enregistré : l'écran suivant, « Prestation », s'il est ouvert.",
        },
        PREVIOUS: {
          guard: { type: 'isOpen', params: { screen: 'prestataire' } },
          target: 'prestataire',
          description: "Retour à l'écran précédent, « Prestataire », s'il est ouvert.",
        },
      },
    },
    prestation: {
      description: 'Étape 5 : la prestation.',
      entry: { type: 'showScreen', params: { screen: 'prestation' } },
      on: {
        NEXT: {
          guard: { type: 'isOpen', params: { screen: 'financier' } },
          target: 'financier',
          description: "Enregistré : l'écran suivant, « Financier », s'il est ouvert.",
        },
        PREVIOUS: {
          guard: { type: 'isOpen', params: { screen: 'competences' } },
          target: 'competences',
          description: "Retour à l'écran précédent, « Compétences », s'il est ouvert.",
        },
      },
    },
    financier: {
      description: 'Étape 6 : les montants.',
      entry: { type: 'showScreen', params: { screen: 'financier' } },
      on: {
        NEXT: {
          guard: { type: 'isOpen', params: { screen: 'specificites' } },
          target: 'specificites',
          description: "Enregistré : l'écran suivant, « Spécificités », s'il est ouvert.",
        },
        PREVIOUS: {
          guard: { type: 'isOpen', params: { screen: 'prestation' } },
          target: 'prestation',
          description: "Retour à l'écran précédent, « Prestation », s'il est ouvert.",
        },
      },
    },
    specificites: {
      description: 'Étape 7 : les spécificités.',
      entry: { type: 'showScreen', params: { screen: 'specificites' } },
      on: {
        NEXT: {
          guard: { type: 'isOpen', params: { screen: 'recapitulatif' } },
          target: 'recapitulatif',
          description: "Enregistré : l'écran suivant, « Récapitulatif », s'il est ouvert.",
        },
        PREVIOUS: {
          guard: { type: 'isOpen', params: { screen: 'financier' } },
          target: 'financier',
          description: "Retour à l'écran précédent, « Financier », s'il est ouvert.",
        },
      },
    },
    recapitulatif: {
      description: 'Étape 8 : le récapitulatif ; le valider verrouille les données (étape enregistrée Upload), puis seuls les documents s’ouvrent.',
      entry: { type: 'showScreen', params: { screen: 'recapitulatif' } },
      on: {
        NEXT: {
          guard: { type: 'isOpen', params: { screen: 'documents' } },
          target: 'documents',
          description: "Enregistré : l'écran suivant, « Documents », s'il est ouvert.",
        },
        PREVIOUS: {
          guard: { type: 'isOpen', params: { screen: 'specificites' } },
          target: 'specificites',
          description: "Retour à l'écran précédent, « Spécificités », s'il est ouvert.",
        },
      },
    },
    documents: {
      description: 'Étape 9 : les documents, puis la soumission par une Autorité du prestataire. Pas de retour : les données sont verrouillées.',
      entry: { type: 'showScreen', params: { screen: 'documents' } },
      on: {
        SUBMITTED: {
          guard: and([
            'isProviderAuthority',
            { type: 'isOpen', params: { screen: 'confirmation' as const } },
          ]),
          target: 'confirmation',
          actions: { type: 'assignDossier', params: ({ event }) => event },
          description: 'Une Autorité du prestataire a soumis le dossier : la confirmation s’affiche.',
        },
      },
    },
    confirmation: {
      description: "Étape 10 : le dossier a quitté l'introduction ; tout autre écran renvoie désormais ici.",
      type: 'final',
      entry: { type: 'showScreen', params: { screen: 'confirmation' } },
    },
  },
});
