import type { Episode } from '@lss/shared/podcast';

/** Spec §2: case-insensitive match on the title or the guest's name. */
export function filterEpisodes(episodes: readonly Episode[], query: string): Episode[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...episodes];
  return episodes.filter(
    (episode) =>
      episode.title.toLocaleLowerCase().includes(needle) ||
      (episode.guestName ?? '').toLocaleLowerCase().includes(needle),
  );
}
