import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { DossierDataPart } from '../../api/wizard/data-target';
import type { DossierDataFormProps } from './dossier-data-form';
import { StepButtons } from './StepButtons';
import { StepSection } from './StepSection';
import { useGoNext } from './useStepSave';
import { useWizard } from './WizardContext';

/** A step of the introduction that saves a part of the dossier's information: its form, the step's buttons, then the next screen. */
export function dataStep(part: DossierDataPart, Form: ComponentType<DossierDataFormProps>) {
  return function DataStep() {
    const { t } = useTranslation('wizard');
    const { dossier } = useWizard();
    const goNext = useGoNext();
    return (
      <StepSection title={t(`steps.${part}`)} intro={t(`${part}.intro`)}>
        <Form dossier={dossier} target="introduction" onSaved={goNext} Buttons={StepButtons} />
      </StepSection>
    );
  };
}
