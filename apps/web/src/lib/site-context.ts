import { SITE_TIME_ZONE } from '@lss/shared/constants';
import type { PageMember } from '@lss/shared/members';
import type { SiteSettings } from '@lss/shared/settings';
import { createContext, useContext } from 'react';

export type Site = {
  settings: SiteSettings;
  /** Absolute origin for canonical and Open Graph links, e.g. https://lss.example.org. */
  publicUrl: string;
  /** The signed-in member the page was rendered for (decision 030); null for every visitor. */
  member: PageMember | null;
};

const SiteContext = createContext<Site | null>(null);

export const SiteProvider = SiteContext.Provider;

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteProvider> (the public layout provides one).');
  return site;
}

const TimeZoneContext = createContext<string>(SITE_TIME_ZONE);

/**
 * The society's time zone (site setting `timeZone`), given by the public layout on the server and
 * by the islands' runtime in the browser (from the page's <html data-time-zone>). Elsewhere (the
 * admin's article preview, a component on its own in a test) the default zone.
 */
export const SiteTimeZoneProvider = TimeZoneContext.Provider;

export function useSiteTimeZone(): string {
  return useContext(TimeZoneContext);
}

/**
 * The society's default identity, for when the settings cannot be read. Loaded on demand: the
 * shared settings module carries the zod schemas, which the public pages need nowhere else.
 */
export async function fallbackSettings(): Promise<SiteSettings> {
  const { DEFAULT_SITE_SETTINGS } = await import('@lss/shared/settings');
  return { ...DEFAULT_SITE_SETTINGS, updatedAt: null };
}

/** Makes a site path or an upload path absolute; leaves absolute URLs alone. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
