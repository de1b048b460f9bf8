import { SITE_TIME_ZONE } from '@lss/shared/constants';
import { useMemo } from 'react';
import { formatDateTimeInZone, zoneHint } from '#web/lib/local-date-time.ts';
import { useSettings } from '../settings/api/use-settings.ts';

/**
 * The society's time zone (site setting `timeZone`), in which the admin shows and edits every time,
 * as the public site does. Undefined only while the settings load; the default zone if they cannot.
 */
export function useSocietyTimeZone(): string | undefined {
  // The zone changes rarely; the settings page refreshes it on save.
  const settings = useSettings({ staleTime: 5 * 60_000 });
  if (settings.isPending) return undefined;
  return settings.data?.timeZone ?? SITE_TIME_ZONE;
}

/** Times for admin screens, on the society's clock and labelled with its zone ("… 10:15 AM GMT+1"). */
export function useAdminDates() {
  const timeZone = useSocietyTimeZone() ?? SITE_TIME_ZONE;
  return useMemo(
    () => ({
      timeZone,
      dateTime: (iso: string) => formatDateTimeInZone(iso, timeZone),
      /** The hint under a date-time field. */
      fieldHint: zoneHint(timeZone),
    }),
    [timeZone],
  );
}
