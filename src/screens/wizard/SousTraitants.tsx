import { useId, useState } from 'react';
import type { UseFieldArrayReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
 * The performance's subcontractors: providers of the platform found by name or company number
 * (search-sous-traitant), added to or removed from the list. Lives inside the step's form, so its own
 * search never submits it (no nested form: the search runs as the user types).
 */
export function SousTraitants({ fields, error }: { fields: UseFieldArrayReturn<PrestationValues, 'sousTraitants'>; error?: string }) {
  const { t } = useTranslation('wizard');
  const resultsId = useId();
  const [recherche, setRecherche] = useState('');
  const found = useSearchSousTraitant(recherche);
  const chosen = fields.fields.map((f) => f.organisationId);
  const full = fields.fields.length >= SOUS_TRAITANTS_MAX;
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('prestation.sousTraitants')}</legend>
      {fields.fields.length === 0 ? (
        <p className={styles.muted}>{t('prestation.noSousTraitant')}</p>
      ) : (
        <ul className={own.chips}>
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
          <ul className={own.results}>
            {found.data.map((organisation) => (
              <li key={organisation.id}>
                <span>
                  {organisation.nom} <span className={styles.muted}>{[formatBce(organisation.NumeroBCE), organisation.localite].filter(Boolean).join(' · ')}</span>
                </span>
                <button
                  type="button"
                  className="btn"
                  disabled={full || chosen.includes(organisation.id)}
                  onClick={() => fields.append({ organisationId: organisation.id, nom: organisation.nom })}
                  aria-label={t('prestation.add', { nom: organisation.nom })}
                >
                  {t('prestation.addShort')}
                </button>
              </li>
            ))}
          </ul>
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
