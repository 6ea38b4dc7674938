import type { ComponentType } from 'react';
import type { DossierDetail } from '../../api/dossiers/types';
import type { DossierDataTarget } from '../../api/wizard/data-target';

/** What the row under a form is given: whether its call runs, and whether it has unsaved changes to keep. */
export interface FormButtonsProps {
  busy: boolean;
  formState: { isDirty: boolean; isSubmitting: boolean };
}

/**
 * A form of the dossier's information (performance, amounts, specificities), the same in the introduction
 * and on the dossier-edit screen: the dossier it is filled from, the call that saves it, what follows a
 * save (with the dossier read again), and the row of buttons under it.
 */
export interface DossierDataFormProps {
  dossier: DossierDetail;
  target: DossierDataTarget;
  onSaved: (fresh: DossierDetail) => void;
  Buttons: ComponentType<FormButtonsProps>;
}
