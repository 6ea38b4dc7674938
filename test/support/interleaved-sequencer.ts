import { BaseSequencer, type TestSpecification } from 'vitest/node';

const JOURNEYS = 'e2e';

/**
 * The order in which the two workers take the files. A browser journey keeps under one core busy (Chromium,
 * the server and the test take turns waiting for each other), a server file a whole one. Two journeys side by
 * side slowed each other by half (764 s of journeys instead of 509), while a journey beside server files costs
 * little: so the queue deals the other projects' files out between the journeys, as many after each journey as
 * keeps both lists ending together, and one worker is mostly on a journey while the other runs the rest.
 * Within each list Vitest's own order holds (failed first, then longest first, from its cache).
 */
export class InterleavedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const journeys = sorted.filter((file) => file.project.name === JOURNEYS);
    const others = sorted.filter((file) => file.project.name !== JOURNEYS);
    if (journeys.length === 0 || others.length === 0) return sorted;
    const share = others.length / journeys.length;
    return journeys.flatMap((journey, index) => [journey, ...others.slice(Math.round(index * share), Math.round((index + 1) * share))]);
  }
}
