// Also on PostgreSQL: the replay command on the database of DATABASE_URL.
import { spawnSync } from 'node:child_process';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLinkHistory, contacts, demandeLabellisationHistory, dossierHistory, dossiers, xContacts } from '../../server/db/schema/index';
import { TypeContact } from '../../domain/contact-types';
import { Droit } from '../../domain/droits';
import { StatutValidationLien } from '../../domain/link-validation';
import { TypeOrganisation } from '../../domain/organisation-types';
import { createContact } from '../support/contacts';
import { demoParties, post } from '../support/dossiers';
import { auditDossierHistories } from '../../server/services/audit/replay';
import { auditStoredHistories } from '../../server/services/audit/stored-histories';
import { StatutDossier } from '../../domain/dossier-status';
import { createTestApp, type TestApp } from '../support/test-app';
import { testDatabaseUrl } from '../support/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('npm run audit:replay', () => {
  it('replays every demo dossier to its stored status', async () => {
    const { replayed, anomalies } = await auditDossierHistories(t.database.db);
    expect(replayed).toBe(await t.database.db.$count(dossiers));
    expect(replayed).toBeGreaterThan(20);
    expect(anomalies).toEqual([]);
  });

  it('names a dossier whose history lost a status change, and one stored at a status its history does not reach', async () => {
    const db = t.database.db;
    const [settled] = await db.select().from(dossiers).where(eq(dossiers.statutDossierId, StatutDossier.DOSSIER_SOLDE)).limit(1);
    const [submit] = await db.select().from(dossierHistory).where(and(eq(dossierHistory.dossierId, settled!.id), eq(dossierHistory.event, 'SUBMIT_INTRODUCTION')));
    await db.delete(dossierHistory).where(eq(dossierHistory.id, submit!.id));
    const [examined] = await db.select().from(dossiers).where(eq(dossiers.statutDossierId, StatutDossier.DOSSIER_EXAMEN)).limit(1);
    await db.update(dossiers).set({ statutDossierId: StatutDossier.DOSSIER_PRESTATION_CONFIRME }).where(eq(dossiers.id, examined!.id));

    const { anomalies } = await auditDossierHistories(db);
    expect(anomalies.map((a) => a.reference).sort()).toEqual([settled!.reference, examined!.reference].sort());
    const lost = anomalies.find((a) => a.dossierId === settled!.id)!;
    expect(lost.problems[0]!.message).toBe('DECLARE_ADMISSIBLE part de « En examen » (2), mais le dossier était au statut « Introduction » (1).');
    const moved = anomalies.find((a) => a.dossierId === examined!.id)!;
    expect(moved.problems).toEqual([{ kind: 'lifecycle', row: null, message: expect.stringContaining('mais le dossier est enregistré au statut « Prestation confirmée » (6)') }]);
  });
});

describe('the replay follows sub-states and authors', () => {
  /** The first demo dossier at that status whose history has that event, with the event's row. */
  async function dossierWithRow(statut: number, event: string) {
    const db = t.database.db;
    const [found] = await db
      .select({ dossier: dossiers, row: dossierHistory })
      .from(dossiers)
      .innerJoin(dossierHistory, and(eq(dossierHistory.dossierId, dossiers.id), eq(dossierHistory.event, event)))
      .where(eq(dossiers.statutDossierId, statut))
      .limit(1);
    return found!;
  }
  const anomalyOf = async (dossierId: number) => (await auditDossierHistories(t.database.db)).anomalies.find((a) => a.dossierId === dossierId);
  /** The dossier's only problem is this one, on a row of its history. */
  const expectOnlyProblem = async (dossierId: number, kind: 'lifecycle' | 'author', message: string) =>
    expect((await anomalyOf(dossierId))?.problems).toEqual([{ kind, row: expect.any(Number), message }]);

  it('flags a report validated that was never submitted to the beneficiary, where every status change still looks right', async () => {
    const { dossier, row } = await dossierWithRow(StatutDossier.DOSSIER_PRESTATION_EXAMEN, 'SUBMIT_REPORT_TO_BENEFICIARY');
    expect(await anomalyOf(dossier.id)).toBeUndefined();
    await t.database.db.delete(dossierHistory).where(eq(dossierHistory.id, row.id));

    await expectOnlyProblem(dossier.id, 'lifecycle', "BENEFICIARY_VALIDATES_REPORT n'est pas accepté dans l'état atteint, « Prestation confirmée » (6), sous-état « reportInProgress » (Le prestataire rédige le rapport de prestation et en dépose les documents.) ; le cycle de vie y attend CANCEL_SERVICE_BY_PROVIDER, CANCEL_SERVICE, SUBMIT_REPORT_TO_BENEFICIARY. La ligne enregistre un passage de « Prestation confirmée » (6) à « Prestation en examen » (7).");
  });

  it("flags a manager's row in the beneficiary's place, saying who was expected and who was found", async () => {
    const { dossier, row } = await dossierWithRow(StatutDossier.DOSSIER_PRESTATION_APPROUVEE, 'BENEFICIARY_VALIDATES_REPORT');
    expect(await anomalyOf(dossier.id)).toBeUndefined();
    const [manager] = await t.database.db.select().from(contacts).where(eq(contacts.nomUtilisateur, 'demo.gestionnaire'));
    await t.database.db.update(dossierHistory).set({ contactId: manager!.id }).where(eq(dossierHistory.id, row.id));

    await expectOnlyProblem(dossier.id, 'author', `BENEFICIARY_VALIDATES_REPORT : attendu : un contact de droit Bénéficiaire de type Autorité chez le bénéficiaire du dossier, ou un contact de droit Prestataire de type Autorité chez le prestataire du dossier, si le prestataire est aussi le bénéficiaire ; trouvé : ${manager!.prenom} ${manager!.nom} (contact ${manager!.id}), droits : Gestionnaire ; aucun type de contact validé chez le prestataire, aucun type de contact validé chez le bénéficiaire.`);
  });

  it("flags a manager's decision recorded without an author", async () => {
    const db = t.database.db;
    const { dossier, row } = await dossierWithRow(StatutDossier.DOSSIER_PRESTATION_APPROUVEE, 'APPROVE_SERVICE');
    await db.update(dossierHistory).set({ contactId: null }).where(eq(dossierHistory.id, row.id));
    const problems = (await anomalyOf(dossier.id))!.problems.filter((p) => p.message.startsWith('APPROVE_SERVICE'));
    expect(problems).toEqual([
      { kind: 'author', row: expect.any(Number), message: 'APPROVE_SERVICE : attendu : un gestionnaire (droit Administrateur général, Administrateur, Gestionnaire) ; trouvé : la plateforme, sans auteur.' },
    ]);
  });
});

