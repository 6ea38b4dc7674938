import { number, object, optional, string, type Infer, type Struct } from 'superstruct';
import { PLATFORM_CONSTANT_KEYS, type PlatformConstantKey } from '../platforms';

const specConstants = Object.fromEntries(PLATFORM_CONSTANT_KEYS.map((key) => [key, string()])) as Record<PlatformConstantKey, Struct<string, null>>;

/**
 * GET /api/constants/get: the platform constants under the dotted keys of PLATFORM_CONSTANT_KEYS (spec sections 3
 * and 7), which the client reads by these exact names.
 */
export const PlatformConstants = object({
  ...specConstants,
  'platform.id': number(),
  /** Our key: where a user reports an accessibility barrier (the accessibility statement, ACCESSIBILITY_CONTACT). */
  'accessibility.contact': string(),
  /** Our key, present only while the server runs the development mailbox (README, Development mailbox): its page's path. */
  'dev.mailbox': optional(string()),
});
export type PlatformConstants = Infer<typeof PlatformConstants>;
