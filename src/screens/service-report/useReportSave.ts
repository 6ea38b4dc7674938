import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { ReportScreen } from '../../../domain/service-report-screens';
import { reportKey } from '../../api/dossiers/report-query';
import type { ApiFailure } from '../../api/errors';
import { showSaveFailure } from '../../forms/save-failure';
import { useReport } from './ReportContext';

/**
 * Runs a report call, then goes to the screen `next` names (the route's guard judges it on the report read
 * again). A refusal is shown as the wizards show theirs: fields under their fields, a 409 as a reload.
 */
export function useReportSave<T extends FieldValues>(setError?: UseFormSetError<T>, fieldNames: readonly string[] = []) {
  const report = useReport();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const goTo = (screen: ReportScreen) => navigate({ to: `/rapportPrestation/$dossierId/${screen}`, params: { dossierId: String(report.dossierId) } });
  const run = async <R>(call: () => Promise<R>, next?: (result: R) => ReportScreen | null) => {
    setBusy(true);
    try {
      const result = await call();
      const screen = next?.(result);
      if (screen) await goTo(screen);
      return true;
    } catch (error) {
      await showSaveFailure(error as ApiFailure, { setError, fieldNames, reload: () => queryClient.refetchQueries({ queryKey: reportKey(report.dossierId) }), namespace: 'report' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run, goTo };
}
