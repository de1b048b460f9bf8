import type { UploadResponse } from '@lss/shared/upload';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '#web/lib/admin-api.ts';
import { isSessionEnd } from '../../ui/use-error-toast.ts';
import { MEDIA_KEY } from './keys.ts';

type UploadFiles = {
  files: File[];
  onProgress: (file: File, percent: number) => void;
  onUploaded: (file: File, uploaded: UploadResponse) => void;
  onFailed: (file: File, error: unknown) => void;
};

/**
 * Adds files to the library one after another, saying how each went; an ended session stops the
 * rest. The library's queries reload once, when all have gone.
 */
export function useUploadFiles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, onProgress, onUploaded, onFailed }: UploadFiles) => {
      for (const file of files) {
        onProgress(file, 0);
        try {
          onUploaded(file, await uploadFile(file, (percent) => onProgress(file, percent)));
        } catch (error) {
          if (isSessionEnd(error)) break;
          onFailed(file, error);
        }
      }
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: MEDIA_KEY });
    },
  });
}
