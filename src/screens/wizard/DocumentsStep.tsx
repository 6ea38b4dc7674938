import { useTranslation } from 'react-i18next';
import { useTypesDocumentIntro } from '../../api/wizard/types-document';
import { DocumentList } from './DocumentList';
import { DocumentUpload } from './DocumentUpload';
import { StepSection } from './StepSection';
import { SubmitIntroduction } from './SubmitIntroduction';
import { useWizard } from './WizardContext';
import styles from './Step.module.css';

/**
 * Step 9 of the introduction, 5 of the initiation: the documents the introduction expects, uploaded and
 * listed; the provider then submits the dossier.
 */
export function DocumentsStep() {
  const { t } = useTranslation('wizard');
  const { wizard, dossier } = useWizard();
  const types = useTypesDocumentIntro(dossier.id).data ?? [];
  return (
    <StepSection title={t('steps.documents')} intro={t(`documents.intro.${wizard}`)}>
      {types.length > 0 && (
        <ul className={styles.expected} aria-label={t('documents.expected')}>
          {types.map((type) => (
            <li key={type.id}>
              {type.libelle} — {type.obligatoire ? t('documents.mandatory') : t('documents.optional')} · {t('documents.provided', { count: type.fournis })}
            </li>
          ))}
        </ul>
      )}
      <DocumentList dossier={dossier} types={types} target="introduction" removable={() => dossier.actions.manageDocuments} />
      {dossier.actions.manageDocuments && <DocumentUpload dossier={dossier} types={types} target="introduction" />}
      {wizard === 'introduction' ? <SubmitIntroduction /> : <p className="notice">{t('documents.providerSubmits')}</p>}
    </StepSection>
  );
}
