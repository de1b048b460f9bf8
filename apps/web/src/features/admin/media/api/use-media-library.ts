import type { MediaItem } from '@lss/shared/media';
import { useAdminList } from '../../api/records.ts';
import { mediaKeys } from './keys.ts';

/** The page of the media library the address asks for (page, search, order). */
export function useMediaLibrary() {
  return useAdminList<MediaItem>(mediaKeys.list, '/media');
}
