import { existsSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import escapeHtml from 'escape-html';
import type { ServerConfig } from '../config';
import { uploadPath, EXTENSION_OF_MIME } from '../storage/uploads';
import { formatAmount, formatDate, formatDateTime } from '../../domain/format';
import { STATUT_DOSSIER_LABELS, type StatutDossierId } from '../../domain/dossier-status';
import type { AcceptedUploadMime } from '../../domain/documents';
import type { DossierCaller } from '../../machines/access/dossierScope';
import type { DossierArchiveParts } from '../db/dossier-parts';
import { dossierDetailToWire, tabsToWire } from './dossier-detail';

/** The dossier with its tabs, as the detail's API gives it. */
type DossierWire = ReturnType<typeof dossierDetailToWire> & ReturnType<typeof tabsToWire>;

/** A name safe in any archive tool: letters, digits, dots, dashes and underscores. */
const safeName = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\w.-]+/g, '_').slice(0, 80) || 'document';

const row = (label: string, value: string | null | undefined) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value ?? '—')}</td></tr>`;

/** The dossier as a page anyone opens without the platform: its summary, parties, amounts, performance, documents and history. */
function dossierPage(d: DossierWire): string {
  const history = d.historique
    .map((h) => `<tr><td>${escapeHtml(formatDateTime(h.at) ?? '')}</td><td>${escapeHtml(h.evenement)}</td><td>${escapeHtml(h.fromStatut === null ? '—' : STATUT_DOSSIER_LABELS[h.fromStatut as StatutDossierId])}</td><td>${escapeHtml(STATUT_DOSSIER_LABELS[h.toStatut as StatutDossierId])}</td><td>${escapeHtml(h.auteur ? `${h.auteur.Prenom} ${h.auteur.Nom}` : 'La plateforme')}</td><td>${escapeHtml(h.justification ?? '')}</td></tr>`)
    .join('\n');
  const files = d.documents.map((doc) => `<li>${escapeHtml(doc.nom)} (${escapeHtml(doc.typeLibelle ?? '')}, ${escapeHtml(formatDateTime(doc.createdAt) ?? '')}) — ${escapeHtml(doc.statutLibelle ?? '')}</li>`).join('\n');
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Dossier ${escapeHtml(d.reference)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1d2733}table{border-collapse:collapse;margin-bottom:1.5rem}th,td{border:1px solid #cbd2d9;padding:.3rem .5rem;text-align:left;vertical-align:top}th{background:#f0f4f8}</style>
</head><body>
<h1>Dossier ${escapeHtml(d.reference)}</h1>
<h2>Récapitulatif</h2>
<table>
${row('Statut', d.statut)}
${row('Créé le', formatDate(d.createdAt))}
${row('Échéance', formatDate(d.dateEcheance))}
${row('Bénéficiaire', d.beneficiaire?.nom)}
${row('Prestataire', d.prestataire?.nom)}
${row('Gestionnaire', d.gestionnaire ? `${d.gestionnaire.Prenom} ${d.gestionnaire.Nom}` : null)}
${row('Montant total', formatAmount(d.montants.montantTotal))}
${row('Montant du chèque', formatAmount(d.montants.montantCheque))}
${row('Quote-part du bénéficiaire', formatAmount(d.montants.quotePartBeneficiaire))}
${row('Intervention publique', formatAmount(d.montants.interventionPublique))}
</table>
<h2>Prestation</h2>
<table>
${row('Titre', d.prestation.titre)}
${row('Objectif général', d.prestation.objectifGeneral)}
${row('Valeur ajoutée', d.prestation.valeurAjoutee)}
${row('Début estimé', formatDate(d.prestation.dateDebutEstimee))}
${row('Fin estimée', formatDate(d.prestation.dateFinEstimee))}
${row('Planning', d.prestation.planning)}
</table>
<h2>Documents</h2>
${files ? `<ul>\n${files}\n</ul>` : '<p>Aucun document.</p>'}
<h2>Historique</h2>
<table><thead><tr><th>Date</th><th>Événement</th><th>De</th><th>Vers</th><th>Par</th><th>Justification</th></tr></thead><tbody>
${history}
</tbody></table>
</body></html>
`;
}

/**
 * GET /dossiers/{id}/archive: the dossier in one ZIP (issue 17): its data as the API gives it (dossier.json), a page
 * readable without the platform (dossier.html, with its history), and its documents' files. Streamed: the files are
 * read as the archive is written.
 */
export function dossierArchiveToWire(config: ServerConfig, caller: DossierCaller, { parts, files }: DossierArchiveParts): { reference: string; archive: Readable } {
  const detail: DossierWire = { ...dossierDetailToWire(caller, parts), ...tabsToWire(parts.stored, parts.tabs!) };
  const folder = detail.reference;
  const archive = new ZipArchive({ zlib: { level: 6 } });
  archive.append(`${JSON.stringify(detail, null, 2)}\n`, { name: `${folder}/dossier.json` });
  archive.append(dossierPage(detail), { name: `${folder}/dossier.html` });
  for (const file of files) {
    const path = uploadPath(config, file.storageName);
    const extension = EXTENSION_OF_MIME[file.mime as AcceptedUploadMime] ?? '';
    const base = safeName(file.nom.toLowerCase().endsWith(extension) ? file.nom.slice(0, -extension.length) : file.nom);
    if (path && existsSync(path)) archive.file(path, { name: `${folder}/documents/${file.id}-${base}${extension}` });
  }
  void archive.finalize();
  return { reference: detail.reference, archive };
}
