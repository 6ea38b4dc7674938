import { requestBlob } from '../client';

/**
 * Documents are served only to a signed-in caller, so the browser cannot follow a plain link: the file
 * is fetched with the bearer token, then handed to the browser as a download under its own name.
 */
export async function downloadDocument(url: string, name: string) {
  saveBlob(await requestBlob(url.replace(/^\/api/, '')), name);
}

/** Hands a file fetched with the session to the browser, as a download under that name. */
export function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
