import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations, satisfactionSurveys } from '../../db/schema/index';
import { hashOpaque, randomOpaqueId } from '../auth/signup-tokens';
import { mailOrganisationAuthorities } from '../mail/organisation-authorities';
import { satisfactionSurveyNotice } from '../mail/templates';
import type { DossierRow } from '../../db/rows';

/** The survey's page, at the spec's path /survey/{hash}. */
export const surveyLink = (publicUrl: string, token: string) => `${publicUrl}/app/survey/${token}`;

/**
 * The status machine's `sendSatisfactionSurvey` (on SETTLE), in the status change's transaction: the survey is
 * created under a random token of 256 bits, kept only as its SHA-256, and its link e-mailed to the beneficiary's
 * Authorities (a `DOSSIER` message: each may turn those off). A dossier has one survey: a second call does nothing.
 */
export async function sendSatisfactionSurvey(tx: Db, dossier: Pick<DossierRow, 'id' | 'reference' | 'beneficiaireId' | 'prestataireId'>, publicUrl: string, at: Date) {
  const token = randomOpaqueId();
  const created = await tx
    .insert(satisfactionSurveys)
    .values({ dossierId: dossier.id, tokenHash: hashOpaque(token), createdAt: at })
    .onConflictDoNothing({ target: satisfactionSurveys.dossierId })
    .returning({ id: satisfactionSurveys.id });
  if (created.length === 0 || dossier.beneficiaireId === null) return;
  const [prestataire] = dossier.prestataireId === null ? [] : await tx.select({ nom: organisations.nomLong }).from(organisations).where(eq(organisations.id, dossier.prestataireId));
  const notice = satisfactionSurveyNotice(dossier.reference, prestataire?.nom ?? null, surveyLink(publicUrl, token));
  await mailOrganisationAuthorities(tx, dossier.beneficiaireId, { kind: 'DOSSIER', ...notice, at });
}
