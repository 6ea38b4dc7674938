import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { PLATEFORME_NAMES, Plateforme, plateformeById, type PlateformeId } from '../domain/platforms';

/**
 * Every setting of the server, read once from the environment. Values the spec leaves "not shown"
 * are settings with a sensible default (DESIGN.md, Reading the spec); README lists them.
 */
export interface ServerConfig {
  port: number;
  host: string;
  /** API processes to run on one port (WORKERS: a number, or `auto` for one per core); only on PostgreSQL. */
  workers: number;
  /** Embedded database and uploaded files live here. */
  dataDir: string;
  /** A PostgreSQL server; when absent, the embedded PGlite database in dataDir is used. */
  databaseUrl: string | null;
  /** Forced maintenance (503 for every call but the constants). */
  maintenance: boolean;
  /** Seed demo data on first start; on by default only for the embedded database. */
  seedDemo: boolean;
  /** The browser sends this in `X-Api-Version`; a different value gets 400 InvalidApiVersion. */
  apiVersion: string;
  accessTokenSeconds: number;
  /** How long a session may be refreshed without a new login. */
  sessionSeconds: number;
  /**
   * Reverse proxies (addresses or CIDR ranges, comma-separated) whose X-Forwarded-For names the client: the sign-in
   * throttle counts clients by address, and behind a proxy they would otherwise all share the proxy's.
   */
  trustedProxies: string | null;
  /** The sign-in throttle (README, Sign-in throttling). */
  loginThrottle: {
    /** Failures are forgotten after a window this long without any. */
    windowSeconds: number;
    /** Failures of a login and address pair, or of a known device, after which each next attempt waits. */
    maxFailuresPerLoginAndAddress: number;
    /** Failures of an address over any logins after which each next attempt waits, up to maxAddressDelaySeconds. */
    maxFailuresPerAddress: number;
    maxAddressDelaySeconds: number;
    /** Failures of a login from anywhere after which each next attempt waits, doubling from the first delay. */
    delayAfterFailures: number;
    firstDelaySeconds: number;
    maxDelaySeconds: number;
    /** An address a login signed in from is spared the login's delay this long; a browser keeps its device token as long. */
    knownAddressSeconds: number;
  };
  /**
   * Reset links an address receives in a window, whoever asks and from however many addresses: past it a request is
   * answered as any other and sends nothing (a stranger cannot flood a mailbox); the last link still works.
   */
  resetMails: {
    maxPerRecipient: number;
    windowSeconds: number;
  };
  smtpUrl: string | null;
  /**
   * Whether the server runs the development mailbox (README, Development mailbox): only on the embedded default, with
   * no SMTP_URL and outside production (NODE_ENV=production), where e-mails would otherwise stay queued unread.
   */
  devMailbox: boolean;
  /** The sender of the platform's e-mails (MAIL_FROM). */
  mailFrom: string;
  /** How often the outbox is sent (MAIL_ROUND_SECONDS). */
  mailRoundSeconds: number;
  /** The identity service of the eID sign-in and sign-up (OpenID Connect); null when the platform has none. */
  oidc: OidcSettings | null;
  /**
   * Working days of beneficiary inactivity after which a service report submitted to the beneficiary is
   * rejected automatically (spec sections 4 and 9: "a number of days that is not shown"; issue 16: 15).
   */
  reportAutoRejectDays: number;
  /** Working days the administration has to decide a request's admissibility, after which it is admissible tacitly (ADMISSIBILITY_DAYS). */
  admissibilityDays: number;
  /** Working days the administration has to check a service report; past them the dossier is flagged overdue (REPORT_CHECK_DAYS). */
  reportCheckDays: number;
  /** The working days before a deadline's last day at which whoever must act is told by e-mail (DEADLINE_ALERT_DAYS, e.g. "5,2"). */
  deadlineAlertDays: readonly number[];
  /**
   * Labels (spec section 9: "submission of a labellisation request is allowed N days before expiry, a value set by
   * the administration and not shown"): a renewal opens LABEL_RENEWAL_WINDOW_DAYS before the label's last day,
   * and a label granted or renewed is valid LABEL_VALIDITY_MONTHS (our choice: 3 years).
   */
  labels: { renewalWindowDays: number; validityMonths: number };
  /**
   * The voucher limits of business vouchers, in euros (spec sections 5 and 9: "the maximum amount per dossier
   * is not shown", "3-year and per-year consumption limits; the figures are not shown"). A voucher type may
   * lower the maximum per dossier for its own dossiers.
   */
  voucherLimits: {
    maxParDossier: number;
    plafondAnnuel: number;
    plafondTroisAns: number;
  };
  /**
   * An external company register answering GET <url>/<bce> with a company as JSON; without it the embedded
   * register table answers.
   */
  bceRegisterUrl: string | null;
  /**
   * The server log's threshold (pino levels). At `info` every request writes one line; the default, `warn`,
   * keeps normal requests silent so that the start banner stays readable.
   */
  logLevel: LogLevel;
  /** Built browser app served under /app/. */
  appDir: string;
  /** Apply the migrations when the server starts (MIGRATE_AT_START, on); off, `npm run db:migrate` applies them alone. */
  migrateAtStart: boolean;
  /**
   * The bearer token Prometheus sends to GET /metrics (METRICS_TOKEN). Without one the route does not exist, in every
   * environment: the metrics name the routes and their load, which a stranger has no business reading, and a token is
   * what every scraper can send, behind any proxy (an address allow-list is not).
   */
  metricsToken: string | null;
  /** Signed webhooks (docs/webhooks.md). */
  webhooks: {
    /**
     * Whether an endpoint may lead to a private, loopback, link-local or unique-local address
     * (WEBHOOK_ALLOW_PRIVATE_ADDRESSES, off): on only for tests and receivers on the administration's own network.
     */
    allowPrivateAddresses: boolean;
    /** How long a receiver has to answer one attempt (WEBHOOK_TIMEOUT_SECONDS, 10). */
    timeoutSeconds: number;
    /** How often the webhook outbox is looked at for retries and missed notices (WEBHOOK_ROUND_SECONDS, 15). */
    roundSeconds: number;
  };
  platform: {
    id: PlateformeId;
    code: string;
    name: string;
    metaTitle: string;
    logoUrl: string;
    url: string;
    contentSiteUrl: string;
    legacyBackendAppUrl: string;
    externalAppUrl: string;
    /** Where a user reports an accessibility barrier (the accessibility statement's contact). */
    accessibilityContact: string;
  };
}

