import { setup } from 'xstate';
import { mayDecideLink } from './access/contactLinkAccess';
import type { ContactLinkEvent } from './contactLink.types';

/**
 * The contact-organisation link lifecycle of spec section 4 (validation_status 0, 1, 2; the mapping is
 * in contactLink.state.ts). The server restores a link's state, sends the decision, and refuses what
 * this machine does not accept: a decision by anyone but an Authority of the organisation, any change
 * of a validated link, a refusal of a refused one.
 */
export const contactLinkMachine = setup({
  types: {
    events: {} as ContactLinkEvent,
  },
  guards: {
    isOrganisationAuthority: ({ event }) => mayDecideLink(event.caller, event.organisationId),
  },
}).createMachine({
  id: 'contactLink',
  description:
    "Le lien entre un contact et une organisation : demandé, il attend la décision d'une Autorité validée de l'organisation, qui le valide ou le refuse (spec section 4).",
  initial: 'pending',
  states: {
    pending: {
      description: "En attente : le contact a demandé le lien, aucune Autorité de l'organisation n'a encore décidé.",
      on: {
        VALIDATE_LINK: {
          target: 'validated',
          guard: 'isOrganisationAuthority',
          description: "Une Autorité validée de l'organisation valide le lien demandé.",
        },
        REFUSE_LINK: {
          target: 'refused',
          guard: 'isOrganisationAuthority',
          description: "Une Autorité validée de l'organisation refuse le lien demandé.",
        },
      },
    },
    validated: {
      description: "Validé : le contact agit pour l'organisation selon son type. La validation est irréversible.",
      type: 'final',
    },
    refused: {
      description:
        "Refusé : le contact n'agit pas pour l'organisation. Le refus est réversible : une Autorité peut encore valider le lien, mais pas le refuser une seconde fois.",
      on: {
        VALIDATE_LINK: {
          target: 'validated',
          guard: 'isOrganisationAuthority',
          description: "Une Autorité validée de l'organisation revient sur le refus et valide le lien.",
        },
      },
    },
  },
});
