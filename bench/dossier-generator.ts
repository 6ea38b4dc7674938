import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { contactDroits, contacts, xContacts } from '../server/db/schema/index';
import { demoPasswordHash } from '../server/seed/demo-contacts';
import { TypeContact } from '../domain/contact-types';
import { Droit } from '../domain/droits';
import { StatutValidationLien } from '../domain/link-validation';
import { TypeOrganisation } from '../domain/organisation-types';
import { Plateforme } from '../domain/platforms';

/**
 * Generated dossiers over realistic parties, set-based (INSERT … SELECT over generate_series), for the
 * list's bench (a million rows) and its plan test (a few thousand). Of every 1,000 dossiers, 550 go to one
 * huge provider, 20 to a large one (20,000 in a million), 380 to small providers and 50 to no provider
 * yet; beneficiaries hold 7 dossiers on average, one of them exactly 50. Statuses follow age (old ones
 * are settled or closed), deadlines exist for the statuses waiting on someone, creation dates cover 2019
 * to 2026 in id order, references are the platform's `CE-<year>-<id>`. The same numbers give the same rows.
 */
export interface GeneratedParties {
  hugeProvider: number;
  largeProvider: number;
  smallBeneficiary: number;
  /** Logins (password DEMO_PASSWORD) acting as: a manager, each provider's Authority, the small beneficiary's Authority. */
  logins: { manager: string; hugeProvider: string; largeProvider: string; smallBeneficiary: string };
}