describe('the other stored lifecycles', () => {
  it('replays every demo labellisation request and expert competence to its stored status', async () => {
    const { read, unrecorded, anomalies } = await auditStoredHistories(t.database.db);
    expect(anomalies).toEqual([]);
    // The demo's links are seeded without a history: only the requests and the competences have one to replay.
    expect(read.labellisationRequest - unrecorded.labellisationRequest).toBeGreaterThan(0);
    expect(read.expertCompetence - unrecorded.expertCompetence).toBeGreaterThan(0);
  });

  it('flags a link decision taken by someone who is no Authority of the organisation', async () => {
    const db = t.database.db;
    const { prestataire } = await demoParties(t);
    const contactId = await createContact(t, 'lien.audit', [Droit.Prestataire]);
    const [link] = await db
      .insert(xContacts)
      .values({ contactId, organisationId: prestataire, typeContactId: TypeContact.REFERENCE, typeOrganisationId: TypeOrganisation.PRESTATAIRE, validationStatus: StatutValidationLien.EN_ATTENTE })
      .returning();
    const authority = (await t.login('demo.presta', Droit.Prestataire)).authorization;
    const decided = await post(t, authority, `/api/organisations/${prestataire}/contact/${link!.id}/validate`, { Statut: StatutValidationLien.VALIDE, version: link!.version });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await auditStoredHistories(db)).anomalies).toEqual([]);

    const [manager] = await db.select().from(contacts).where(eq(contacts.nomUtilisateur, 'demo.gestionnaire'));
    await db.update(contactLinkHistory).set({ decidedBy: manager!.id }).where(eq(contactLinkHistory.linkId, link!.id));
    expect((await auditStoredHistories(db)).anomalies).toEqual([
      {
        lifecycle: 'contactLink',
        entity: `lien ${link!.id} (contact ${contactId}, organisation ${prestataire})`,
        statut: StatutValidationLien.VALIDE,
        problems: [
          {
            kind: 'author',
            row: 0,
            message: `VALIDATE_LINK : attendu : une Autorité validée de l'organisation ${prestataire} ; trouvé : ${manager!.prenom} ${manager!.nom} (contact ${manager!.id}), sans type de contact validé dans cette organisation.`,
          },
        ],
      },
    ]);
  });

  it("flags an administration's decision on a labellisation request recorded under a provider's contact", async () => {
    const db = t.database.db;
    const [decision] = await db.select().from(demandeLabellisationHistory).where(inArray(demandeLabellisationHistory.event, ['VALIDATE', 'REFUSE', 'OPEN_DRC', 'CLOSE_WITHOUT_FOLLOW_UP'])).limit(1);
    const [provider] = await db.select().from(contacts).where(eq(contacts.nomUtilisateur, 'demo.presta'));
    await db.update(demandeLabellisationHistory).set({ contactId: provider!.id }).where(eq(demandeLabellisationHistory.id, decision!.id));

    const problems = (await auditStoredHistories(db)).anomalies.flatMap((a) => a.problems);
    expect(problems).toContainEqual({
      kind: 'author',
      row: expect.any(Number),
      message: `${decision!.event} : attendu : un gestionnaire (droit Administrateur général, Administrateur, Gestionnaire) ; trouvé : ${provider!.prenom} ${provider!.nom} (contact ${provider!.id}), droits : Prestataire, Bénéficiaire.`,
    });
  });

  it('flags a labellisation request whose submission row was lost', async () => {
    const db = t.database.db;
    const [submission] = await db.select().from(demandeLabellisationHistory).where(eq(demandeLabellisationHistory.event, 'SUBMIT')).limit(1);
    await db.delete(demandeLabellisationHistory).where(eq(demandeLabellisationHistory.id, submission!.id));
    const anomaly = (await auditStoredHistories(db)).anomalies.find((a) => a.lifecycle === 'labellisationRequest');
    expect(anomaly?.problems[0]).toEqual({ kind: 'lifecycle', row: expect.any(Number), message: expect.stringMatching(/(mais la demande était|L'historique de la demande mène) au statut « En introduction »/) });
  });
});

describe('the command', () => {
  // On PostgreSQL only: the embedded database admits one process, the test's.
  it.runIf(process.env.TEST_DB_KIND === 'postgres')('exits with 1 and lists the dossiers when a history does not replay, on the database of DATABASE_URL', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/audit-replay.ts'], { env: { ...process.env, DATABASE_URL: testDatabaseUrl(t.database)! }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/dossier\(s\) rejoué\(s\), 4 en anomalie\./);
  });
});
