import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A request wizard's step buttons: "Précédent" first, then the step's own way on (given as children). */
export function StepButtons({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  const { t } = useTranslation('labellisation');
  return (
    <div className="button-row">
      <button type="button" className="btn" onClick={onBack}>
        {t('wizard.previous')}
      </button>
      {children}
    </div>
  );
}
