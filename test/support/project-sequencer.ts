import { BaseSequencer, type TestSpecification } from 'vitest/node';

const JOURNEYS = 'e2e';

/**
 * The order in which the two workers take the files: every other project's files first, project by project, then
 * the browser journeys, two at a time.
 *
 * Vitest keeps a worker of a non-isolated project (unit, components, server) for the next file only when the next
 * file in the queue is of the same project; otherwise it stops the worker, and the next file of that project starts a
 * new one, which loads the server's modules and compiles PGlite's WebAssembly again (seconds of CPU each). Journeys
 * dealt out between the other files (the order until 2026-11-27, so that one worker would mostly run a journey
 * beside the other's server files) made nearly every file start a new worker: in the full run, both workers were
 * between files for 213 s and only one ran a file for 633 s more, of 1,353 s. Grouped, each project's worker starts
 * once per worker; the journeys, each under one core busy, then share the two cores.
 * Within each project Vitest's own order holds (failed first, then longest first, from its cache).
 */
export class ProjectSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((file) => file.project.name))].filter((name) => name !== JOURNEYS).concat(JOURNEYS);
    return projects.flatMap((name) => sorted.filter((file) => file.project.name === name));
  }
}
