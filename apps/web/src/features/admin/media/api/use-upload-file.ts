import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '#web/lib/admin-api.ts';
import { MEDIA_KEY } from './keys.ts';

/** Uploads one file (a form's upload field), reporting progress; the library's queries reload. */
export function useUploadFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      uploadFile(file, onProgress),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: MEDIA_KEY });
    },
  });
}
