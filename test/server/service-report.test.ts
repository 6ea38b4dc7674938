import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { documents, rapportsPrestation } from '../../server/db/schema/index';
import { fireDueTransitions } from '../../server/services/scheduler/timed-transitions';
import { StatutDocument } from '../../domain/documents';
import { StatutDossier as S } from '../../domain/dossier-status';
import { EtapePrestation } from '../../domain/encoding-steps';
import { platformToday } from '../../domain/sme';
import { INVOICE_BEFORE_ACTIVITY_REPORT, REPORT_START_IN_FUTURE } from '../../domain/service-report';
import { createTestApp, type TestApp } from '../support/test-app';
import { demoParties, dossierRow, insertDossier, post, type DemoParties } from '../support/dossiers';
import { multipartBody, SAMPLE_FILES } from '../support/multipart';

let t: TestApp;
let p: DemoParties;
const as = { presta: '', reference: '', information: '', benef: '', gestion: '' };
beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  as.presta = (await t.login('demo.presta')).authorization;
  as.reference = (await t.login('demo.reference')).authorization;
  as.information = (await t.login('demo.information')).authorization;
  as.benef = (await t.login('demo.benef')).authorization;
  as.gestion = (await t.login('demo.gestionnaire')).authorization;
});
afterAll(() => t.close());

const description = { dateDebut: '2026-01-05', dateFin: '2026-03-20', tachesLivrables: 'Quatre ateliers et un plan d’actions.', contexte: 'Structurer la démarche.' };
const specificites = { typePrestation: 'COMPLETE', conclusion: 'Objectifs atteints.' };
const invoice = { numeroFacture: 'F-2026-014', montantHtva: '900,50', dateFacture: '2026-03-25' };

/** A dossier in status 6 (performance confirmed), its performance worth 1 000 € (test/support/dossiers.ts). */
const confirmed = () => insertDossier(t, { statut: S.DOSSIER_PRESTATION_CONFIRME, beneficiaireId: p.entreprise, prestataireId: p.prestataire });

const report = async (authorization: string, id: number) => (await t.app.inject({ url: `/api/dossiers/${id}/report`, headers: { authorization } })).json().result;

function upload(authorization: string, id: number, kind: 'invoice' | 'activity-report', fields: Record<string, string> = {}) {
  const body = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename: 'piece.pdf', type: 'application/pdf', content: SAMPLE_FILES.pdf },
  ]);
  return t.app.inject({ method: 'POST', url: `/api/dossiers/${id}/report/${kind}`, headers: { authorization, ...body.headers }, payload: body.payload });
}

/** Writes the three data steps as the provider's Authority; the report is then at its documents step. */
async function writeData(id: number) {
  for (const [path, payload] of [['description', description], ['specificites', specificites], ['confirm-recap', {}]] as const) {
    const response = await post(t, as.presta, `/api/dossiers/${id}/report/${path}`, payload);
    expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  }
}

async function documentRow(id: number) {
  return (await t.database.db.select().from(documents).where(eq(documents.id, id)))[0]!;
}

