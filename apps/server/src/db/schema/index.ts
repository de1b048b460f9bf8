export { activityLog } from './activity.ts';
export { contactMessages } from './contact.ts';
export {
  electionBallots,
  electionCandidates,
  electionOfficers,
  electionPositions,
  electionRoll,
  elections,
  electionVoters,
} from './elections.ts';
export { eventRsvps, events, rsvpConfirmMails } from './events.ts';
export { executives } from './executives.ts';
export { importJobs, importSources } from './imports.ts';
export { materials } from './materials.ts';
export { media } from './media.ts';
export { memberLinks, memberSessions, members } from './members.ts';
export { newsletterDeliveries, newsletterSends, newsletterSubscribers } from './newsletter.ts';
export { podcastEpisodes } from './podcast.ts';
export { postRevisions, posts } from './posts.ts';
export { siteSettings } from './settings.ts';
export { loginFailures, rateLimitHits } from './shared-limits.ts';
export { sharedSecrets } from './shared-secrets.ts';
export { articleSubmissions } from './submissions.ts';
export { accountLinks, users } from './users.ts';
