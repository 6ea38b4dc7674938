import { createContext, useContext } from 'react';
import type { ServiceReport } from '../../../domain/wire/service-report';

/** The report the layout reads (kept fresh by its query): every step screen works on it. */
export const ReportContext = createContext<ServiceReport | null>(null);

export function useReport(): ServiceReport {
  const report = useContext(ReportContext);
  if (!report) throw new Error('useReport outside ReportLayout');
  return report;
}
