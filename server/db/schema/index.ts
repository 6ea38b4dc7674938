// The whole schema, for Drizzle's typed queries and for drizzle-kit.
export * from './addresses';
export * from './contacts';
export * from './organisations';
export * from './catalogue';
export * from './competences';
export * from './dossiers';
export * from './documents';
export * from './system';
export * from './signup';
export * from './service-reports';
export * from './scheduler';
export * from './labellisation';
export * from './surveys';
export * from './webhooks';
