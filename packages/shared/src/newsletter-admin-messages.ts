// Apart from newsletter-messages.ts: the public pages' footer box loads those words, never these.

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
