import { setup } from 'xstate';
import { isAllowed } from '../domain/permissions';
import { mayDecideLink } from './access/contactLinkAccess';
import type { ContactLinkEvent } from './contactLink.types';

/** An Authority of the organisation links the contact itself: there is nothing to request, the link is validated at once. */
const addLink = {
  ADD_LINK: { target: 'validated', description: "Une Autorité de l'organisation y lie elle-même le contact : le lien est validé d'emblée." },
} as const;

/**
 * The contact-organisation link lifecycle of spec section 4 (validation_status 0, 1, 2 of an active link; the
 * mapping is in contactLink.state.ts). The server restores a link's state, sends the event, and refuses what
 * this machine does not accept: a decision by anyone but an Authority of the organisation, a refusal of a
 * refused link, and any way back to pending for a link once validated.
 *
 * Choice (spec: "Validation is irreversible"): a validated link may still be deleted, since a contact leaves an
 * organisation and an Authority must be able to remove it, but its deletion ends it (`ended`): it never comes
 * back pending nor refused, so a validation is never undone by deleting and requesting again. Only an Authority
 * of the organisation may link the contact again, which validates it at once. A link deleted before it was
 * validated was never granted: it goes back to `unlinked` and may be requested again.
 */
export const contactLinkMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
  types: {
    events: {} as ContactLinkEvent,
  },
  guards: {
    isOrganisationAuthority: ({ event }) => 'caller' in event && mayDecideLink(event.caller, event.organisationId),
    // "Edit organisation" is A only (spec section 6): the link's own type, the state saying it is validated.
    isAuthorityLink: ({ event }) => event.type === 'EDIT_ORGANISATION' && isAllowed('EDIT_ORGANISATION', event.typeContactId),
  },
}).createMachine({
  id: 'contactLink',
  description:
    "Le lien entre un contact et une organisation : demandé, il attend la décision d'une Autorité validée de l'organisation, qui le valide ou le refuse ; supprimé une fois validé, il est clôturé et ne redevient jamais en attente (spec section 4).",
  initial: 'unlinked',
  states: {
    unlinked: {
      description: "Aucun lien actif : jamais demandé, ou supprimé avant d'avoir été validé.",
      on: {
        REQUEST_LINK: { target: 'pending', description: "Le contact demande à être lié à l'organisation, comme le type qu'il dit y tenir." },
        ...addLink,
      },
    },
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
        DELETE_LINK: { target: 'unlinked', description: "Le contact retire sa demande, ou une Autorité de l'organisation la supprime." },
      },
    },
    validated: {
      description: "Validé : le contact agit pour l'organisation selon son type. La validation est irréversible : le lien ne redevient jamais en attente ni refusé.",
      on: {
        // No target: the organisation's editing screens only ask whether it is taken (contactLink.state.ts).
        EDIT_ORGANISATION: {
          guard: 'isAuthorityLink',
          description:
            "Le contact d'un lien validé modifie l'organisation (ses données, ses informations commerciales), s'il y est Autorité ; le lien reste validé.",
        },
        DELETE_LINK: {
          target: 'ended',
          description: "Le contact quitte l'organisation, ou une Autorité de l'organisation retire le lien : il est clôturé, sans retour en attente.",
        },
      },
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
        DELETE_LINK: { target: 'unlinked', description: "Le lien refusé est supprimé : le contact pourra le demander à nouveau." },
      },
    },
    ended: {
      description:
        "Clôturé : le lien validé a été supprimé. La validation étant irréversible, le contact ne peut pas le redemander pour le remettre en attente ; seule une Autorité de l'organisation peut l'y lier à nouveau, validé d'emblée.",
      on: addLink,
    },
  },
});
