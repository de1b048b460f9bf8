import { SITE_TIME_ZONE } from '@lss/shared/constants';

/** What a visitor reads, computed independently of the app's own helpers. */
export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
