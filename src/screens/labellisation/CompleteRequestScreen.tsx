import { useMachine } from '@xstate/react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CompletionView } from '../../../domain/wire/labellisation';
import { REQUEST_COMPLETION_STEPS, requestCompletionMachine } from '../../../machines/requestCompletion.machine';
import { useCompletionView } from '../../api/labellisation/completion';
import { inspect } from '../../machines-inspection';
import { CompletionContactStep, CompletionSpecificStep } from './CompletionSteps';
import { CompletionSummary } from './CompletionSummary';
import { completionFactsOf } from './completion-facts';
import { DemandeDocuments } from './DemandeDocuments';
import { StepList } from './StepList';
import { demandeRoute, submissionRoute } from './demande-route';
import { StepButtons } from './StepButtons';
import styles from './Labellisation.module.css';

/**
 * complete-request/{demandeId} (spec section 2, 5 steps): contact (1), specific data (2), documents (3), summary
 * (4), confirmation (5). Each step is saved on the server, which answers the request as it now stands; the
 * completion machine reads that answer to go on, and confirms only a request that lacks nothing.
 */
export function CompleteRequestScreen() {
  const { t } = useTranslation('labellisation');
  const { demandeId } = useParams({ strict: false });
  const view = useCompletionView(Number(demandeId));
  const [snapshot, send] = useMachine(requestCompletionMachine, { inspect });
  const data = view.data;
  if (!data) return null;
  const { demande } = data;
  const step = snapshot.value;
  const facts = completionFactsOf(demande);
  const back = () => send({ type: 'BACK' });
  const request = demandeRoute(demande);

  return (
    <section className={`${styles.page} ${styles.card}`} aria-labelledby="completion-title">
      <Link {...request}>{t('completion.back', { reference: demande.reference })}</Link>
      <h1 id="completion-title">{t('completion.title', { reference: demande.reference })}</h1>
      <StepList steps={REQUEST_COMPLETION_STEPS} current={step} />
      <div className="panel">
        {step === 'contact' && <CompletionContactStep view={data} onSaved={(saved) => send({ type: 'NEXT', facts: completionFactsOf(saved) })} />}
        {step === 'specificData' && <CompletionSpecificStep demande={demande} onBack={back} onSaved={(saved) => send({ type: 'NEXT', facts: completionFactsOf(saved) })} />}
        {step === 'documents' && <DocumentsStep view={data} onBack={back} onNext={() => send({ type: 'NEXT', facts })} canGoOn={snapshot.can({ type: 'NEXT', facts })} />}
        {step === 'summary' && <CompletionSummary demande={demande} onBack={back} onConfirm={() => send({ type: 'CONFIRM', facts })} canConfirm={snapshot.can({ type: 'CONFIRM', facts })} />}
        {step === 'confirmation' && (
          <div role="status">
            <p className={styles.success}>{t('completion.done', { reference: demande.reference })}</p>
            <div className="button-row">
              <Link {...request} className="btn">
                {t('completion.toRequest')}
              </Link>
              <Link {...submissionRoute(demande)} className="btn btn-primary">
                {t('completion.toSubmission')}
              </Link>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

/** Step 3: the completion's documents; the machine goes on once the required ones are there. */
function DocumentsStep({ view, onBack, onNext, canGoOn }: { view: CompletionView; onBack: () => void; onNext: () => void; canGoOn: boolean }) {
  const { t } = useTranslation('labellisation');
  const { demande, typesDocument } = view;
  const completionTypes = new Set(typesDocument.map((type) => type.id));
  return (
    <>
      <h2>{t('steps.documents')}</h2>
      <p className={styles.intro}>{t('completion.documentsIntro')}</p>
      {!canGoOn && <p role="note">{t('completion.cvRequired')}</p>}
      <DemandeDocuments
        demandeId={demande.id}
        kind="completion"
        documents={demande.documents.filter((d) => completionTypes.has(d.typeDocumentId))}
        types={typesDocument}
      />
      <StepButtons onBack={onBack}>
        <button type="button" className="btn btn-primary" onClick={onNext} disabled={!canGoOn}>
          {t('completion.next')}
        </button>
      </StepButtons>
    </>
  );
}
