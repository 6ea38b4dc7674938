import { assign, setup } from 'xstate';
import { organisationWizardGuards } from './organisationWizard.guards';
import {
  ORGANISATION_WIZARD_STEPS,
  type IdentiteOrganisation,
  type OrganisationWizardContext,
  type OrganisationWizardEvent,
  type OrganisationWizardStep,
} from './organisationWizard.types';

const STEP_NAMES: Record<OrganisationWizardStep, string> = {
  identite: "l'identité",
  pme: 'les données PME',
  contacts: 'les contacts',
  adresses: 'les adresses',
  recapitulatif: 'le récapitulatif',
};

const numberOf = (identite: IdentiteOrganisation | null) => (identite === null ? null : 'numeroBce' in identite ? identite.numeroBce : identite.numeroIdentification);

/**
 * A provider adds a beneficiary organisation (/beneficiaire/add, spec section 2): one state per step, each
 * step's data kept in the context until the server creates everything at once (POST /organisations/add).
 * The host shows the step of the state, sends each step's data when its form is valid, posts the payload
 * on SUBMIT and sends what the server answered.
 */
export const organisationWizardMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
  types: {
    context: {} as OrganisationWizardContext,
    events: {} as OrganisationWizardEvent,
  },
  guards: organisationWizardGuards,
  actions: {
    // Another company: its register addresses are not the previous one's, so the address step starts again from them.
    assignIdentite: assign(({ context }, { identite }: { identite: IdentiteOrganisation }) => ({
      identite,
      adresses: numberOf(identite) === numberOf(context.identite) ? context.adresses : null,
      refusal: null,
    })),
    assignPme: assign((_, { pme }: Pick<OrganisationWizardContext, 'pme'>) => ({ pme, refusal: null })),
    assignContacts: assign((_, { contacts }: Pick<OrganisationWizardContext, 'contacts'>) => ({ contacts, refusal: null })),
    assignAdresses: assign((_, { adresses }: Pick<OrganisationWizardContext, 'adresses'>) => ({ adresses, refusal: null })),
    assignCreated: assign((_, { organisationId }: { organisationId: number }) => ({ organisationId })),
    assignRefusal: assign((_, { message }: { message: string }) => ({ refusal: message })),
  },
}).createMachine({
  id: 'organisationWizard',
  description:
    "Un prestataire (Autorité ou Référence) ajoute une organisation bénéficiaire : identité depuis la Banque-Carrefour des Entreprises ou entreprise étrangère, données PME, contacts Autorité et Référence, siège social et unité d'établissement, récapitulatif, puis création en une fois.",
  initial: 'setup',
  context: { identite: null, pme: null, contacts: null, adresses: null, organisationId: null, refusal: null },
  states: {
    setup: {
      description:
        "Mise en place : l'application ouvre l'assistant pour l'utilisateur connecté. Il ne s'ouvre qu'à qui la plateforme laissera créer l'organisation.",
      on: {
        OPEN: {
          guard: 'mayCreateBeneficiary',
          target: 'editing',
          description:
            "L'assistant s'ouvre sur l'identité pour un contact Autorité ou Référence d'une organisation prestataire, connecté comme prestataire (matrice, « créer un bénéficiaire ») ; sinon l'écran ne s'ouvre pas.",
        },
      },
    },
    editing: {
      description: "L'encodage, étape par étape ; rien n'est enregistré sur la plateforme avant la création.",
      initial: 'identite',
      on: {
        GO_TO: ORGANISATION_WIZARD_STEPS.map((step) => ({
          guard: { type: 'isReachable' as const, params: { step } },
          target: `.${step}`,
          description: `L'indicateur d'étapes ouvre ${STEP_NAMES[step]}, si toutes les étapes précédentes sont faites.`,
        })),
      },
      states: {
        identite: {
          description:
            "Étape 1 : le numéro d'entreprise, recherché dans la Banque-Carrefour des Entreprises (qui donne la dénomination et les adresses), ou l'option entreprise étrangère avec son numéro d'identification et son nom.",
          on: {
            IDENTITE_SAVED: {
              guard: 'isIdentified',
              target: 'pme',
              actions: { type: 'assignIdentite', params: ({ event }) => event },
              description: "Une entreprise connue de la Banque-Carrefour, ou une entreprise étrangère identifiée et nommée : on passe aux données PME.",
            },
          },
        },
        pme: {
          description: "Étape 2 : le type de PME, le chiffre d'affaires, les équivalents temps plein et la date de création ; le type Standard est exigé d'une PME qui n'est plus starter.",
          on: {
            PME_SAVED: {
              guard: 'isPmeValid',
              target: 'contacts',
              actions: { type: 'assignPme', params: ({ event }) => event },
              description: 'Des données PME cohérentes avec le type choisi : on passe aux contacts.',
            },
            PREVIOUS: { target: 'identite', description: "Retour à l'identité." },
          },
        },
        contacts: {
          description: "Étape 3 : le contact Autorité et le contact Référence de l'organisation (obligatoires), trouvés par leur e-mail ou créés.",
          on: {
            CONTACTS_SAVED: {
              guard: 'hasAuthorityAndReference',
              target: 'adresses',
              actions: { type: 'assignContacts', params: ({ event }) => event },
              description: 'Une Autorité et une Référence sont données : on passe aux adresses.',
            },
            PREVIOUS: { target: 'pme', description: 'Retour aux données PME.' },
          },
        },
        adresses: {
          description:
            "Étape 4 : le siège social et l'unité d'établissement (obligatoires) ; celles de la Banque-Carrefour sont préremplies et marquées comme telles.",
          on: {
            ADRESSES_SAVED: {
              guard: 'hasHeadOfficeAndUnit',
              target: 'recapitulatif',
              actions: { type: 'assignAdresses', params: ({ event }) => event },
              description: "Un siège social et une unité d'établissement sont donnés : on passe au récapitulatif.",
            },
            PREVIOUS: { target: 'contacts', description: 'Retour aux contacts.' },
          },
        },
        recapitulatif: {
          description: "Étape 5 : tout ce qui sera créé, à relire avant de confirmer la création.",
          on: {
            SUBMIT: { target: '#organisationWizard.creating', description: "L'utilisateur confirme : la plateforme crée l'organisation." },
            PREVIOUS: { target: 'adresses', description: 'Retour aux adresses.' },
          },
        },
      },
    },
    creating: {
      description: "La plateforme crée l'organisation, ses adresses et ses contacts en une seule fois, ou refuse le tout.",
      on: {
        CREATED: {
          target: 'created',
          actions: { type: 'assignCreated', params: ({ event }) => event },
          description: "L'organisation est créée.",
        },
        REFUSED: [
          // Stryker disable MethodExpression,ConditionalExpression,StringLiteral: a refusal naming the recap goes back to the recap by the last transition as well.
          ...ORGANISATION_WIZARD_STEPS
            .filter((step) => step !== 'recapitulatif')
            // Stryker restore MethodExpression,ConditionalExpression,StringLiteral
            .map((step) => ({
              guard: { type: 'isRefusedAt' as const, params: { step } },
              target: `editing.${step}`,
              actions: { type: 'assignRefusal' as const, params: ({ event }: { event: { message: string } }) => event },
              description: `Refusée sur ${STEP_NAMES[step]} (par exemple une organisation qui existe déjà) : retour à cette étape, avec le message.`,
            })),
          {
            target: 'editing.recapitulatif',
            actions: { type: 'assignRefusal' as const, params: ({ event }: { event: { message: string } }) => event },
            description: 'La création a échoué sans désigner une étape : retour au récapitulatif, avec le message.',
          },
        ],
      },
    },
    created: {
      description: "L'organisation existe : l'utilisateur est conduit à sa page, ou revient à l'assistant de dossier qui l'a demandée.",
      type: 'final',
    },
  },
});
