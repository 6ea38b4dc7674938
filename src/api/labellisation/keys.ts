/** The cache keys of the labellisation calls: a change invalidates `all` (dashboard, summaries, lists, details). */
export const labellisationKeys = {
  all: ['labellisation'] as const,
  dashboard: () => ['labellisation', 'dashboard'] as const,
  provider: (id: number) => ['labellisation', 'provider', id] as const,
  providerList: (id: number, filter: object) => ['labellisation', 'provider', id, 'demandes', filter] as const,
  desk: (filter: object) => ['labellisation', 'desk', filter] as const,
  demande: (id: number) => ['labellisation', 'demande', id] as const,
  thematiques: () => ['labellisation', 'thematiques'] as const,
  providerExperts: (id: number) => ['labellisation', 'provider', id, 'experts'] as const,
  providerCompetences: (id: number) => ['labellisation', 'provider', id, 'competences'] as const,
  expert: (id: number) => ['labellisation', 'expert', id] as const,
  expertList: (id: number, filter: object) => ['labellisation', 'expert', id, 'demandes', filter] as const,
};
