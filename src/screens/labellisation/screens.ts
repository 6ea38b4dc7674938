/**
 * The labelling area's screens, one module for its routes to load: the area's dozen small screens come as one
 * chunk, fetched together, instead of a dozen names in the first page's preload map (test/build/bundle-budget).
 */
export { DashboardScreen } from './DashboardScreen';
export { DeskScreen } from './DeskScreen';
export { DemandeDetailScreen } from './DemandeDetailScreen';
export { ProviderLayout } from './ProviderLayout';
export { ProviderSummaryTab } from './ProviderSummaryTab';
export { ProviderDetailsTab } from './ProviderDetailsTab';
export { RecognitionsTab } from './RecognitionsTab';
export { CreateDemandeScreen } from './CreateDemandeScreen';
export { SubmissionScreen } from './SubmissionScreen';
export { DrcResponseScreen } from './DrcResponseScreen';
export { CompleteRequestScreen } from './CompleteRequestScreen';
export { ProviderCompetencesTab } from './ProviderCompetencesTab';
export { ProviderCompetenceRequestScreen, ProviderCompetenceSubmissionScreen } from './ProviderCompetenceScreens';
export { ExpertLayout } from './ExpertLayout';
export { ExpertSummaryTab, ExpertDetailsTab, ExpertCompetencesTab } from './ExpertTabs';
export { ExpertCompetenceRequestScreen, ExpertSubmissionScreen } from './ExpertCompetenceScreens';
