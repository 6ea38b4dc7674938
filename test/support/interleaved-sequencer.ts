import { BaseSequencer, type TestSpecification } from 'vitest/node';

const JOURNEYS = 'e2e';

/**
 * The order in which the two workers take the files. A browser journey keeps under one core busy (Chromium,
 * the server and the test take turns waiting for each other), a server file a whole one. Two journeys side by
 * side slowed each other by half (764 s of journeys instead of 509), while a journey beside server files costs
 * little: so the queue deals the other projects' files out between the journeys, as many after each journey as
 * keeps both lists ending together, and one worker is mostly on a journey while the other runs the rest.
 *
 * The other files are dealt project by project. Vitest keeps a worker of a non-isolated project (unit,
 * components, server) for the next file only when the next file in the queue is of the same project; otherwise
 * it stops the worker, and the next file of that project starts a new one, which loads the server's modules and
 * compiles PGlite's WebAssembly again (seconds of CPU each). Dealt in Vitest's order (longest first, projects
 * mixed), nearly every file started a new worker.
 * Within each project Vitest's own order holds (failed first, then longest first, from its cache).
 */
export class InterleavedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const journeys = sorted.filter((file) => file.project.name === JOURNEYS);
    const projects = [...new Set(sorted.map((file) => file.project.name))].filter((name) => name !== JOURNEYS);
    const others = projects.flatMap((name) => sorted.filter((file) => file.project.name === name));
    if (journeys.length === 0 || others.length === 0) return sorted;
    const share = others.length / journeys.length;
    return journeys.flatMap((journey, index) => [journey, ...others.slice(Math.round(index * share), Math.round((index + 1) * share))]);
  }
}
