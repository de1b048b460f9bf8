import { useMutation } from '@tanstack/react-query';
import { saveAdminDownload } from '#web/lib/admin-api.ts';

/** The whole site's content and uploads as one archive, saved into the browser's downloads. */
export function useDownloadBackup() {
  return useMutation({ mutationFn: () => saveAdminDownload('/backup') });
}
