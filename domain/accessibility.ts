/**
 * What the accessibility statement (/accessibilite, src/screens/accessibility/) says was assessed, as data: the
 * pages the automated audit visits and the checks it runs. The statement lists them and the audit journey
 * (test/e2e/accessibility.test.ts) visits exactly these pages with exactly these rules, so the statement stays true
 * when either changes.
 */

/** The standard the statement measures against (EN 301 549 refers to WCAG 2.1 AA; we aim at 2.2 AA). */
export const ACCESSIBILITY_STANDARD = 'WCAG 2.2 AA';

/** The day the statement was drawn up or last reviewed (ISO date), shown on it. */
export const STATEMENT_DATE = '2026-11-27';

/** axe-core's rule tags the audit runs: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const AUDIT_RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** The widths the audit looks at each page: a laptop and a phone (CSS px). */
export const AUDIT_WIDTHS = [1366, 360] as const;

export interface AuditedPage {
  /** Its name in the statement's catalogue (src/i18n/fr/accessibility.json, `pages`). */
  id: string;
  /** Its address under /app; `:dossier` is the first dossier of the user's list, `:organisation` their organisation. */
  path: string;
  /** Who looks at it: a demo login, or null when signed out. */
  login: string | null;
}

/** Every page the audit visits, one per kind of screen. */
export const AUDITED_PAGES: readonly AuditedPage[] = [
  { id: 'login', path: '/login', login: null },
  { id: 'signup', path: '/signup', login: null },
  { id: 'resetPassword', path: '/reset-password', login: null },
  { id: 'statement', path: '/accessibilite', login: null },
  { id: 'home', path: '/', login: 'demo.presta' },
  { id: 'dossiers', path: '/dossiers', login: 'demo.presta' },
  { id: 'dossier', path: '/dossiers/:dossier', login: 'demo.presta' },
  { id: 'newDossier', path: '/introduction-dossier', login: 'demo.presta' },
  { id: 'organisation', path: '/prestataire/:organisation/recapitulatif', login: 'demo.presta' },
  { id: 'profile', path: '/profile', login: 'demo.presta' },
  { id: 'emails', path: '/emails', login: 'demo.presta' },
  { id: 'labellisation', path: '/labellisation', login: 'demo.presta' },
  { id: 'queue', path: '/gestion', login: 'demo.gestionnaire' },
  { id: 'managerDossier', path: '/gestion/dossiers/:dossier', login: 'demo.gestionnaire' },
  { id: 'cheques', path: '/cheques', login: 'demo.emetteur' },
  { id: 'statecharts', path: '/statecharts', login: 'demo.gestionnaire' },
];

/**
 * The layout checks (test/e2e/accessibility.test.ts) run on the same visits, with reduced motion asked
 * (`prefers-reduced-motion: reduce`, nothing may animate): reflow at a phone's width and at 1280 px zoomed to 400 %
 * (320 × 256 CSS px), WCAG's text-spacing overrides, and the minimum size of a pointer target at these widths.
 */
export const REFLOW_VIEWPORTS = [
  { width: 320, height: 800 },
  { width: 320, height: 256 },
] as const;

/** WCAG 1.4.12's overrides: line height and paragraph spacing in times the font size, letter and word spacing in em. */
export const TEXT_SPACING = { lineHeight: 1.5, paragraphSpacing: 2, letterSpacing: 0.12, wordSpacing: 0.16 } as const;

/** WCAG 2.5.8: the smallest pointer target (CSS px, either side), checked at these widths. */
export const TARGET_MIN_SIZE = 24;
export const TARGET_WIDTHS = [1366, 320] as const;
