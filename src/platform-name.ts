import i18n from './i18n';
import type { PlatformConstants } from '../domain/wire/constants';

/**
 * The configured platform's name (GET /constants/get, PLATFORM_ID) in place of the catalogues' default: the brand
 * of the header and the public pages, and the end of every tab title, read these two keys.
 */
export function applyPlatformName(constants: PlatformConstants) {
  const name = String(constants['platform.name']);
  nameThePlatform(name);
  document.title = name;
}

/** The brand's two keys alone: the build's pre-rendering (src/prerender.tsx) has no document. */
export function nameThePlatform(name: string) {
  i18n.addResource('fr', 'common', 'appName', name);
  i18n.addResource('fr', 'layout', 'platformTitle', name);
}
