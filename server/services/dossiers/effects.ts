import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, dossierContacts, type dossiers } from '../../db/schema/index';
import { TypeOrganisation } from '../../../domain/organisation-types';
import { DATA_LOCKED_STEP, SUBMITTED_STEP, type DossierStatusEffect } from '../../../machines/dossierStatus.state';
import type { ServiceReportEvent, ServiceReportEventType } from '../../../machines/serviceReport.machine';
import { applyReportEvent } from '../service-report/apply';
import type { DossierRow } from '../../db/rows';
import { informationCompletedNotice, informationRequestedNotice, reportToValidateNotice, tacitAdmissibilityNotice, type MailText } from '../mail/templates';
import { enqueueMails } from '../mail/enqueue';
import { mailOrganisationAuthorities } from '../mail/organisation-authorities';
import { sendSatisfactionSurvey } from '../survey/create';

type DossierPatch = Partial<typeof dossiers.$inferInsert>;

interface EffectContext {
  tx: Db;
  dossier: DossierRow;
  at: Date;
  /** Who sent the event; null for the platform itself. */
  contactId: number | null;
  /** The justification, question or answer that came with it. */
  text: string | null;
  /** The platform's address, which the e-mailed links point to. */
  publicUrl: string;
}

/** The report effects: the status change sends the service report the matching event (it refuses with 409 what its machine refuses). */
const reportEvent =
  (type: ServiceReportEventType): ((context: EffectContext) => Promise<DossierPatch>) =>
  async ({ tx, dossier, at, contactId }) => {
    await applyReportEvent(tx, { dossierId: dossier.id, event: { type } as ServiceReportEvent, contactId, at });
    return {};
  };

/**
 * The server's side of each effect the status machine names: the columns it changes on the dossier
 * (which is how the sub-states are restored later) and what else it writes in the same transaction.
 * Keyed by the machine's actions, so a new one fails compilation until it is handled here.
 */
export const DOSSIER_EFFECTS: Record<DossierStatusEffect, (context: EffectContext) => DossierPatch | Promise<DossierPatch>> = {
  lockData: () => ({ etapeEncodage: DATA_LOCKED_STEP }),
  recordSubmission: () => ({ etapeEncodage: SUBMITTED_STEP }),
  recordSharePayment: ({ at }) => ({ quotePartPayeeLe: at }),
  startValidationCountdown: ({ at }) => ({ rapportSoumisLe: at }),
  refundBeneficiaryShare: ({ at }) => ({ quotePartRembourseeLe: at }),
  recordReportSubmission: reportEvent('SUBMIT_TO_BENEFICIARY'),
  recordReportValidation: reportEvent('BENEFICIARY_VALIDATES'),
  recordReportRefusal: reportEvent('BENEFICIARY_REFUSES'),
  recordReportAutoRejection: reportEvent('AUTO_REJECTED'),
  notifyManager: async ({ tx, dossier, at }) => {
    await mailAssignedManager(tx, dossier, informationCompletedNotice(dossier.reference), at);
    return {};
  },
  // "Only a contact assigned to a request may answer a DRC": they are the ones told.
  notifyAssignedContacts: async ({ tx, dossier, at, text }) => {
    await mailAssignedProviderContacts(tx, dossier, informationRequestedNotice(dossier.reference, text), at);
    return {};
  },
  notifyBeneficiary: async ({ tx, dossier, at }) => {
    await mailBeneficiaryAuthorities(tx, dossier, reportToValidateNotice(dossier.reference), at);
    return {};
  },
  notifyTacitAdmissibility: async ({ tx, dossier, at }) => {
    const notice = tacitAdmissibilityNotice(dossier.reference);
    await mailBeneficiaryAuthorities(tx, dossier, notice, at);
    await mailAssignedProviderContacts(tx, dossier, notice, at);
    return {};
  },
  sendSatisfactionSurvey: async ({ tx, dossier, at, publicUrl }) => {
    await sendSatisfactionSurvey(tx, dossier, publicUrl, at);
    return {};
  },
};

/** The manager the dossier is assigned to, if any; the message is about the dossier's beneficiary. */
export async function mailAssignedManager(tx: Db, dossier: Pick<DossierRow, 'gestionnaireId' | 'beneficiaireId'>, notice: MailText, at: Date) {
  if (dossier.gestionnaireId === null) return;
  const [manager] = await tx.select({ email: contacts.email }).from(contacts).where(eq(contacts.id, dossier.gestionnaireId));
  if (manager) await enqueueMails(tx, 'DOSSIER', [{ recipient: manager.email, contactId: dossier.gestionnaireId, organisationId: dossier.beneficiaireId, ...notice, createdAt: at }]);
}

/** The provider's contacts assigned to the dossier, who act for it: the message is about their provider. */
async function mailAssignedProviderContacts(tx: Db, dossier: DossierRow, notice: MailText, at: Date) {
  const assigned = await tx
    .selectDistinct({ id: contacts.id, email: contacts.email })
    .from(dossierContacts)
    .innerJoin(contacts, eq(contacts.id, dossierContacts.contactId))
    .where(and(eq(dossierContacts.dossierId, dossier.id), eq(dossierContacts.typeOrganisationId, TypeOrganisation.PRESTATAIRE)));
  await enqueueMails(tx, 'DOSSIER', assigned.map((c) => ({ recipient: c.email, contactId: c.id, organisationId: dossier.prestataireId, ...notice, createdAt: at })));
}

export async function mailBeneficiaryAuthorities(tx: Db, dossier: Pick<DossierRow, 'beneficiaireId'>, notice: MailText, at: Date) {
  if (dossier.beneficiaireId !== null) await mailOrganisationAuthorities(tx, dossier.beneficiaireId, { kind: 'DOSSIER', ...notice, at });
}

export async function performEffects(effects: readonly DossierStatusEffect[], context: EffectContext): Promise<DossierPatch> {
  let patch: DossierPatch = {};
  for (const effect of effects) patch = { ...patch, ...(await DOSSIER_EFFECTS[effect](context)) };
  return patch;
}
