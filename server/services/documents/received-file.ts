import type { AcceptedUploadMime } from '../../../domain/documents';

/**
 * An uploaded file as the services store it. Receiving it from the multipart request is HTTP's job
 * (server/http/receive-upload.ts); what the services know is only the file it left on disk.
 */
export interface ReceivedFile {
  path: string;
  size: number;
  sha256: string;
  /** Cut at the size limit: the rest was read and thrown away. */
  truncated: boolean;
}

/** A complete, non-empty upload of an accepted type, recognised by its content. */
export interface AcceptedUpload {
  file: ReceivedFile;
  mime: AcceptedUploadMime;
  fields: Record<string, string>;
}