/** The OpenID Connect provider the platform signs people in with, as its client. */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The scopes asked for: the national register number's among them. */
  scope: string;
  /** The claim (ID token or user info) holding the national register number. */
  nrnClaim: string;
  /** Whether the issuer is the embedded test provider this server runs under /idp (README). */
  embedded: boolean;
}

type Env = Record<string, string | undefined>;

/** The embedded provider's own scope and claim for the national register number. */
export const EMBEDDED_NRN_CLAIM = 'national_register_number';

/**
 * An external issuer when OIDC_ISSUER is set; otherwise the embedded test provider, unless turned off
 * (OIDC_EMBEDDED=false) or in production, where it would let anyone prove any identity: there it cannot even
 * be turned on.
 */
function oidcSettings(env: Env, url: string): OidcSettings | null {
  if (env.OIDC_ISSUER) {
    return {
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID ?? 'cheques-entreprises',
      clientSecret: env.OIDC_CLIENT_SECRET ?? '',
      scope: env.OIDC_SCOPE || `openid profile email ${EMBEDDED_NRN_CLAIM}`,
      nrnClaim: env.OIDC_NRN_CLAIM || EMBEDDED_NRN_CLAIM,
      embedded: false,
    };
  }
  const production = env.NODE_ENV === 'production';
  const embedded = flag(env, 'OIDC_EMBEDDED', !production);
  if (embedded && production) throw new Error("OIDC_EMBEDDED ne peut pas être activé en production : le fournisseur d'identité de test prouve n'importe quelle identité.");
  if (!embedded) return null;
  return {
    issuer: `${url}/idp`,
    clientId: 'plateforme',
    // Client and provider live in one process: a secret of the process's lifetime is enough.
    clientSecret: randomBytes(32).toString('base64url'),
    scope: `openid profile email ${EMBEDDED_NRN_CLAIM}`,
    nrnClaim: EMBEDDED_NRN_CLAIM,
    embedded: true,
  };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function logLevel(env: Env): LogLevel {
  const raw = env.LOG_LEVEL || 'warn';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) throw new Error(`LOG_LEVEL doit valoir ${LOG_LEVELS.join(', ')} (reçu « ${raw} »).`);
  return raw as LogLevel;
}

/** The legal delays in working days (issue 16: 5 to decide admissibility, 15 for the beneficiary and for the check) and the alerts' leads. */
export const DEFAULT_LEGAL_DELAYS = { reportAutoRejectDays: 15, admissibilityDays: 5, reportCheckDays: 15, deadlineAlertDays: [5, 2] };

