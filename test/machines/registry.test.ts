import { describe, expect, it } from 'vitest';
import { machines } from '../../machines';

/** A machine's id is its name everywhere: the studio's address, the audit's report, the QA export's machine column. */
describe('the machines registry', () => {
  it.each(Object.entries(machines))('registers %s under its own id', (name, machine) => {
    expect(machine.id).toBe(name);
  });
});
