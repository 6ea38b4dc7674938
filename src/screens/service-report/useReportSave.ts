import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import type { ReportScreen } from '../../../domain/service-report-screens';
import type { ServiceReportEvent } from '../../../machines/serviceReport.machine';
import { reportKey } from '../../api/dossiers/report-query';
import { failureOf } from '../../api/errors';
import { showSaveFailure } from '../../forms/save-failure';
import { providerScreenOf, ReportActor, type ReportSnapshot } from './report-actor';
import { useReport } from './ReportContext';

/**
 * Runs a report call; once the server took it, the report's statechart takes the call's event and the
 * provider goes to the screen of the state it reaches (the route's guard judges it on the report read again).
 * A refusal is shown as the wizards show theirs: fields under their fields, a 409 as a reload.
 */
export function useReportSave<T extends FieldValues>(setError?: UseFormSetError<T>, fieldNames: readonly string[] = []) {
  const report = useReport();
  const actor = ReportActor.useActorRef();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const goTo = (screen: ReportScreen) => navigate({ to: `/rapportPrestation/$dossierId/${screen}`, params: { dossierId: String(report.dossierId) } });
  /** The statechart's state after the call, or null when the call failed. */
  const run = async (call: () => Promise<unknown>, event?: ServiceReportEvent): Promise<ReportSnapshot | null> => {
    setBusy(true);
    try {
      await call();
      if (event) {
        actor.send(event);
        const screen = providerScreenOf(actor.getSnapshot());
        if (screen) await goTo(screen);
      }
      return actor.getSnapshot();
    } catch (error) {
      await showSaveFailure(failureOf(error), { setError, fieldNames, reload: () => queryClient.refetchQueries({ queryKey: reportKey(report.dossierId) }), namespace: 'report' });
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
