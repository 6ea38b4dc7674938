import { useId, useState } from 'react';
import type { UseFieldArrayReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SEARCH_MIN_LENGTH } from '../../../domain/schemas/organisation-search';
import { SOUS_TRAITANTS_MAX, type SousTraitant } from '../../../domain/schemas/wizard';
import { useSearchSousTraitant } from '../../api/organisations/search-sous-traitant';
import { TextField } from '../../forms/TextField';
import styles from './Step.module.css';
import own from './SousTraitants.module.css';
import { formatBce } from '../../i18n/format';

export interface PrestationValues {
  titre: string;
  objectifGeneral: string;
  valeurAjoutee: string;
  dateDebutEstimee: string;
  dateFinEstimee: string;
  planning: string;
  nombreJours: string;
  sousTraitants: SousTraitant[];
  version: number;
}

/**
 * The performance's subcontractors: companies of the platform or of the company register found by name
 * fragments or company number (search-sous-traitant), or a name typed as is when neither knows it; added to
 * or removed from the list. Lives inside the step's form, so its own search never submits it (no nested
 * form: the search runs as the user types).
 */
export function SousTraitants({ fields, error }: { fields: UseFieldArrayReturn<PrestationValues, 'sousTraitants'>; error?: string }) {
  const { t } = useTranslation('wizard');
  const resultsId = useId();
  const [recherche, setRecherche] = useState('');
  const found = useSearchSousTraitant(recherche);
  const typed = recherche.trim();
  const isChosen = (choice: { id: number | null; nom: string }) =>
    fields.fields.some((f) => (choice.id === null ? f.organisationId === undefined && f.nom === choice.nom : f.organisationId === choice.id));
  const add = (choice: { id: number | null; nom: string }) => fields.append(choice.id === null ? { nom: choice.nom } : { organisationId: choice.id, nom: choice.nom });
  const full = fields.fields.length >= SOUS_TRAITANTS_MAX;
  const offerTyped = found.data !== undefined && typed.length >= SEARCH_MIN_LENGTH && !found.data.some((o) => o.nom.toLowerCase() === typed.toLowerCase());
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('prestation.sousTraitants')}</legend>
      {fields.fields.length === 0 ? (
        <p className={styles.muted}>{t('prestation.noSousTraitant')}</p>
      ) : (
        <ul className={`${own.list} ${own.chips}`}>
          {fields.fields.map((sousTraitant, index) => (
            <li key={sousTraitant.id}>
              {sousTraitant.nom}
              <button type="button" className="btn" onClick={() => fields.remove(index)} aria-label={t('prestation.remove', { nom: sousTraitant.nom })}>
                {t('prestation.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <TextField
        label={t('prestation.searchSousTraitant')}
        hint={t('prestation.searchHint')}
        type="search"
        value={recherche}
        onChange={(e) => setRecherche(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        aria-controls={resultsId}
        autoComplete="off"
      />
      <div id={resultsId} aria-live="polite">
        {found.data?.length === 0 && <p>{t('search.none')}</p>}
        {found.data && found.data.length > 0 && (
          <ul className={own.list}>
            {found.data.map((organisation) => (
              <li key={organisation.id ?? `registre-${organisation.NumeroBCE}`}>
                <span>
                  {organisation.nom} <span className={styles.muted}>{[formatBce(organisation.NumeroBCE), organisation.localite].filter(Boolean).join(' · ')}</span>
                </span>
                <button
                  type="button"
                  className="btn"
                  disabled={full || isChosen(organisation)}
                  onClick={() => add(organisation)}
                  aria-label={t('prestation.add', { nom: organisation.nom })}
                >
                  {t('prestation.addShort')}
                </button>
              </li>
            ))}
          </ul>
        )}
        {offerTyped && (
          <p>
            <button type="button" className="btn" disabled={full || isChosen({ id: null, nom: typed })} onClick={() => add({ id: null, nom: typed })}>
              {t('prestation.addTyped', { nom: typed })}
            </button>
          </p>
        )}
      </div>
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
