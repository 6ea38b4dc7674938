import { StatutDossier as S, type StatutDossierId } from '../../domain/dossier-status';
import styles from './StatusBadge.module.css';

const CLOSED: StatutDossierId[] = [
  S.DOSSIER_IRRECEVABLE,
  S.DOSSIER_PRESTATION_ANNULEE,
  S.DOSSIER_ANNULE_APRES_SOLDE,
  S.DOSSIER_ANNULE_SOLDE,
  S.DOSSIER_OBSOLETE,
  S.DOSSIER_ANNULE_PAR_PRESTATAIRE,
  S.DOSSIER_PRESTATION_ANNULEE_PAR_PRESTATAIRE,
];
const WAITING: StatutDossierId[] = [S.DOSSIER_DEMANDE_INFOS, S.DOSSIER_PRESTATION_ATTENTE_INFOS, S.DOSSIER_PRESTATION_SUSPENDUE];
const DONE: StatutDossierId[] = [S.DOSSIER_PRESTATION_APPROUVEE, S.DOSSIER_SOLDE];

/** Colour families of the statuses, so that a list can be scanned at a glance; the label says the status. */
function tone(statut: StatutDossierId): string | undefined {
  if (CLOSED.includes(statut)) return styles.closed;
  if (WAITING.includes(statut)) return styles.waiting;
  if (DONE.includes(statut)) return styles.done;
  return styles.active;
}

export function StatusBadge({ statut, label }: { statut: StatutDossierId; label: string }) {
  return <span className={`${styles.badge} ${tone(statut)}`}>{label}</span>;
}

export type BadgeTone = 'active' | 'waiting' | 'done' | 'closed';

/** A status of another lifecycle (a label, a labellisation request) in the same colour families. */
export function ToneBadge({ tone: family, label }: { tone: BadgeTone; label: string }) {
  return <span className={`${styles.badge} ${styles[family]}`}>{label}</span>;
}
