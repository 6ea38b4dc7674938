import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { loadConfig } from './config';
import { apiProcesses, clusterConfig, runWorkers } from './cluster';
import { openPreparedDatabase, prepareDatabase, serveApi } from './serve';
import { printStartBanner } from './start-banner';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
const config = loadConfig(process.env, pkg.version);
const processes = apiProcesses(config);

if (cluster.isWorker) {
  // A cluster's worker: the primary has migrated and seeded the database before forking it.
  const workerConfig = clusterConfig(config);
  await serveApi(workerConfig, await openPreparedDatabase(workerConfig));
} else if (processes.count > 1) {
  const primaryConfig = clusterConfig(config);
  const { database, seeded } = await prepareDatabase(primaryConfig);
  await database.close();
  await runWorkers(processes.count);
  printStartBanner(primaryConfig, { databaseKind: 'postgres', devMailbox: false, seeded, processes: processes.count });
} else {
  if (processes.notice) console.warn(processes.notice);
  const { database, seeded } = await prepareDatabase(config);
  const { devMailbox } = await serveApi(config, database);
  printStartBanner(config, { databaseKind: database.kind, devMailbox: devMailbox !== null, seeded, processes: 1 });
}
