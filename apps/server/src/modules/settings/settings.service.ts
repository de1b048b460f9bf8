import {
  DEFAULT_SITE_SETTINGS,
  type SiteSettings,
  siteSettings,
  type siteSettingsInput,
} from '@lss/shared/settings';
import type { z } from 'zod';
import type { SettingsRepository } from './settings.repository.ts';

/** Stored values over the defaults, so a setting added later has a value on old databases too. */
function merge(row: { values: unknown; updatedAt: Date } | null): SiteSettings {
  const stored = siteSettings.partial().safeParse(row?.values ?? {});
  return {
    ...DEFAULT_SITE_SETTINGS,
    ...(stored.success ? stored.data : {}),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export function createSettingsService(repository: SettingsRepository) {
  return {
    async get(): Promise<SiteSettings> {
      return merge(await repository.read());
    },
    async update(input: z.output<typeof siteSettingsInput>): Promise<SiteSettings> {
      return merge(await repository.write(input));
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
