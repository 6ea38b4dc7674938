import { describe, expect, it } from 'vitest';
import {
  PLATEFORME_NAMES,
  Plateforme,
  plateformeByCode,
  plateformeById,
  PLATFORM_CONSTANT_KEYS,
} from '../../domain/platforms';

describe('platforms (spec sections 1, 3 and 9)', () => {
  it('pins ce = 100 and tlpe = 101', () => {
    expect(Plateforme).toEqual({ CE: { id: 100, code: 'ce' }, TLPE: { id: 101, code: 'tlpe' } });
    expect(PLATEFORME_NAMES).toEqual({ ce: 'Chèques entreprises', tlpe: 'Chèques énergie' });
  });

  it('finds a platform by code or id', () => {
    expect(plateformeByCode('tlpe')?.id).toBe(101);
    expect(plateformeById(100)?.code).toBe('ce');
    expect(plateformeByCode('CE')).toBeUndefined();
    expect(plateformeById(102)).toBeUndefined();
  });

  it('lists the nine dotted constant keys', () => {
    expect([...PLATFORM_CONSTANT_KEYS]).toEqual([
      'platform.id',
      'platform.code',
      'platform.name',
      'platform.meta_title',
      'platform.logo_url',
      'platform.url',
      'platform.content_site_url',
      'platform.legacy_backend_app_url',
      'platform.external_app_url',
    ]);
  });
});
