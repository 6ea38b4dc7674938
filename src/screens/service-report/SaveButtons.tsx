import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EtapePrestation } from '../../../domain/encoding-steps';
import { useReport } from './ReportContext';

/** A data step's buttons: the way back, and the save that continues, or returns to the recap once it was reached. */
export function SaveButtons({ back, busy }: { back: ReactNode; busy: boolean }) {
  const { t } = useTranslation('report');
  const { etape } = useReport();
  return (
    <div className="button-row">
      {back}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {etape === EtapePrestation.PrestaRecapitulatif ? t('saveAndBack') : t('save')}
      </button>
    </div>
  );
}