function int(env: Env, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${key} doit être un entier positif (reçu « ${raw} »).`);
  return value;
}

/** A comma-separated list of whole numbers, e.g. "5,2". */
function intList(env: Env, key: string, fallback: readonly number[]): readonly number[] {
  const raw = env[key];
  if (raw === undefined || raw.trim() === '') return fallback;
  return raw.split(',').map((part) => {
    const value = Number(part.trim());
    if (part.trim() === '' || !Number.isInteger(value) || value < 0) throw new Error(`${key} doit être une liste d'entiers positifs séparés par des virgules (reçu « ${raw} »).`);
    return value;
  });
}

/** WORKERS: how many API processes share the port; `auto` is one per core. */
function workers(env: Env): number {
  if (env.WORKERS?.trim().toLowerCase() === 'auto') return availableParallelism();
  const count = int(env, 'WORKERS', 1);
  if (count < 1) throw new Error(`WORKERS doit valoir au moins 1, ou « auto » (reçu « ${env.WORKERS} »).`);
  return count;
}

function flag(env: Env, key: string, fallback: boolean): boolean {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  return raw === '1' || raw.toLowerCase() === 'true';
}

/** What differs between the two platforms one code base serves (issue 17): each default can be overridden by its variable. */
export interface PlatformProfile {
  code: string;
  name: string;
  metaTitle: string;
  contentSiteUrl: string;
  legacyBackendAppUrl: string;
  externalAppUrl: string;
  voucherLimits: ServerConfig['voucherLimits'];
}

/** A platform's defaults: its sites are its own domain's www (content), ancienne (legacy back end) and pme (external app). */
function profileOf(platform: { code: string }, name: string, domain: string, voucherLimits: PlatformProfile['voucherLimits']): PlatformProfile {
  return {
    code: platform.code,
    name,
    metaTitle: `${name} — gestion des dossiers`,
    contentSiteUrl: `https://www.${domain}`,
    legacyBackendAppUrl: `https://ancienne.${domain}`,
    externalAppUrl: `https://pme.${domain}`,
    voucherLimits,
  };
}

/** Each platform's defaults, by PLATFORM_ID. The energy vouchers' ceilings are our choice (README, Energy vouchers). */
export const PLATFORM_PROFILES: Record<PlateformeId, PlatformProfile> = {
  [Plateforme.CE.id]: profileOf(Plateforme.CE, PLATEFORME_NAMES.ce, 'cheques-entreprises.be', { maxParDossier: 30_000, plafondAnnuel: 60_000, plafondTroisAns: 100_000 }),
  [Plateforme.TLPE.id]: profileOf(Plateforme.TLPE, PLATEFORME_NAMES.tlpe, 'cheques-energie.be', { maxParDossier: 50_000, plafondAnnuel: 75_000, plafondTroisAns: 150_000 }),
};

/** The platform PLATFORM_ID names (100 by default); any other number stops the start. */
function platformProfile(env: Env): { id: PlateformeId; profile: PlatformProfile } {
  const id = int(env, 'PLATFORM_ID', Plateforme.CE.id);
  const platform = plateformeById(id);
  if (!platform) throw new Error(`PLATFORM_ID doit valoir ${Plateforme.CE.id} (chèques entreprises) ou ${Plateforme.TLPE.id} (chèques énergie) (reçu « ${env.PLATFORM_ID} »).`);
  return { id: platform.id, profile: PLATFORM_PROFILES[platform.id] };
}

