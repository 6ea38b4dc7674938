import { randomBytes } from 'node:crypto';

export type FormPart = { name: string; value: string } | { name: string; filename: string; type?: string; content: Buffer };

/** A multipart/form-data body as a browser sends it; `cutAt` stops it after that many bytes, as a broken connection would. */
export function multipartBody(parts: readonly FormPart[], { cutAt }: { cutAt?: number } = {}) {
  const boundary = `----vcp${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `Content-Disposition: form-data; name="${part.name}"${'filename' in part ? `; filename="${part.filename}"` : ''}`;
    const type = 'filename' in part ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}${type}\r\n\r\n`));
    chunks.push('content' in part ? part.content : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const whole = Buffer.concat(chunks);
  return {
    payload: cutAt === undefined ? whole : whole.subarray(0, cutAt),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Files recognised by their first bytes, whatever they are called. */
export const SAMPLE_FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), Buffer.from('IHDR'), Buffer.alloc(17)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64)]),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(0x3a), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(0x40), Buffer.from('PE\0\0'), Buffer.alloc(64)]),
  text: Buffer.from('Ceci est un simple texte.\n'),
};
