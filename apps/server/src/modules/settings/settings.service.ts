import { sessionAt } from '@lss/shared/session-clock';
import {
  DEFAULT_SITE_SETTINGS,
  type SiteSettings,
  siteSettings,
  type siteSettingsInput,
} from '@lss/shared/settings';
import { DEFAULT_TIME_ZONE } from '@lss/shared/time-zone';
import type { z } from 'zod';
import type { ActivityService, Actor } from '../activity/activity.service.ts';
import type { SettingsRepository } from './settings.repository.ts';

/** The society's time zone, which zone-less date-times are read in (decisions.md, Tolerant input). */
export type SiteTimeZone = () => Promise<string>;

type SettingsRow = { values: unknown; timeZone: string; currentSession: string | null; updatedAt: Date };

/**
 * Stored values over the defaults, so a setting added later has a value on old databases too. No
 * stored session: today's on the society's clock (decision 021); the first executive saved stores it.
 */
function merge(row: SettingsRow | null): SiteSettings {
  const stored = siteSettings
    .omit({ timeZone: true, currentSession: true })
    .partial()
    .safeParse(row?.values ?? {});
  const timeZone = row?.timeZone ?? DEFAULT_TIME_ZONE;
  const currentSession = row?.currentSession ?? sessionAt(new Date(), timeZone);
  return {
    ...DEFAULT_SITE_SETTINGS,
    ...(stored.success ? stored.data : {}),
    timeZone,
    currentSession,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export function createSettingsService(repository: SettingsRepository, activity: ActivityService) {
  return {
    async get(): Promise<SiteSettings> {
      return merge(await repository.read());
    },
    /** Read afresh: the executives' lists and the start of a new session depend on it. */
    async currentSession(): Promise<string> {
      return merge(await repository.read()).currentSession;
    },
    /**
     * The current session, stored if it was not yet: once someone serves in it, the council the
     * site shows must not move on by the calendar alone.
     */
    async pinCurrentSession(): Promise<string> {
      const row = await repository.read();
      if (row?.currentSession) return row.currentSession;
      const session = merge(row).currentSession;
      await repository.setCurrentSession(session);
      return session;
    },
    setCurrentSession: repository.setCurrentSession,
    /** Read afresh: a member confirming an address is verified by the list as it is now. */
    async studentEmailDomains(): Promise<string[]> {
      return merge(await repository.read()).studentEmailDomains;
    },
    /** Read afresh on each write that needs it: a changed zone applies at once. */
    async timeZone(): Promise<string> {
      return (await repository.read())?.timeZone ?? DEFAULT_TIME_ZONE;
    },
    async update(input: z.output<typeof siteSettingsInput>, admin: Actor): Promise<SiteSettings> {
      const { timeZone, currentSession, studentEmailDomains, ...values } = input;
      // Without a list of student domains (an older form), the stored one stays.
      const domains = studentEmailDomains ?? merge(await repository.read()).studentEmailDomains;
      const updated = merge(
        await repository.write({ ...values, studentEmailDomains: domains }, { timeZone, currentSession }),
      );
      await activity.record({
        actor: admin,
        action: 'updated',
        entityType: 'settings',
        entityId: null,
        summary: 'Site settings',
      });
      return updated;
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
