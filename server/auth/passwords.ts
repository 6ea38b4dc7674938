import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
/** scrypt's cost (N, as a power of two) of every password a person chooses: Node's default, about 50 ms of CPU. */
const COST_LOG2 = 14;
/** The highest cost a stored hash may name, and the memory scrypt may take for it (about 128 · N · r bytes). */
const MAX_COST_LOG2 = 16;
const MAX_MEMORY = 2 * 128 * 8 * 2 ** MAX_COST_LOG2;

const scrypt = (password: string, salt: Buffer, keylen: number, costLog2: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, { N: 2 ** costLog2, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key))),
  );

/**
 * Stored as `scrypt$<salt b64>$<hash b64>` at the standard cost, or `scrypt$ln=<log2 N>$<salt b64>$<hash b64>` at
 * another: each hash names its cost, so the cost can change later without a migration. `costLog2` lower than the
 * standard is for a password that protects nothing, the demo's published one (server/seed/demo-contacts.ts).
 */
export async function hashPassword(password: string, { costLog2 = COST_LOG2 } = {}): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, costLog2);
  const cost = costLog2 === COST_LOG2 ? '' : `ln=${costLog2}$`;
  return `scrypt$${cost}${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** The cost, salt and hash of a stored hash; null when it is not one this module wrote. */
function parse(stored: string | null): { costLog2: number; salt: string; hash: string } | null {
  const parts = (stored ?? '').split('$');
  if (parts[0] !== 'scrypt') return null;
  const [costPart, salt, hash] = parts.length === 4 ? parts.slice(1) : [`ln=${COST_LOG2}`, ...parts.slice(1)];
  const costLog2 = Number(/^ln=(\d{1,2})$/.exec(costPart ?? '')?.[1]);
  if (!(costLog2 >= 1 && costLog2 <= MAX_COST_LOG2) || !salt || !hash || parts.length > 4) return null;
  return { costLog2, salt, hash };
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) {
    // Same work as a real check, so an unknown login takes as long as a wrong password.
    await scrypt(password, randomBytes(16), KEY_LENGTH, COST_LOG2);
    return false;
  }
  const expected = Buffer.from(parsed.hash, 'base64');
  // A hash this module wrote is 64 bytes; an empty one would match any password.
  if (expected.length === 0) return false;
  const actual = await scrypt(password, Buffer.from(parsed.salt, 'base64'), expected.length, parsed.costLog2);
  return timingSafeEqual(expected, actual);
}
