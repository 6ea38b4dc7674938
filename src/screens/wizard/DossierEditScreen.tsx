import { useId, type ComponentType, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dossierDetailQuery } from '../../api/dossiers/detail';
import { documentsSinceRequest } from '../../api/dossiers/information-request';
import type { DossierDetail, DossierDocument } from '../../api/dossiers/types';
import type { DossierDataPart } from '../../api/wizard/data-target';
import { useTypesDocumentIntro } from '../../api/wizard/types-document';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard';
import { notifySuccess } from '../../layout/notify';
import type { DossierDataFormProps, FormButtonsProps } from './dossier-data-form';
import { DocumentList } from './DocumentList';
import { DocumentUpload } from './DocumentUpload';
import { FinancierForm } from './FinancierForm';
import { PrestationForm } from './PrestationForm';
import { SpecificitesForm } from './SpecificitesForm';
import styles from './DossierEdit.module.css';

const route = getRouteApi('/app/dossiers/$dossierId/modification');

const PARTS: ReadonlyArray<[DossierDataPart, ComponentType<DossierDataFormProps>]> = [
  ['prestation', PrestationForm],
  ['financier', FinancierForm],
  ['specificites', SpecificitesForm],
];

/** Each part saves on its own; leaving it with unsaved changes asks first. */
function SaveButton({ busy, formState }: FormButtonsProps) {
  const { t } = useTranslation('wizard');
  const unsavedDialog = useUnsavedChangesGuard(formState);
  return (
    <div className={styles.save}>
      <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('buttons.saving') : t('edit.save')}
      </button>
      {unsavedDialog}
    </div>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`panel ${styles.part}`} aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Documents added since the request for information are the answer's, not sent yet: removable. */
const addedSinceRequest = (dossier: DossierDetail) => {
  const pending = new Set(documentsSinceRequest(dossier).map((d) => d.id));
  return (document: DossierDocument) => pending.has(document.id);
};

/**
 * /dossiers/{dossierId}/modification: while the administration waits for information (statuses 5 and 9),
 * an Authority or Reference of the provider corrects the dossier's performance, amounts, specificities and
 * documents with the introduction's forms and rules (its guard: machines/access/dossierEditAccess.ts; every
 * call asks the server's `edit` rule again). The saved step and the status do not move: the answer to the
 * request sends the dossier back to examination.
 */
export function DossierEditScreen() {
  const { t } = useTranslation('wizard');
  const { dossierId } = route.useParams();
  const dossier = useSuspenseQuery(dossierDetailQuery(Number(dossierId))).data;
  const types = useTypesDocumentIntro(dossier.id).data ?? [];
  const params = { dossierId: String(dossier.id) };
  return (
    <section aria-labelledby="edit-title" className={styles.edit}>
      <h1 id="edit-title">{t('edit.title', { reference: dossier.reference })}</h1>
      <p className={styles.intro}>{t('edit.intro')}</p>
      <div className={styles.links}>
        <Link to="/dossiers/$dossierId/recapitulatif" params={params} className="btn">
          {t('edit.back')}
        </Link>
        {dossier.actions.reply && (
          <Link to="/drc/$dossierId/reponse" params={params} className="btn">
            {t('edit.reply')}
          </Link>
        )}
      </div>
      {PARTS.map(([part, Form]) => (
        <Part key={part} title={t(`steps.${part}`)}>
          <Form dossier={dossier} target="edit" onSaved={() => notifySuccess(t('edit.saved', { part: t(`steps.${part}`) }))} Buttons={SaveButton} />
        </Part>
      ))}
      <Part title={t('steps.documents')}>
        <p className={styles.intro}>{t('edit.documentsIntro')}</p>
        <DocumentList dossier={dossier} types={types} target="edit" removable={addedSinceRequest(dossier)} />
        <DocumentUpload dossier={dossier} types={types} target="edit" />
      </Part>
    </section>
  );
}
