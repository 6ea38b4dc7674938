import { describe, expect, it } from 'vitest';
import { machines, type MachineName } from '../machines/index';
import { coverageOf } from './coverage';
import type { MachineModel } from './model';
import { models } from './models';
import { allEventTypes } from './transitions';
import { walk } from './walk';

describe.each(Object.keys(machines) as MachineName[])('the walks of %s', (name) => {
  const machine = machines[name];
  // Type-checking already refuses a machine without a model; this names it when tests run unchecked.
  const model = (models as Partial<Record<MachineName, MachineModel>>)[name];
  if (!model) {
    it('have a walk model in model-tests/models.ts', () => expect(model).toBeDefined());
    return;
  }
  const coverage = coverageOf(machine, walk(machine, model));

  it('take every transition of the machine', () => {
    expect(coverage.uncovered).toEqual([]);
  });

  it('reach every state of the machine', () => {
    expect(coverage.unreached).toEqual([]);
  });

  it('have no fixture for an event the machine does not listen to', () => {
    const listened = allEventTypes(machine);
    expect(Object.keys(model.events).filter((type) => !listened.includes(type))).toEqual([]);
  });
});
