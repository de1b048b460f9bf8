import { useMutation } from '@tanstack/react-query';
import { saveAdminDownload } from '#web/lib/admin-api.ts';
import { attendeesPath } from './keys.ts';

/** Every registration of an event as a CSV file, saved into the browser's downloads. */
export function useExportAttendees(eventId: string) {
  return useMutation({ mutationFn: () => saveAdminDownload(`${attendeesPath(eventId)}.csv`) });
}
