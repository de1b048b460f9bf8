/** The public pages' texts (spec §8): a visitor's browser downloads these without the admin area's. */
export const publicMessages = {
  fetchEventsFailed: 'Could not fetch events.',
  eventNotFoundToast: 'Could not find the requested event.',
  fetchPostsFailed: 'Could not fetch posts.',
  postNotFoundToast: 'Could not find the requested post.',
  fetchMaterialsFailed: 'Could not fetch materials. Please try again later.',
  fetchEpisodesFailed: 'Failed to load podcast episodes.',
  contactFailed: 'Failed to send message.',
  contactFieldsRequired: 'Please fill in all fields.',
  contactThanks: (name: string) => `Thank you, ${name}! We've received your message.`,
  /** contactThanks without the name: the plain form's answer, whose address must not carry it. */
  contactReceived: "Thank you! We've received your message.",
  noFeaturedEvent: 'No featured event is scheduled at this time. Please check back soon.',
  eventNotFound: 'Event Not Found.',
  postNotFound: 'Post Not Found.',
  noArticles: 'No articles have been published yet. Please check back soon.',
  noEpisodesMatch: 'No episodes found matching your search.',
} as const;
