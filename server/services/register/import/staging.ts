import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  activityRank,
  countryCode,
  denominationRank,
  enterpriseNumber,
  establishmentNumber,
  kboDate,
  naceCode,
  type KboFile,
  type KboRecord,
} from './kbo-format';

/**
 * Work tables the import fills from the files, then joins into the register (build.ts): plain tables, not
 * temporary ones, so that every connection of a PostgreSQL pool sees them; unlogged, since they are
 * rebuilt by every run. Their entity numbers are the register's: 10 digits for an enterprise, the
 * extract's dotted form for an establishment unit.
 */
const TABLES: Record<KboFile | 'code', string> = {
  enterprise: 'numero text primary key, actif boolean not null, forme text, date_creation date',
  denomination: 'entity text not null, rank integer not null, denomination text not null',
  address: 'entity text not null, type text not null, rue text not null, numero text not null, boite text, code_postal text not null, localite text not null, pays text not null',
  activity: 'entity text not null, rank integer not null, nace text not null',
  establishment: 'numero text not null, enterprise text not null',
  code: 'code text primary key, label text not null',
};

export const stagingTable = (name: keyof typeof TABLES) => sql.identifier(`registre_import_${name}`);

export async function createStagingTables(db: Db) {
  for (const [name, columns] of Object.entries(TABLES) as Array<[keyof typeof TABLES, string]>) {
    await db.execute(sql`DROP TABLE IF EXISTS ${stagingTable(name)}`);
    await db.execute(sql`CREATE UNLOGGED TABLE ${stagingTable(name)} (${sql.raw(columns)})`);
  }
}

/** Indexes built once the rows are in (faster than maintained during the load). */
export async function indexStagingTables(db: Db) {
  for (const name of ['denomination', 'address', 'activity'] as const) {
    await db.execute(sql`CREATE INDEX ON ${stagingTable(name)} (entity)`);
  }
  await db.execute(sql`CREATE INDEX ON ${stagingTable('establishment')} (enterprise)`);
}

export async function dropStagingTables(db: Db) {
  for (const name of Object.keys(TABLES) as Array<keyof typeof TABLES>) await db.execute(sql`DROP TABLE IF EXISTS ${stagingTable(name)}`);
}

/** An enterprise's or an establishment unit's number as the work tables keep it; null when it is neither. */
const entity = (value: string) => enterpriseNumber(value) ?? establishmentNumber(value);

const empty = (value: string | undefined) => (value ?? '').trim();
const orNull = (value: string | undefined) => empty(value) || null;

/**
 * Each file's record as a row of its work table; null for a record the register cannot use (counted as
 * malformed); NOT_KEPT for a sound one it does not need.
 */
const NOT_KEPT = 'not kept';
const ROWS: { [F in KboFile]: (r: KboRecord<F>) => SQL[] | null | typeof NOT_KEPT } = {
  enterprise: (r) => {
    const numero = enterpriseNumber(r.EnterpriseNumber);
    return numero ? [sql`${numero}`, sql`${empty(r.Status) === 'AC'}`, sql`${orNull(r.JuridicalForm)}`, sql`${kboDate(r.StartDate)}::date`] : null;
  },
  denomination: (r) => {
    const id = entity(r.EntityNumber);
    const name = empty(r.Denomination);
    return id && name ? [sql`${id}`, sql`${denominationRank(empty(r.TypeOfDenomination), empty(r.Language))}`, sql`${name}`] : null;
  },
  address: (r) => {
    const id = entity(r.EntityNumber);
    if (!id) return null;
    // A struck-off address is no longer the entity's.
    if (empty(r.DateStrikingOff) !== '') return NOT_KEPT;
    return [
      sql`${id}`,
      sql`${empty(r.TypeOfAddress)}`,
      sql`${empty(r.StreetFR) || empty(r.StreetNL)}`,
      sql`${empty(r.HouseNumber)}`,
      sql`${orNull(r.Box)}`,
      sql`${empty(r.Zipcode)}`,
      sql`${empty(r.MunicipalityFR) || empty(r.MunicipalityNL)}`,
      sql`${countryCode(empty(r.CountryFR))}`,
    ];
  },
  activity: (r) => {
    const id = entity(r.EntityNumber);
    const nace = naceCode(r.NaceCode);
    return id && nace ? [sql`${id}`, sql`${activityRank(empty(r.NaceVersion), empty(r.Classification))}`, sql`${nace}`] : null;
  },
  establishment: (r) => {
    const numero = establishmentNumber(r.EstablishmentNumber);
    const enterprise = enterpriseNumber(r.EnterpriseNumber);
    return numero && enterprise ? [sql`${numero}`, sql`${enterprise}`] : null;
  },
};

/** Inserts a batch of a file's records into its work table; answers how many it refused. */
export async function stageRecords<F extends KboFile>(db: Db, file: F, batch: Array<KboRecord<F>>): Promise<number> {
  const read = batch.map(ROWS[file] as (r: KboRecord<F>) => SQL[] | null | typeof NOT_KEPT);
  const rows = read.filter((row): row is SQL[] => Array.isArray(row));
  if (rows.length > 0) {
    const values = sql.join(rows.map((row) => sql`(${sql.join(row, sql`, `)})`), sql`, `);
    // An enterprise listed twice keeps its first line.
    await db.execute(sql`INSERT INTO ${stagingTable(file)} VALUES ${values}${file === 'enterprise' ? sql` ON CONFLICT DO NOTHING` : sql``}`);
  }
  return read.filter((row) => row === null).length;
}

/** The legal forms' French labels from the extract's code table (code.csv), when it is there. */
export async function stageLegalForms(db: Db, batch: Array<Record<string, string>>): Promise<number> {
  const forms = batch.filter((r) => r.Category === 'JuridicalForm' && r.Language === 'FR' && empty(r.Code) && empty(r.Description));
  if (forms.length > 0) {
    const values = sql.join(forms.map((r) => sql`(${empty(r.Code)}, ${empty(r.Description)})`), sql`, `);
    await db.execute(sql`INSERT INTO ${stagingTable('code')} VALUES ${values} ON CONFLICT DO NOTHING`);
  }
  return 0;
}
