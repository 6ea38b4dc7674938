/**
 * The browser's own rule for <input type="email"> (WHATWG "valid e-mail address"), plus a dot in
 * the domain: an address without one cannot receive the platform's mails from outside, and
 * accepting it would let a typo ("nom@gmail") through. Length limits are those of RFC 5321.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

export function isValidEmail(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > MAX_EMAIL_LENGTH) return false;
  if (!EMAIL_PATTERN.test(value)) return false;
  const localPart = value.slice(0, value.indexOf('@'));
  return localPart.length <= MAX_LOCAL_PART_LENGTH;
}
