import type { PublicDataSource } from '@lss/shared/public-data';

/** What the route loaders need: the server's data source and the site's public address. */
export type RouteDeps = {
  data: PublicDataSource;
  publicUrl: string;
};
