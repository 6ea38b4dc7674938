import { describe, expect, it } from 'vitest';
import {
  PLATEFORME_NAMES,
  Plateforme,
  plateformeByCode,
  plateformeById,
  PLATFORM_CONSTANT_KEYS,
} from '../../domain/platforms';
import { cellOf, columnOf, integerCell, recordOf } from '../support/markdown-table';
import { specTable } from './spec-tables/spec-tables';

// The oracles are sections 1 and 3's sentences, written as tables in spec-tables/.
const platforms = specTable('platforms');

describe('platforms (spec sections 1, 3 and 9)', () => {
  it('pins ce = 100 and tlpe = 101', () => {
    expect(platforms).toHaveLength(2);
    expect(Plateforme).toEqual(
      Object.fromEntries(
        platforms.map((row) => [cellOf(row, 'name'), { id: integerCell(cellOf(row, 'id')), code: cellOf(row, 'code') }]),
      ),
    );
    expect(PLATEFORME_NAMES).toEqual(recordOf(platforms, 'code', 'label'));
  });

  it('finds a platform by code or id', () => {
    expect(plateformeByCode('tlpe')?.id).toBe(101);
    expect(plateformeById(100)?.code).toBe('ce');
    expect(plateformeByCode('CE')).toBeUndefined();
    expect(plateformeById(102)).toBeUndefined();
  });

  it('lists the nine dotted constant keys', () => {
    const constants = specTable('platform-constants');
    expect(constants).toHaveLength(9);
    expect([...PLATFORM_CONSTANT_KEYS]).toEqual(columnOf(constants, 'key'));
  });
});
