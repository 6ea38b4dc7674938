import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

/** A request's field (its key under `detail.fields` in labellisation.json) and its value; null shows as a dash. */
export type DemandeFact = [key: string, value: string | null];

/** A request's fields as term and value, read the same on its page and in the completion's summary. */
export function DemandeFacts({ rows }: { rows: readonly DemandeFact[] }) {
  const { t } = useTranslation('labellisation');
  return rows.map(([key, value]) => (
    <Fragment key={key}>
      <dt>{t(`detail.fields.${key}`)}</dt>
      <dd>{value ?? '—'}</dd>
    </Fragment>
  ));
}
