import type { ServerConfig } from '../config';

/** Where the demo writes the files of its documents: the data folder, as the uploads do. */
export type DemoFiles = Pick<ServerConfig, 'dataDir'>;
