import type { Event, EventInput } from '@lss/shared/events';
import type { Executive, ExecutiveInput } from '@lss/shared/executives';
import type { Material, MaterialInput } from '@lss/shared/materials';
import type { Episode, EpisodeInput } from '@lss/shared/podcast';
import type { Post, PostInput } from '@lss/shared/posts';

/** Where each content type lives in the API (spec §7): its admin list, one record, and writes. */
export type Resource<TRecord, TInput> = {
  key: string;
  listPath: string;
  itemPath: (id: string) => string;
  writePath: string;
  /** Types only: the record read back and the body sent. */
  _types?: { record: TRecord; input: TInput };
};

const segment = encodeURIComponent;

export const eventsResource: Resource<Event, EventInput> = {
  key: 'events',
  listPath: '/events/all',
  itemPath: (id) => `/events/${segment(id)}`,
  writePath: '/events',
};

export const postsResource: Resource<Post, PostInput> = {
  key: 'posts',
  listPath: '/posts/all',
  itemPath: (id) => `/posts/admin/${segment(id)}`,
  writePath: '/posts',
};

export const executivesResource: Resource<Executive, ExecutiveInput> = {
  key: 'executives',
  listPath: '/executives',
  itemPath: (id) => `/executives/${segment(id)}`,
  writePath: '/executives',
};

export const materialsResource: Resource<Material, MaterialInput> = {
  key: 'materials',
  listPath: '/materials/all',
  itemPath: (id) => `/materials/${segment(id)}`,
  writePath: '/materials',
};

export const podcastResource: Resource<Episode, EpisodeInput> = {
  key: 'podcast',
  listPath: '/podcast/all',
  itemPath: (id) => `/podcast/${segment(id)}`,
  writePath: '/podcast',
};
