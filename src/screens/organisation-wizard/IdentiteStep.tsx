import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SousTypeOrganisation } from '../../../domain/organisation-types';
import { IdentiteEntreprise, IdentiteEtrangere } from '../../../domain/schemas/organisation-add';
import { normaliseBce } from '../../../domain/validators/bce';
import type { IdentiteOrganisation } from '../../../machines/organisationWizard.types';
import { useBceLookup } from '../../api/organisations/bce-lookup';
import { TextField } from '../../forms/TextField';
import { formatBce } from '../../i18n/format';
import { RegisterCompanyFacts } from './RegisterCompanyFacts';
import { StepButtons, StepFrame } from './StepFrame';
import styles from './OrganisationWizard.module.css';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { ErrorSummary } from '../../forms/ErrorSummary';

type Kind = 'belge' | 'etrangere';

interface Props {
  saved: IdentiteOrganisation | null;
  /** A company number to look up at once (from the dossier wizard's "Ajouter cette entreprise"). */
  initialBce: string | null;
  refusal: string | null;
  onSave: (identite: IdentiteOrganisation) => void;
}

/** Step 1: a Belgian company looked up in the company register by its number, or the foreign-company option. */
export function IdentiteStep({ saved, initialBce, refusal, onSave }: Props) {
  const { t } = useTranslation('organisationWizard');
  const [kind, setKind] = useState<Kind>(saved && !('registre' in saved) ? 'etrangere' : 'belge');
  return (
    <StepFrame step="identite" refusal={refusal}>
      <fieldset className={styles.fieldset}>
        <legend>{t('identite.kind')}</legend>
        {(['belge', 'etrangere'] as const).map((value) => (
          <label key={value} className={styles.radio}>
            <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} /> {t(`identite.${value}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'belge' ? (
        <BelgianCompany saved={saved && 'registre' in saved ? saved.numeroBce : initialBce} onSave={onSave} />
      ) : (
        <ForeignCompany saved={saved && !('registre' in saved) ? saved : null} onSave={onSave} />
      )}
    </StepFrame>
  );
}

function BelgianCompany({ saved, onSave }: { saved: string | null; onSave: Props['onSave'] }) {
  const { t } = useTranslation('organisationWizard');
  const [searched, setSearched] = useState<string | null>(saved);
  const [missing, setMissing] = useState(false);
  const lookup = useBceLookup(searched ?? '', { enabled: searched !== null });
  const { control, register, handleSubmit, formState } = useSchemaForm<{ numeroBce: string }, IdentiteEntreprise>(IdentiteEntreprise, {
    defaultValues: { numeroBce: formatBce(saved) ?? '' },
  });
  const failure = lookup.error;
  const search = ({ numeroBce }: IdentiteEntreprise) => {
    setMissing(false);
    setSearched(normaliseBce(numeroBce));
  };
  const next = () => {
    // A closed company is shown as such (RegisterCompanyFacts) and goes no further, as the server would refuse it.
    if (lookup.data?.actif && searched) onSave({ sousTypeId: SousTypeOrganisation.ENTREPRISE, numeroBce: searched, registre: lookup.data });
    else setMissing(true);
  };
  return (
    <>
      <form role="search" aria-label={t('identite.belge')} onSubmit={handleSubmit(search)} noValidate className={styles.inline}>
        <ErrorSummary control={control} />
        <TextField label={t('identite.numeroBce')} hint={t('identite.numeroBceHint')} autoComplete="off" inputMode="numeric" error={formState.errors.numeroBce?.message} {...register('numeroBce')} />
        <button type="submit" className="btn">
          {t('buttons.search')}
        </button>
      </form>
      <div aria-live="polite">
        {lookup.isFetching && <p className={styles.muted}>{t('identite.searching')}</p>}
        {failure && (
          <p className={styles.error} role="alert">
            {failure.status === 404 ? t('identite.unknown') : t('identite.registerFailed')}
          </p>
        )}
        {lookup.data && !lookup.isFetching && <RegisterCompanyFacts company={lookup.data} />}
        {missing && !lookup.data && !lookup.isFetching && (
          <p className={styles.error} role="alert">
            {t('identite.searchFirst')}
          </p>
        )}
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <StepButtons />
      </form>
    </>
  );
}

function ForeignCompany({ saved, onSave }: { saved: { numeroIdentification: string; nomLong: string } | null; onSave: Props['onSave'] }) {
  const { t } = useTranslation('organisationWizard');
  const { control, register, handleSubmit, formState } = useSchemaForm<{ numeroIdentification: string; nomLong: string }, IdentiteEtrangere>(IdentiteEtrangere, {
    defaultValues: saved ?? { numeroIdentification: '', nomLong: '' },
  });
  const save = (identite: IdentiteEtrangere) => onSave({ sousTypeId: SousTypeOrganisation.ENTREPRISE_ETRANGERE, ...identite });
  return (
    <form onSubmit={handleSubmit(save)} noValidate aria-label={t('identite.etrangere')} className={styles.step}>
      <ErrorSummary control={control} />
      <div className={styles.grid}>
        <TextField label={t('identite.numeroIdentification')} hint={t('identite.numeroIdentificationHint')} autoComplete="off" error={formState.errors.numeroIdentification?.message} {...register('numeroIdentification')} />
        <TextField label={t('identite.nomLong')} autoComplete="organization" error={formState.errors.nomLong?.message} {...register('nomLong')} />
      </div>
      <StepButtons />
    </form>
  );
}
