// No zod here: the footer's subscribe box on every public page imports these words, not the schemas.

export const newsletterMessages = {
  subscribeHeading: 'Get our newsletter',
  subscribeIntro: 'New articles by e-mail. We will ask you to confirm your address.',
  subscribeButton: 'Subscribe',
  /** The same answer for every address (decisions.md: 202 always, no enumeration). */
  subscribeSent: 'Check your inbox: we sent you a link to confirm your subscription.',
  subscribeFailed: 'Could not subscribe. Please try again later.',
  confirmTitle: 'Newsletter subscription',
  confirmed: 'Your subscription is confirmed. Thank you!',
  confirmLinkInvalid: 'This confirmation link is invalid or has already been used.',
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeQuestion: (email: string) => `Stop sending the newsletter to ${email}?`,
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: 'You are unsubscribed. You will not receive the newsletter any more.',
  unsubscribeLinkInvalid: 'This unsubscribe link is invalid.',
} as const;

export const newsletterAdminMessages = {
  sendButton: 'Send as newsletter',
  sendConfirm: (title: string, recipients: number) =>
    `Send "${title}" to ${recipients} confirmed ${recipients === 1 ? 'subscriber' : 'subscribers'}? This can be done once per post.`,
  sendQueued: (recipients: number) =>
    `Newsletter queued for ${recipients} ${recipients === 1 ? 'subscriber' : 'subscribers'}.`,
  alreadySent: 'This post has already been sent as a newsletter.',
  notPublished: 'Only a published post can be sent as a newsletter.',
  noRecipients: 'There are no confirmed subscribers to send to.',
  mailOff: 'E-mail is not set up on this server (SMTP_URL), so newsletters cannot be sent.',
  removeConfirm: 'Are you sure you want to remove this subscriber?',
  removed: 'Subscriber removed.',
  removeFailed: 'Failed to remove the subscriber.',
  fetchFailed: 'Failed to fetch the subscribers.',
  exportFailed: 'The CSV export failed. Please try again.',
  sendFailed: 'The newsletter could not be sent.',
} as const;
