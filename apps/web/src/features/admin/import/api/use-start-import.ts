import type { ImportOriginalInput } from '@lss/shared/import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '#web/lib/admin-api.ts';
import { IMPORT_KEY } from './keys.ts';

/** What the WordPress form sends: the export and its options. */
export type WordPressImportForm = {
  file: File;
  mediaFrom: string;
  pages: boolean;
  dryRun: boolean;
  /** How much of the file has been sent, in percent. */
  onUploadProgress?: (percent: number) => void;
};

/**
 * POST /api/import: the original site as JSON, or a WordPress export as multipart (the file last,
 * after the fields the server reads first). Answers the job's id; the import queries reload.
 */
export function useStartImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { kind: 'original'; body: ImportOriginalInput }
        | { kind: 'wordpress'; form: WordPressImportForm },
    ) => {
      if (input.kind === 'original')
        return adminRequest<{ id: string }>('/import', { method: 'POST', body: input.body });
      const body = new FormData();
      body.append('kind', 'wordpress');
      if (input.form.mediaFrom.trim()) body.append('mediaFrom', input.form.mediaFrom.trim());
      body.append('pages', String(input.form.pages));
      body.append('dryRun', String(input.form.dryRun));
      body.append('file', input.form.file);
      return adminRequest<{ id: string }>('/import', {
        method: 'POST',
        body,
        onUploadProgress: input.form.onUploadProgress,
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: IMPORT_KEY }),
  });
}
