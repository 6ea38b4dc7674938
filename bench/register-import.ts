// The register import at scale: a synthetic extract of REGISTER_BENCH_ENTERPRISES enterprises (200,000 by
// default, with their names, addresses, activities and one establishment unit in three) imported into a
// private PostgreSQL cluster, timing each run and sampling the importing process's memory (RSS) every
// 100 ms: flat memory means the peak does not grow with the files.
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { importRegister } from '../server/services/register/import/index';
import { startCluster } from '../test/support/postgres-cluster';

const SIZES = [Number(process.env.REGISTER_BENCH_ENTERPRISES ?? 200_000) / 4, Number(process.env.REGISTER_BENCH_ENTERPRISES ?? 200_000)];

/** A valid company number from a serial (check digits included), dotted as the extract prints it. */
function enterpriseNumber(serial: number) {
  const first = String(20_000_000 + serial).padStart(8, '0');
  const digits = `${first}${String(97 - (Number(first) % 97)).padStart(2, '0')}`;
  return `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
}

async function writeLines(file: string, header: string, lines: (write: (line: string) => Promise<void>) => Promise<void>) {
  const out = createWriteStream(file);
  const write = async (line: string) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  };
  await write(header);
  await lines(write);
  out.end();
  await once(out, 'finish');
}

async function syntheticExtract(folder: string, count: number) {
  const each = async (write: (line: string) => Promise<void>, line: (i: number, n: string) => string | null) => {
    for (let i = 0; i < count; i++) {
      const text = line(i, enterpriseNumber(i));
      if (text) await write(text);
    }
  };
  const unit = (i: number) => `2.${String(100_000_000 + i).replace(/(\d{3})(\d{3})(\d{3})/, '$1.$2.$3')}`;
  await writeLines(path.join(folder, 'enterprise.csv'), '"EnterpriseNumber","Status","JuridicalSituation","TypeOfEnterprise","JuridicalForm","JuridicalFormCAC","StartDate"', (w) =>
    each(w, (_, n) => `"${n}","AC","000","2","610","","01-01-2015"`),
  );
  await writeLines(path.join(folder, 'denomination.csv'), '"EntityNumber","Language","TypeOfDenomination","Denomination"', (w) =>
    each(w, (i, n) => `"${n}","2","001","Entreprise ${i} SRL"\n"${n}","1","001","Onderneming ${i} BV"`),
  );
  await writeLines(
    path.join(folder, 'address.csv'),
    '"EntityNumber","TypeOfAddress","CountryNL","CountryFR","Zipcode","MunicipalityNL","MunicipalityFR","StreetNL","StreetFR","HouseNumber","Box","ExtraAddressInfo","DateStrikingOff"',
    (w) => each(w, (i, n) => `"${n}","REGO","","","5000","","Namur","","Rue ${i}","1","","",""${i % 3 === 0 ? `\n"${unit(i)}","BAET","","","5000","","Namur","","Rue ${i}","2","","",""` : ''}`),
  );
  await writeLines(path.join(folder, 'activity.csv'), '"EntityNumber","ActivityGroup","NaceVersion","NaceCode","Classification"', (w) =>
    each(w, (_, n) => `"${n}","001","2008","70220","MAIN"\n"${n}","001","2008","62010","SECO"`),
  );
  await writeLines(path.join(folder, 'establishment.csv'), '"EstablishmentNumber","StartDate","EnterpriseNumber"', (w) =>
    each(w, (i, n) => (i % 3 === 0 ? `"${unit(i)}","01-01-2015","${n}"` : null)),
  );
}

const cluster = await startCluster(path.join(tmpdir(), 'vcp-bench-register-postgres'));
try {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS bench_register');
  await admin.query('CREATE DATABASE bench_register');
  await admin.end();
  const database = await openDatabase({ databaseUrl: cluster.url.replace(/\/postgres$/, '/bench_register') });
  console.log('\nnpm run register:import on a synthetic extract, private PostgreSQL\n');
  console.log('| enterprises | run | seconds | peak RSS MB |\n|---|---|---|---|');
  for (const size of SIZES) {
    const folder = mkdtempSync(path.join(tmpdir(), 'vcp-register-bench-'));
    try {
      await syntheticExtract(folder, size);
      for (const run of ['first', 'again']) {
        global.gc?.();
        let peak = process.memoryUsage().rss;
        const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
        const start = performance.now();
        await importRegister(database.db, folder);
        clearInterval(sampler);
        console.log(`| ${size.toLocaleString('en')} | ${run} | ${((performance.now() - start) / 1000).toFixed(1)} | ${(peak / 1e6).toFixed(0)} |`);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }
  await database.close();
} finally {
  cluster.stop();
}
