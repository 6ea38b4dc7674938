import { array, boolean, literal, nullable, number, object, string, type Infer } from 'superstruct';
import { CONTACT_NAMES, CONTACT_PROFILE } from './contact-names';
import { Instant } from './shapes';
import { SignupType } from '../schemas/signup';

/** The token as the server issues it (login, refresh, swap of right; spec section 7). */
export const IssuedToken = object({
  access_token: string(),
  token_type: literal('Bearer'),
  expires_in: number(),
  /** ISO date the browser stores to know when to refresh first (spec section 7). */
  expires_at: Instant,
  droit_id: number(),
});
export type IssuedToken = Infer<typeof IssuedToken>;

/** One active link of the contact to an organisation, as whoami and the token's refresh carry it. */
export const LinkedOrganisation = object({
  id: number(),
  type_organisation_id: number(),
  nom: string(),
  type_contact_id: number(),
  validation_status: number(),
  organisation_actif: boolean(),
});
export type LinkedOrganisation = Infer<typeof LinkedOrganisation>;

/** GET /auth/refreshLinkedOrganisations: a new token with the links as they now are. */
export const TokenWithLinks = object({ ...IssuedToken.schema, linked_organisations: array(LinkedOrganisation) });

/** The signed-in contact: the spec's own field names (spec section 3, Contact); never its password hash. */
export const WhoamiUser = object({
  ...CONTACT_NAMES,
  ...CONTACT_PROFILE,
  porteur_projet_actif: boolean(),
  droits: array(object({ id: number() })),
});
export type WhoamiUser = Infer<typeof WhoamiUser>;

/** GET /auth/whoami: the contact and its links; the session's right is in `meta`. */
export const Whoami = object({ user: WhoamiUser, linked_organisations: array(LinkedOrganisation) });
export type Whoami = Infer<typeof Whoami>;

/** GET /auth/whoami's `meta`: the right the session acts under. */
export const WhoamiMeta = object({ auth: object({ droit_id: number() }) });
export type WhoamiMeta = Infer<typeof WhoamiMeta>;

/** GET /auth/get-gestia-personal-data/{id}: what the identity provider proved, for the sign-up's personal-data form. */
export const ProvenPersonalData = object({
  signupType: SignupType,
  NumeroRegistreNational: string(),
  Prenom: nullable(string()),
  Nom: nullable(string()),
  Email: nullable(string()),
});

/** A signed-out call that only says it was done (reset asked, token good, password changed, signed out). */
export const Done = literal(true);
