/** Small line icons of the menu, drawn inline so they follow the text colour. */
const PATHS: Record<string, string> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  dossiersCheques: 'M4 4h11l5 5v11H4zM14 4v6h6M8 14h8M8 17h5',
  gestion: 'M9 5h6M9 3h6v4H9zM6 5H5v16h14V5h-1M8 12l2 2 4-4M8 17h8',
  dossiersLabel: 'M12 3l2.5 5 5.5.8-4 3.9.9 5.5-4.9-2.6-4.9 2.6.9-5.5-4-3.9 5.5-.8z',
  labellisationDesk: 'M12 3l2 4 4.5.6-3.3 3.1.8 4.4L12 13l-4 2.1.8-4.4-3.3-3.1L10 7zM5 21h14M8 18h8',
  beneficiaires: 'M4 21V9l8-5 8 5v12M9 21v-6h6v6M8 11h.01M16 11h.01',
  cheques: 'M3 7h18v10H3zM7 12h6M16 12h2',
  contact: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  guide: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01',
  shrink: 'M15 6l-6 6 6 6',
  expand: 'M9 6l6 6-6 6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
};

export function MenuIcon({ name }: { name: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={PATHS[name] ?? PATHS.home} />
    </svg>
  );
}
