import type { PublicDataSource } from '@lss/shared/public-data';

/** What the route loaders need; the server and the browser each provide their own. */
export type RouteDeps = {
  data: PublicDataSource;
  publicUrl: string;
  /**
   * Where the loaders run. On the server every loader waits for its data so the HTML is complete;
   * in the browser some pages show their loading state instead of holding the navigation.
   */
  runtime: 'server' | 'browser';
};
