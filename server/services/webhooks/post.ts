import http from 'node:http';
import https from 'node:https';
import { deliveryLookup } from './address-guard';

/** The part of the receiver's answer kept with the attempt. */
const EXCERPT_CHARS = 500;

export interface PostOptions {
  timeoutMs: number;
  allowPrivate: boolean;
}

/** What one attempt got: the receiver's status and the start of its body, or null and the reason no answer came. */
export interface PostAnswer {
  statusCode: number | null;
  excerpt: string;
}

/**
 * POSTs one signed delivery. No redirect is followed (a redirect could lead to a private address); the whole
 * exchange, connection included, is cut at `timeoutMs`; only the body's start is read. Never throws: a failure is an
 * answer without status, kept with the attempt.
 */
export function postWebhook(target: string, headers: Record<string, string>, body: string, { timeoutMs, allowPrivate }: PostOptions): Promise<PostAnswer> {
  return new Promise((resolve) => {
    const failed = (error: unknown) => resolve({ statusCode: null, excerpt: String((error as Error)?.message ?? error).slice(0, EXCERPT_CHARS) });
    try {
      const url = new URL(target);
      const client = url.protocol === 'https:' ? https : http;
      const request = client.request(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body).toString(), 'user-agent': 'plateforme-cheques-webhooks' },
        lookup: deliveryLookup(url, allowPrivate),
        signal: AbortSignal.timeout(timeoutMs),
      });
      request.on('response', (response) => {
        let excerpt = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          excerpt += chunk;
          if (excerpt.length >= EXCERPT_CHARS) response.destroy();
        });
        const done = () => resolve({ statusCode: response.statusCode ?? null, excerpt: excerpt.slice(0, EXCERPT_CHARS) });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      });
      request.on('error', (error) => failed(error.name === 'AbortError' || error.name === 'TimeoutError' ? `Pas de réponse en ${timeoutMs / 1000} s.` : error));
      request.end(body);
    } catch (error) {
      failed(error);
    }
  });
}
