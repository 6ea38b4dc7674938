import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { stagingTable } from './staging';

/** Enterprises written per statement: large enough to be set-based, small enough to keep each statement short. */
const BATCH = 5000;

const address = (alias: string) => sql.raw(`jsonb_build_object('rue', ${alias}.rue, 'numero', ${alias}.numero, 'boite', ${alias}.boite,
  'codePostal', ${alias}.code_postal, 'localite', ${alias}.localite, 'pays', ${alias}.pays)`);
const NO_ADDRESS = sql.raw(`jsonb_build_object('rue', '', 'numero', '', 'boite', null, 'codePostal', '', 'localite', '', 'pays', 'BE')`);

/**
 * Writes the enterprises numbered in (after, upTo] from the work tables into the register: its best name,
 * its legal form (the code table's label when there is one), its NACE codes in order, its head office
 * (REGO address) and its establishment units with their own name and address (BAET). An enterprise
 * already in the register is replaced whole, so that running the import again changes nothing.
 */
async function writeEnterprises(db: Db, after: string, upTo: string) {
  await db.execute(sql`
    INSERT INTO registre_entreprises (numero_bce, denomination, forme_juridique, codes_nace, date_creation, actif, siege_social, unites_etablissement)
    SELECT e.numero,
      coalesce((SELECT d.denomination FROM ${stagingTable('denomination')} d WHERE d.entity = e.numero ORDER BY d.rank, d.denomination LIMIT 1), e.numero),
      coalesce((SELECT c.label FROM ${stagingTable('code')} c WHERE c.code = e.forme), e.forme),
      coalesce((SELECT array_agg(n.nace ORDER BY n.rank, n.nace) FROM (
        SELECT DISTINCT ON (a.nace) a.nace, a.rank FROM ${stagingTable('activity')} a WHERE a.entity = e.numero ORDER BY a.nace, a.rank) n), '{}'),
      e.date_creation,
      e.actif,
      coalesce((SELECT ${address('h')} FROM ${stagingTable('address')} h WHERE h.entity = e.numero AND h.type = 'REGO' LIMIT 1), ${NO_ADDRESS}),
      coalesce((SELECT jsonb_agg(
          jsonb_build_object('numeroUnite', u.numero,
            'nom', (SELECT d.denomination FROM ${stagingTable('denomination')} d WHERE d.entity = u.numero ORDER BY d.rank, d.denomination LIMIT 1))
          || coalesce((SELECT ${address('b')} FROM ${stagingTable('address')} b WHERE b.entity = u.numero AND b.type = 'BAET' LIMIT 1), ${NO_ADDRESS})
          ORDER BY u.numero)
        FROM ${stagingTable('establishment')} u WHERE u.enterprise = e.numero), '[]'::jsonb)
    FROM ${stagingTable('enterprise')} e
    WHERE e.numero > ${after} AND e.numero <= ${upTo}
    ON CONFLICT (numero_bce) DO UPDATE SET
      denomination = excluded.denomination, forme_juridique = excluded.forme_juridique, codes_nace = excluded.codes_nace,
      date_creation = excluded.date_creation, actif = excluded.actif, siege_social = excluded.siege_social,
      unites_etablissement = excluded.unites_etablissement`);
}

/** Every staged enterprise into the register, in batches of consecutive numbers; `onProgress` gets how many are written. */
export async function buildRegister(db: Db, onProgress?: (done: number, total: number) => void): Promise<number> {
  const [{ total }] = ((await db.execute(sql`SELECT count(*)::int AS total FROM ${stagingTable('enterprise')}`)) as unknown as { rows: [{ total: number }] }).rows;
  let after = '';
  let done = 0;
  for (;;) {
    const { rows } = (await db.execute(
      sql`SELECT max(numero) AS last, count(*)::int AS n FROM (SELECT numero FROM ${stagingTable('enterprise')} WHERE numero > ${after} ORDER BY numero LIMIT ${BATCH}) b`,
    )) as unknown as { rows: [{ last: string | null; n: number }] };
    const [{ last, n }] = rows;
    if (last === null) break;
    await writeEnterprises(db, after, last);
    done += n;
    onProgress?.(done, total);
    after = last;
  }
  return done;
}
