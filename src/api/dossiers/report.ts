import type { InvoiceFields, ReportDescriptionPayload, ReportSpecificitesPayload } from '../../../domain/schemas/service-report';
import type { ServiceReport } from '../../../domain/wire/service-report';
import { api } from '../client';
import { sendUpload, type UploadProgress } from '../documents/upload';
import { useDossierMutation } from '../wizard/mutation';
import type { DossierDetail } from './types';

const post = <T>(path: string, body: object = {}) => api<T>(path, { method: 'POST', body });

export function useSaveReportDescription(id: number) {
  return useDossierMutation((values: ReportDescriptionPayload) => post<ServiceReport>(`/dossiers/${id}/report/description`, values));
}

export function useSaveReportSpecificites(id: number) {
  return useDossierMutation((values: ReportSpecificitesPayload) => post<ServiceReport>(`/dossiers/${id}/report/specificites`, values));
}

export function useConfirmReportRecap(id: number) {
  return useDossierMutation(() => post<ServiceReport>(`/dossiers/${id}/report/confirm-recap`));
}

interface ReportUpload {
  file: File | null;
  /** The invoice's number, amount and date; none for the activity report. */
  invoice?: InvoiceFields;
  onProgress?: UploadProgress;
  signal?: AbortSignal;
}

/** POST /dossiers/{id}/report/invoice or /activity-report (multipart/form-data, with progress). */
export function useUploadReportDocument(id: number) {
  return useDossierMutation(({ file, invoice, onProgress, signal }: ReportUpload) =>
    invoice
      ? sendUpload(`/dossiers/${id}/report/invoice`, { numeroFacture: invoice.numeroFacture, montantHtva: String(invoice.montantHtva), dateFacture: invoice.dateFacture }, file, onProgress, signal)
      : sendUpload(`/dossiers/${id}/report/activity-report`, {}, file, onProgress, signal),
  );
}

/** The report's status changes: its submission (provider's Authority) and the beneficiary's decision. */
export function useReportDecision(id: number) {
  return useDossierMutation(({ call, version, justification }: { call: 'submit-to-beneficiary' | 'validate' | 'refuse'; version: number; justification?: string }) =>
    post<DossierDetail>(`/dossiers/${id}/report/${call}`, justification === undefined ? { version } : { version, justification }),
  );
}
