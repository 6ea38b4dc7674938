/** The two voucher families, each served as its own platform (spec sections 1 and 9). */
export const Plateforme = {
  CE: { id: 100, code: 'ce' },
  TLPE: { id: 101, code: 'tlpe' },
} as const;

type PlateformeEntry = (typeof Plateforme)[keyof typeof Plateforme];
export type PlateformeId = PlateformeEntry['id'];
export type PlateformeCode = PlateformeEntry['code'];

export const PLATEFORME_NAMES: Record<PlateformeCode, string> = {
  [Plateforme.CE.code]: 'Chèques entreprises',
  [Plateforme.TLPE.code]: 'Chèques énergie',
};

export function plateformeByCode(code: unknown): PlateformeEntry | undefined {
  return Object.values(Plateforme).find((p) => p.code === code);
}

export function plateformeById(id: unknown): PlateformeEntry | undefined {
  return Object.values(Plateforme).find((p) => p.id === id);
}

/**
 * Dotted keys of the platform constants returned by GET /api/constants/get (spec sections 3
 * and 7). The client reads them by these exact keys, so they are part of the wire contract.
 */
export const PLATFORM_CONSTANT_KEYS = [
  'platform.id',
  'platform.code',
  'platform.name',
  'platform.meta_title',
  'platform.logo_url',
  'platform.url',
  'platform.content_site_url',
  'platform.legacy_backend_app_url',
  'platform.external_app_url',
] as const;

export type PlatformConstantKey = (typeof PLATFORM_CONSTANT_KEYS)[number];

/**
 * The platform serves Wallonia: a date a user types (a list filter "from 1 March") means a day on
 * Belgian clocks, not in UTC.
 */
export const PLATFORM_TIME_ZONE = 'Europe/Brussels';