export function loadConfig(env: Env = process.env, version = '0.0.0'): ServerConfig {
  const databaseUrl = env.DATABASE_URL || null;
  const url = env.PUBLIC_URL ?? `http://localhost:${int(env, 'PORT', 3000)}`;
  const { id: platformId, profile } = platformProfile(env);
  const platformName = env.PLATFORM_NAME ?? profile.name;
  return {
    port: int(env, 'PORT', 3000),
    host: env.HOST ?? '0.0.0.0',
    workers: workers(env),
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl,
    maintenance: flag(env, 'MAINTENANCE', false),
    seedDemo: flag(env, 'SEED_DEMO', databaseUrl === null),
    apiVersion: env.API_VERSION ?? version,
    accessTokenSeconds: int(env, 'ACCESS_TOKEN_SECONDS', 15 * 60),
    sessionSeconds: int(env, 'SESSION_SECONDS', 12 * 60 * 60),
    trustedProxies: env.TRUST_PROXY || null,
    loginThrottle: {
      windowSeconds: int(env, 'LOGIN_FAILURE_WINDOW_SECONDS', 15 * 60),
      maxFailuresPerLoginAndAddress: int(env, 'MAX_LOGIN_FAILURES_PER_LOGIN_AND_ADDRESS', 5),
      maxFailuresPerAddress: int(env, 'MAX_LOGIN_FAILURES_PER_ADDRESS', 30),
      maxAddressDelaySeconds: int(env, 'LOGIN_ADDRESS_MAX_DELAY_SECONDS', 15 * 60),
      delayAfterFailures: int(env, 'LOGIN_DELAY_AFTER_FAILURES', 10),
      firstDelaySeconds: int(env, 'LOGIN_FIRST_DELAY_SECONDS', 1),
      maxDelaySeconds: int(env, 'LOGIN_MAX_DELAY_SECONDS', 60),
      knownAddressSeconds: int(env, 'LOGIN_KNOWN_ADDRESS_DAYS', 30) * 24 * 60 * 60,
    },
    resetMails: {
      maxPerRecipient: Math.max(1, int(env, 'MAX_RESET_MAILS_PER_RECIPIENT', 3)),
      windowSeconds: int(env, 'RESET_MAIL_WINDOW_SECONDS', 60 * 60),
    },
    smtpUrl: env.SMTP_URL || null,
    devMailbox: !env.SMTP_URL && env.NODE_ENV !== 'production',
    mailRoundSeconds: Math.max(1, int(env, 'MAIL_ROUND_SECONDS', 15)),
    mailFrom: env.MAIL_FROM ?? `${platformName} <no-reply@${new URL(url).hostname}>`,
    oidc: oidcSettings(env, url),
    reportAutoRejectDays: int(env, 'REPORT_AUTO_REJECT_DAYS', DEFAULT_LEGAL_DELAYS.reportAutoRejectDays),
    admissibilityDays: int(env, 'ADMISSIBILITY_DAYS', DEFAULT_LEGAL_DELAYS.admissibilityDays),
    reportCheckDays: int(env, 'REPORT_CHECK_DAYS', DEFAULT_LEGAL_DELAYS.reportCheckDays),
    deadlineAlertDays: intList(env, 'DEADLINE_ALERT_DAYS', DEFAULT_LEGAL_DELAYS.deadlineAlertDays),
    labels: { renewalWindowDays: int(env, 'LABEL_RENEWAL_WINDOW_DAYS', 90), validityMonths: Math.max(1, int(env, 'LABEL_VALIDITY_MONTHS', 36)) },
    voucherLimits: {
      maxParDossier: int(env, 'MAX_VOUCHER_PER_DOSSIER', profile.voucherLimits.maxParDossier),
      plafondAnnuel: int(env, 'CONSUMPTION_LIMIT_PER_YEAR', profile.voucherLimits.plafondAnnuel),
      plafondTroisAns: int(env, 'CONSUMPTION_LIMIT_3_YEARS', profile.voucherLimits.plafondTroisAns),
    },
    bceRegisterUrl: env.BCE_REGISTER_URL || null,
    logLevel: logLevel(env),
    appDir: path.resolve(env.APP_DIR ?? 'dist'),
    migrateAtStart: flag(env, 'MIGRATE_AT_START', true),
    metricsToken: env.METRICS_TOKEN || null,
    webhooks: {
      allowPrivateAddresses: flag(env, 'WEBHOOK_ALLOW_PRIVATE_ADDRESSES', false),
      timeoutSeconds: Math.max(1, int(env, 'WEBHOOK_TIMEOUT_SECONDS', 10)),
      roundSeconds: Math.max(1, int(env, 'WEBHOOK_ROUND_SECONDS', 15)),
    },
    platform: {
      id: platformId,
      code: env.PLATFORM_CODE ?? profile.code,
      name: platformName,
      metaTitle: env.PLATFORM_META_TITLE ?? profile.metaTitle,
      logoUrl: env.PLATFORM_LOGO_URL ?? '/app/logo.svg',
      url: url,
      contentSiteUrl: env.PLATFORM_CONTENT_SITE_URL ?? profile.contentSiteUrl,
      legacyBackendAppUrl: env.PLATFORM_LEGACY_BACKEND_APP_URL ?? profile.legacyBackendAppUrl,
      externalAppUrl: env.PLATFORM_EXTERNAL_APP_URL ?? profile.externalAppUrl,
      accessibilityContact: env.ACCESSIBILITY_CONTACT ?? `accessibilite@${new URL(profile.contentSiteUrl).hostname.replace(/^www\./, '')}`,
    },
  };
}
