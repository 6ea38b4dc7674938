import { createHash, randomBytes } from 'node:crypto';

/** How long an e-mailed reset link serves (README, Password reset). */
export const RESET_TOKEN_SECONDS = 60 * 60;

/** 256 random bits, URL-safe, so that the link carries it as is. */
export const newResetToken = () => randomBytes(32).toString('base64url');

/** Only this is stored: a leaked table gives no usable link. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');
