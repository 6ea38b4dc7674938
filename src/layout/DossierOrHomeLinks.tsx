import { Link } from '@tanstack/react-router';

/** Once a dossier's step is sent, the two ways on: the dossier's recap (first) or home; the words are the screen's. */
export function DossierOrHomeLinks({ dossierId, toDossier, toHome, className }: { dossierId: number; toDossier: string; toHome: string; className?: string }) {
  return (
    <div className={className}>
      <Link to="/dossiers/$dossierId/recapitulatif" params={{ dossierId: String(dossierId) }} className="btn btn-primary">
        {toDossier}
      </Link>
      <Link to="/" className="btn">
        {toHome}
      </Link>
    </div>
  );
}
