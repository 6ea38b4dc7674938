import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactDroits, contacts, signupIdentities } from '../../db/schema/index';
import type { ServerConfig } from '../../config';
import { hashPassword } from '../../auth/passwords';
import { invalidFields } from '../../../domain/errors';
import { BELGIQUE } from '../../../domain/countries';
import { Droit } from '../../../domain/droits';
import type { CreateAccountPayload } from '../../../domain/schemas/signup';
import { withUniqueFields } from '../contacts/unique-fields';
import { beginIdentityServiceAttempt } from './login-throttle';
import { keptIdentity } from './identity-proofs';
import { IDENTITY_EXPIRED_MESSAGE } from './signup-identity';
import { mailAccountLink } from './signup-tokens';

/** The identity proven for this sign-up, or a 400 on the id: it expired or was used, the person identifies again. */
export async function requireKeptIdentity(db: Db, personalDataId: string, signupType: 'create' | 'validate') {
  const kept = await keptIdentity(db, personalDataId, signupType);
  if (!kept) throw invalidFields([{ field: 'personalDataId', message: IDENTITY_EXPIRED_MESSAGE }]);
  return kept;
}

/** What the proven identity says wins over what the form sent: the names are the provider's when it gives them. */
export const provenNames = (kept: { prenom: string | null; nom: string | null }, payload: { Prenom: string; Nom: string }) => ({
  prenom: kept.prenom ?? payload.Prenom,
  nom: kept.nom ?? payload.Nom,
});

/**
 * POST /auth/create-account (spec section 4, "Account: created, then validated via an e-mailed link"): the contact is
 * created with the national register number the provider proved, not validated, holding the beneficiary right (so
 * that, once validated, it signs in and asks its organisations for links from its profile); the link is e-mailed.
 * A taken e-mail, user name or national register number is a 400 on its field (the unique indexes decide). Counted
 * like a sign-in in the address's throttle bucket: every refusal costs the address an attempt.
 */
export async function createAccount(db: Db, config: ServerConfig, payload: CreateAccountPayload, address: string): Promise<{ Email: string }> {
  const attempt = await beginIdentityServiceAttempt(db, config, address);
  try {
    const kept = await requireKeptIdentity(db, payload.personalDataId, 'create');
    const passwordHash = await hashPassword(payload.password);
    await withUniqueFields(BELGIQUE, () =>
      db.transaction(async (tx) => {
        const [contact] = await tx
          .insert(contacts)
          .values({
            ...provenNames(kept, payload),
            email: payload.Email,
            nomUtilisateur: payload.NomUtilisateur,
            nationalite: BELGIQUE,
            numeroIdentification: kept.nationalRegisterNumber,
            typeAuthentification: 'eid',
            passwordHash,
            compteValide: false,
          })
          .returning({ id: contacts.id, email: contacts.email, prenom: contacts.prenom });
        await tx.insert(contactDroits).values({ contactId: contact!.id, droitId: Droit.Beneficiaire });
        // The proven identity serves one account only.
        await tx.delete(signupIdentities).where(eq(signupIdentities.stateHash, kept.stateHash));
        await mailAccountLink(tx, config.platform.url, contact!, 'create');
      }),
    );
  } catch (error) {
    await attempt.failed();
    throw error;
  }
  await attempt.cleared();
  return { Email: payload.Email };
}