describe('the service report, step by step', () => {
  it('walks description, specificities and recap in order, and opens the screens the guard allows', async () => {
    const dossier = await confirmed();
    const fresh = await report(as.presta, dossier.id);
    expect(fresh).toMatchObject({ etape: EtapePrestation.PrestaDescription, ecrans: ['description', 'specificites'], description: { dateDebut: null } });
    expect((await report(as.benef, dossier.id)).ecrans).toEqual([]);
    // The recap cannot be confirmed before it is reached.
    expect((await post(t, as.presta, `/api/dossiers/${dossier.id}/report/confirm-recap`, {})).statusCode).toBe(409);
    const reversed = await post(t, as.presta, `/api/dossiers/${dossier.id}/report/description`, { ...description, dateFin: '2026-01-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields).toEqual([{ field: 'dateFin', message: 'La fin de la prestation ne peut pas précéder son début.' }]);
    const saved = (await post(t, as.presta, `/api/dossiers/${dossier.id}/report/description`, description)).json().result;
    expect(saved).toMatchObject({ etape: EtapePrestation.PrestaSpecificites, description });
    const partial = await post(t, as.presta, `/api/dossiers/${dossier.id}/report/specificites`, { typePrestation: 'PARTIELLE', conclusion: 'Phase 1 seule.' });
    expect(partial.json().fields).toEqual([{ field: 'motifAnnulation', message: 'Ce champ est obligatoire.' }]);
    const recap = (await post(t, as.presta, `/api/dossiers/${dossier.id}/report/specificites`, { typePrestation: 'PARTIELLE', conclusion: 'Phase 1 seule.', motifAnnulation: 'Le bénéficiaire a réduit le projet.' })).json().result;
    expect(recap).toMatchObject({ etape: EtapePrestation.PrestaRecapitulatif, ecrans: ['description', 'specificites', 'recapitulatif'] });
    // Editing from the recap keeps the report there.
    expect((await post(t, as.presta, `/api/dossiers/${dossier.id}/report/description`, description)).json().result.etape).toBe(EtapePrestation.PrestaRecapitulatif);
    const documentsStep = (await post(t, as.presta, `/api/dossiers/${dossier.id}/report/confirm-recap`, {})).json().result;
    expect(documentsStep).toMatchObject({ etape: EtapePrestation.PrestaDocument, ecrans: ['documents'], specificites: { motifAnnulation: 'Le bénéficiaire a réduit le projet.' } });
    // The data is now fixed.
    expect((await post(t, as.presta, `/api/dossiers/${dossier.id}/report/description`, description)).statusCode).toBe(409);
  });

  it('never locks a report whose start leaves no invoice date: a future start is refused, and a stored one blocks the recap', async () => {
    const dossier = await confirmed();
    const tomorrow = platformToday(new Date(Date.now() + 86_400_000));
    const future = await post(t, as.presta, `/api/dossiers/${dossier.id}/report/description`, { ...description, dateDebut: tomorrow, dateFin: tomorrow });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual([{ field: 'dateDebut', message: REPORT_START_IN_FUTURE }]);
    await post(t, as.presta, `/api/dossiers/${dossier.id}/report/description`, description);
    await post(t, as.presta, `/api/dossiers/${dossier.id}/report/specificites`, specificites);
    // A description saved before the rule existed.
    await t.database.db.update(rapportsPrestation).set({ dateDebut: tomorrow }).where(eq(rapportsPrestation.dossierId, dossier.id));
    const locked = await post(t, as.presta, `/api/dossiers/${dossier.id}/report/confirm-recap`, {});
    expect(locked.statusCode).toBe(400);
    expect(locked.json().fields).toEqual([{ field: 'dateDebut', message: REPORT_START_IN_FUTURE }]);
    expect((await report(as.presta, dossier.id)).etape).toBe(EtapePrestation.PrestaRecapitulatif);
  });

  it('takes the invoice before the activity report, within the performance amount and between its start and today', async () => {
    const dossier = await confirmed();
    await writeData(dossier.id);
    const early = await upload(as.presta, dossier.id, 'activity-report');
    expect(early.statusCode).toBe(400);
    expect(early.json().fields).toEqual([{ field: 'file', message: INVOICE_BEFORE_ACTIVITY_REPORT }]);
    const tooMuch = await upload(as.presta, dossier.id, 'invoice', { ...invoice, montantHtva: '1000,01' });
    expect(tooMuch.json().fields).toEqual([{ field: 'montantHtva', message: expect.stringContaining('ne peut pas dépasser celui de la prestation') }]);
    const beforeStart = await upload(as.presta, dossier.id, 'invoice', { ...invoice, dateFacture: '2026-01-04' });
    expect(beforeStart.json().fields).toEqual([{ field: 'dateFacture', message: 'La date de la facture ne peut pas précéder le début de la prestation (05/01/2026).' }]);
    const tomorrow = new Date(Date.now() + 36 * 3600 * 1000);
    const future = await upload(as.presta, dossier.id, 'invoice', { ...invoice, dateFacture: platformToday(tomorrow) });
    expect(future.json().fields).toEqual([{ field: 'dateFacture', message: 'La date de la facture ne peut pas être dans le futur.' }]);
    // Nothing of the refused uploads was kept.
    expect(await t.database.db.select().from(documents).where(eq(documents.dossierId, dossier.id))).toEqual([]);

    expect((await upload(as.presta, dossier.id, 'invoice', invoice)).statusCode).toBe(201);
    expect((await upload(as.presta, dossier.id, 'activity-report')).statusCode).toBe(201);
    const written = await report(as.presta, dossier.id);
    expect(written.facture).toMatchObject({ numero: 'F-2026-014', montantHtva: 900.5, date: '2026-03-25', document: { statutLibelle: 'En attente' } });
    expect(written.rapportActivite).toMatchObject({ nom: "Rapport d'activité" });
    expect(written.actions).toMatchObject({ submitReport: true, editReport: false, editInvoice: true });
  });

  it('submits the report, lets a new invoice invalidate the activity report, and has the beneficiary validate it', async () => {
    const dossier = await confirmed();
    await writeData(dossier.id);
    const missing = await post(t, as.presta, `/api/dossiers/${dossier.id}/report/submit-to-beneficiary`, {});
    expect(missing.json().fields).toEqual([
      { field: 'documents', message: 'Déposez la facture.' },
      { field: 'documents', message: "Déposez le rapport d'activité." },
    ]);
    await upload(as.presta, dossier.id, 'invoice', invoice);
    await upload(as.presta, dossier.id, 'activity-report');
    const submitted = await post(t, as.presta, `/api/dossiers/${dossier.id}/report/submit-to-beneficiary`, {});
    expect(submitted.statusCode).toBe(200);
    expect((await dossierRow(t, dossier.id))!.rapportSoumisLe).toBeInstanceOf(Date);
    const seenByProvider = await report(as.presta, dossier.id);
    expect(seenByProvider).toMatchObject({ etape: EtapePrestation.PrestaConfirmation, ecrans: ['documents', 'confirmation'], joursRestants: t.config.reportAutoRejectDays });
    expect(await report(as.benef, dossier.id)).toMatchObject({ ecrans: ['validation'], actions: { validateReport: true, refuseReport: true } });
    // The dashboard's row counts the days down too.
    const [listed] = (await post(t, as.benef, '/api/dossiers', { reference: dossier.reference })).json().result.items;
    expect(listed).toMatchObject({ id: dossier.id, rapportJoursRestants: t.config.reportAutoRejectDays });

    // "A new invoice invalidates the existing activity report": the beneficiary must wait for a new one.
    const oldActivity = seenByProvider.rapportActivite.id as number;
    await upload(as.presta, dossier.id, 'invoice', { ...invoice, numeroFacture: 'F-2026-015' });
    expect((await report(as.presta, dossier.id)).rapportActivite).toBeNull();
    expect(await documentRow(oldActivity)).toMatchObject({ statut: StatutDocument.REFUSE_AUTOMATIQUEMENT, statutPar: p.presta });
    const blocked = await post(t, as.benef, `/api/dossiers/${dossier.id}/report/validate`, {});
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().fields[0].message).toContain("nouveau rapport d'activité");
    expect((await dossierRow(t, dossier.id))!.statutDossierId).toBe(S.DOSSIER_PRESTATION_CONFIRME);

    await upload(as.presta, dossier.id, 'activity-report');
    const validated = await post(t, as.benef, `/api/dossiers/${dossier.id}/report/validate`, {});
    expect(validated.json().result.StatutDossierId).toBe(S.DOSSIER_PRESTATION_EXAMEN);
    const [row] = await t.database.db.select().from(rapportsPrestation).where(eq(rapportsPrestation.dossierId, dossier.id));
    expect(row).toMatchObject({ etape: EtapePrestation.PrestaValidation, decision: 'validated' });
    expect(await documentRow(row!.factureDocumentId!)).toMatchObject({ statut: StatutDocument.VALIDE_BENEFICIAIRE, statutPar: p.benef });
    // The detail's documents tab tells who set each status.
    const detail = (await t.app.inject({ url: `/api/dossiers/${dossier.id}?with[]=detailDossierAll`, headers: { authorization: as.presta } })).json().result;
    expect(detail.documents.find((d: { id: number }) => d.id === row!.factureDocumentId)).toMatchObject({ statutLibelle: 'Validé par le bénéficiaire', statutPar: 'Marc Dupont' });
    // Validated: nothing of the report may change any more.
    expect((await upload(as.presta, dossier.id, 'activity-report')).statusCode).toBe(409);
  });

  it('suspends the dossier on the beneficiary’s refusal, irreversibly, with the documents refused by it', async () => {
    const dossier = await insertDossier(t, { statut: S.DOSSIER_PRESTATION_CONFIRME, beneficiaireId: p.entreprise, prestataireId: p.prestataire, rapportSoumisLe: new Date() });
    expect((await post(t, as.benef, `/api/dossiers/${dossier.id}/report/refuse`, {})).statusCode).toBe(400);
    const refused = await post(t, as.benef, `/api/dossiers/${dossier.id}/report/refuse`, { justification: 'Les livrables manquent.' });
    expect(refused.json().result.StatutDossierId).toBe(S.DOSSIER_PRESTATION_SUSPENDUE);
    const [row] = await t.database.db.select().from(rapportsPrestation).where(eq(rapportsPrestation.dossierId, dossier.id));
    expect(row!.decision).toBe('refused');
    expect((await documentRow(row!.rapportActiviteDocumentId!)).statut).toBe(StatutDocument.REFUSE_BENEFICIAIRE);
    expect((await post(t, as.benef, `/api/dossiers/${dossier.id}/report/validate`, {})).statusCode).toBe(409);
    expect((await report(as.presta, dossier.id)).ecrans).toEqual([]);
  });

  it('rejects an unanswered report automatically on the fake clock, its documents with it', async () => {
    const dossier = await insertDossier(t, {
      statut: S.DOSSIER_PRESTATION_CONFIRME,
      beneficiaireId: p.entreprise,
      prestataireId: p.prestataire,
      rapportSoumisLe: new Date('2026-01-01T10:00:00Z'),
      dateEcheance: '2026-01-22',
    });
    await fireDueTransitions(t.database.db, t.config, new Date('2026-01-23T08:00:00Z'));
    const [row] = await t.database.db.select().from(rapportsPrestation).where(eq(rapportsPrestation.dossierId, dossier.id));
    expect(row).toMatchObject({ decision: 'autoRejected', etape: EtapePrestation.PrestaValidation });
    expect(await documentRow(row!.factureDocumentId!)).toMatchObject({ statut: StatutDocument.REFUSE_AUTOMATIQUEMENT, statutPar: null });
  });
});

describe('who may write the report (spec section 6)', () => {
  it('lets the Reference write it and add the activity report, keeps the invoice and the submission for the Authority, and refuses the others', async () => {
    const dossier = await confirmed();
    expect((await post(t, as.reference, `/api/dossiers/${dossier.id}/report/description`, description)).statusCode).toBe(200);
    expect((await post(t, as.information, `/api/dossiers/${dossier.id}/report/specificites`, specificites)).statusCode).toBe(403);
    expect((await post(t, as.benef, `/api/dossiers/${dossier.id}/report/specificites`, specificites)).statusCode).toBe(403);
    expect((await post(t, as.gestion, `/api/dossiers/${dossier.id}/report/specificites`, specificites)).statusCode).toBe(403);
    await post(t, as.reference, `/api/dossiers/${dossier.id}/report/specificites`, specificites);
    await post(t, as.reference, `/api/dossiers/${dossier.id}/report/confirm-recap`, {});
    expect((await upload(as.reference, dossier.id, 'invoice', invoice)).statusCode).toBe(403);
    expect((await upload(as.presta, dossier.id, 'invoice', invoice)).statusCode).toBe(201);
    expect((await upload(as.reference, dossier.id, 'activity-report')).statusCode).toBe(201);
    expect((await post(t, as.reference, `/api/dossiers/${dossier.id}/report/submit-to-beneficiary`, {})).statusCode).toBe(403);
    // Everyone who sees the dossier reads its report.
    for (const who of [as.information, as.benef, as.gestion]) expect((await report(who, dossier.id)).facture.numero).toBe('F-2026-014');
  });
});
