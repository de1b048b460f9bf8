export { contactMessages } from './contact.ts';
export { events } from './events.ts';
export { executives } from './executives.ts';
export { materials } from './materials.ts';
export { podcastEpisodes } from './podcast.ts';
export { posts } from './posts.ts';
export { siteSettings } from './settings.ts';
export { users } from './users.ts';
