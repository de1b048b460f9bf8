import type { StartedSession, StartSessionInput } from '@lss/shared/session-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { DASHBOARD_KEY } from '../../dashboard/api/keys.ts';
import { SETTINGS_KEY } from '../../settings/api/keys.ts';
import { executiveKeys } from './keys.ts';

/** What a new session's council starts with (POST /api/executives/sessions). */
export type NewCouncil = StartSessionInput['copy'];

/** Starts the next session (the current one in the settings moves on); the councils reload. */
export function useStartSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (copy: NewCouncil) =>
      adminRequest<StartedSession>('/executives/sessions', { method: 'POST', body: { copy } }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: executiveKeys.all }),
        client.invalidateQueries({ queryKey: SETTINGS_KEY }),
        client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]);
    },
  });
}
