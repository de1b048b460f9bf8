import type { SiteSettings } from '@lss/shared/settings';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { SETTINGS_KEY } from './keys.ts';

/** The site settings; `staleTime` for a reader that needs only what changes rarely (the time zone). */
export function useSettings({ staleTime }: { staleTime?: number } = {}) {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => adminRequest<SiteSettings>('/settings', { signal }),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}
