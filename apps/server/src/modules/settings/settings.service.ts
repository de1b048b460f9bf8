import {
  DEFAULT_SITE_SETTINGS,
  type SiteSettings,
  siteSettings,
  type siteSettingsInput,
} from '@lss/shared/settings';
import { DEFAULT_TIME_ZONE } from '@lss/shared/time-zone';
import type { z } from 'zod';
import type { SettingsRepository } from './settings.repository.ts';

/** The society's time zone, which zone-less date-times are read in (decisions.md, Tolerant input). */
export type SiteTimeZone = () => Promise<string>;

type SettingsRow = { values: unknown; timeZone: string; updatedAt: Date };

/** Stored values over the defaults, so a setting added later has a value on old databases too. */
function merge(row: SettingsRow | null): SiteSettings {
  const stored = siteSettings
    .omit({ timeZone: true })
    .partial()
    .safeParse(row?.values ?? {});
  return {
    ...DEFAULT_SITE_SETTINGS,
    ...(stored.success ? stored.data : {}),
    timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export function createSettingsService(repository: SettingsRepository) {
  return {
    async get(): Promise<SiteSettings> {
      return merge(await repository.read());
    },
    /** Read afresh on each write that needs it: a changed zone applies at once. */
    async timeZone(): Promise<string> {
      return (await repository.read())?.timeZone ?? DEFAULT_TIME_ZONE;
    },
    async update(input: z.output<typeof siteSettingsInput>): Promise<SiteSettings> {
      const { timeZone, ...values } = input;
      return merge(await repository.write(values, timeZone));
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