const NAMES = {
  activities: ['Menuiserie', 'Boulangerie', 'Garage', 'Atelier', 'Brasserie', 'Imprimerie', 'Verrerie', 'Transports', 'Bureau', 'Ferronnerie', 'Fromagerie', 'Toiture'],
  families: ['Dupont', 'Lambert', 'Martin', 'Dubois', 'Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'Leroy'],
  forms: ['SRL', 'SA', 'SC', 'ASBL', 'SNC'],
};
const LOGINS = { manager: 'bench.gestionnaire', hugeProvider: 'bench.grand-presta', largeProvider: 'bench.presta', smallBeneficiary: 'bench.benef' };

/** Both drivers answer raw SQL with `{ rows }`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Deterministic pseudo-random 0..m-1 from an integer expression and a salt (no random(), same rows every run). */
const pick = (expr: string, salt: number, m: number) => `((hashint8((${expr})::bigint * 1000 + ${salt})::bigint + 2147483648) % ${m})`;

async function insertOrganisations(db: Db, count: number, type: number, label: string): Promise<number> {
  const { activities, families, forms } = NAMES;
  const name = `(ARRAY[${activities.map((a) => `'${a}'`).join(',')}])[1 + ${pick('k', 1, activities.length)}] || ' ' ||
    (ARRAY[${families.map((f) => `'${f}'`).join(',')}])[1 + ${pick('k', 2, families.length)}] || ' ${label}' || k || ' ' ||
    (ARRAY[${forms.map((f) => `'${f}'`).join(',')}])[1 + ${pick('k', 3, forms.length)}]`;
  const [created] = await rowsOf<{ first: number }>(db, sql`
    WITH created AS (
      INSERT INTO organisations (type_organisation_id, nom_long, numero_bce, plateforme_id)
      SELECT ${type}, ${sql.raw(name)}, lpad((100000000 + k * ${type})::text, 10, '0'), ${Plateforme.CE.id}
      FROM generate_series(1, ${count}) AS k
      RETURNING id)
    SELECT min(id) AS first FROM created`);
  return Number(created!.first);
}

/** One Authority contact per organisation of [first, first + count), linked and validated; they cannot sign in. */
async function insertAuthorities(db: Db, first: number, count: number, typeOrganisationId: number) {
  await db.execute(sql`
    WITH created AS (
      INSERT INTO contacts (email, nom_utilisateur, prenom, nom, compte_valide)
      SELECT 'contact' || o || '@bench.example', 'contact' || o, 'Prénom', 'Contact ' || o, true
      FROM generate_series(${first}::int, ${first + count - 1}::int) AS o
      RETURNING id, substring(nom_utilisateur from 8)::int AS organisation_id)
    INSERT INTO x_contacts (contact_id, organisation_id, type_contact_id, type_organisation_id, validation_status)
    SELECT id, organisation_id, ${TypeContact.AUTORITE}, ${typeOrganisationId}, ${StatutValidationLien.VALIDE} FROM created`);
}

/** A contact who signs in with DEMO_PASSWORD, under one right, as Authority of the organisation if any. */
async function insertLogin(db: Db, login: string, droitId: number, organisationId: number | null, typeOrganisationId: number) {
  const [contact] = await db
    .insert(contacts)
    .values({ email: `${login}@bench.example`, nomUtilisateur: login, prenom: 'Banc', nom: login, compteValide: true, passwordHash: await demoPasswordHash() })
    .returning();
  await db.insert(contactDroits).values({ contactId: contact!.id, droitId });
  if (organisationId === null) return;
  await db.insert(xContacts).values({
    contactId: contact!.id,
    organisationId,
    typeContactId: TypeContact.AUTORITE,
    typeOrganisationId,
    validationStatus: StatutValidationLien.VALIDE,
  });
}

/** Fills the database in one transaction (an interrupted run leaves nothing behind), then analyses it. */
export async function generateDossiers(db: Db, total: number): Promise<GeneratedParties> {
  const parties = await db.transaction((tx) => load(tx as unknown as Db, total));
  await db.execute(sql`VACUUM ANALYZE dossiers`);
  await db.execute(sql`ANALYZE organisations`);
  return parties;
}

async function load(db: Db, total: number): Promise<GeneratedParties> {
  const beneficiaryCount = Math.max(20, Math.round(total / 7));
  const smallProviderCount = Math.max(5, Math.round(total / 3000));
  const providers = await insertOrganisations(db, smallProviderCount + 2, TypeOrganisation.PRESTATAIRE, 'Conseil ');
  const beneficiaries = await insertOrganisations(db, beneficiaryCount, TypeOrganisation.BENEFICIAIRE, '');
  await insertAuthorities(db, providers, smallProviderCount + 2, TypeOrganisation.PRESTATAIRE);
  await insertAuthorities(db, beneficiaries, beneficiaryCount, TypeOrganisation.BENEFICIAIRE);
  const parties = { hugeProvider: providers, largeProvider: providers + 1, smallBeneficiary: beneficiaries, logins: LOGINS };
  const stride = Math.floor(total / 50);
  // Of every 1,000 dossiers (bucket), which provider; statuses by age: the oldest half is closed.
  const bucket = pick('g', 11, 1000);
  const active = 'ARRAY[1,2,3,5,6,7,8,9,14,17,19]';
  const closed = 'ARRAY[11,11,11,11,10,12,13,4,18,20,21]';
  // Building the list's indexes once after the load is many times faster than updating them row by row.
  const indexes = await rowsOf<{ name: string; definition: string }>(db, sql`
    SELECT indexname AS name, indexdef AS definition FROM pg_indexes
    WHERE tablename = 'dossiers' AND indexname NOT IN (SELECT conname FROM pg_constraint)`);
  for (const { name } of indexes) await db.execute(sql`DROP INDEX ${sql.identifier(name)}`);
  await db.execute(sql`
    INSERT INTO dossiers (id, reference, plateforme_id, statut_dossier_id, etape_encodage, beneficiaire_id, prestataire_id,
                          titre, montant_total, date_echeance, created_at, updated_at)
    SELECT g, 'CE-' || extract(year FROM d.created_at) || '-' || lpad(g::text, greatest(5, length(g::text)), '0'),
           ${Plateforme.CE.id}, d.statut, CASE WHEN d.statut = 1 THEN 1 + ${sql.raw(pick('g', 13, 9))} ELSE 8 END,
           d.beneficiaire, d.prestataire, 'Prestation ' || g, 1000 + ${sql.raw(pick('g', 14, 50000))},
           CASE WHEN d.statut IN (3, 5, 6, 9) THEN (d.created_at + interval '60 days')::date END, d.created_at, d.created_at
    FROM generate_series(1, ${total}::int) AS g
    CROSS JOIN LATERAL (SELECT
      timestamptz '2019-01-02 09:00+01' + (g::float8 / ${total}) * interval '7 years 10 months' + ${sql.raw(pick('g', 15, 36000))} * interval '1 second' AS created_at,
      CASE WHEN g % ${stride} = 7 AND g / ${stride} < 50 THEN ${parties.smallBeneficiary}
           ELSE ${beneficiaries + 1} + ${sql.raw(pick('g', 12, beneficiaryCount - 1))} END AS beneficiaire,
      CASE WHEN ${sql.raw(bucket)} < 550 THEN ${parties.hugeProvider}
           WHEN ${sql.raw(bucket)} < 570 THEN ${parties.largeProvider}
           WHEN ${sql.raw(bucket)} < 950 THEN ${providers + 2} + ${sql.raw(pick('g', 16, smallProviderCount))} END AS prestataire,
      CASE WHEN g > ${total} / 2 AND ${sql.raw(pick('g', 17, 3))} > 0 THEN (${sql.raw(active)})[1 + ${sql.raw(pick('g', 18, 11))}]
           ELSE (${sql.raw(closed)})[1 + ${sql.raw(pick('g', 19, 11))}] END AS statut
    ) AS d`);
  for (const { definition } of indexes) await db.execute(sql.raw(definition));
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('dossiers', 'id'), (SELECT max(id) FROM dossiers))`);
  await insertLogin(db, LOGINS.manager, Droit.Gestionnaire, null, TypeOrganisation.BENEFICIAIRE);
  await insertLogin(db, LOGINS.hugeProvider, Droit.Prestataire, parties.hugeProvider, TypeOrganisation.PRESTATAIRE);
  await insertLogin(db, LOGINS.largeProvider, Droit.Prestataire, parties.largeProvider, TypeOrganisation.PRESTATAIRE);
  await insertLogin(db, LOGINS.smallBeneficiary, Droit.Beneficiaire, parties.smallBeneficiary, TypeOrganisation.BENEFICIAIRE);
  return parties;
}

/** The parties of an earlier generation in this database (found by their logins), or null when there was none. */
export async function findGeneratedParties(db: Db): Promise<GeneratedParties | null> {
  const links = await db
    .select({ login: contacts.nomUtilisateur, organisationId: xContacts.organisationId })
    .from(contacts)
    .innerJoin(xContacts, eq(xContacts.contactId, contacts.id))
    .where(inArray(contacts.nomUtilisateur, Object.values(LOGINS)));
  const of = (login: string) => links.find((l) => l.login === login)?.organisationId;
  const [hugeProvider, largeProvider, smallBeneficiary] = [of(LOGINS.hugeProvider), of(LOGINS.largeProvider), of(LOGINS.smallBeneficiary)];
  if (hugeProvider === undefined || largeProvider === undefined || smallBeneficiary === undefined) return null;
  return { hugeProvider, largeProvider, smallBeneficiary, logins: LOGINS };
}
