import type { SiteSettings } from '@lss/shared/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { SETTINGS_KEY } from './keys.ts';

/** Saves the site settings; what the server kept becomes the cached settings (the time zone too). */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: unknown) => adminRequest<SiteSettings>('/settings', { method: 'PUT', body: input }),
    onSuccess: (saved) => client.setQueryData(SETTINGS_KEY, saved),
  });
}
