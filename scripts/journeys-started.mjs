// A Vitest reporter for `npm test` (scripts/test.mjs): creates the file named by JOURNEYS_STARTED when the first
// journey file starts, the moment the PostgreSQL files may start beside the journeys.
import { writeFileSync } from 'node:fs';

export default class JourneysStarted {
  started = false;

  onTestModuleStart(testModule) {
    if (this.started || testModule.project.name !== 'e2e') return;
    this.started = true;
    writeFileSync(process.env.JOURNEYS_STARTED, '');
  }
}
