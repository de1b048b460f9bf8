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
  /** The confirmation page asks first: opening the e-mail's link (a mail scanner too) confirms nothing. */
  confirmQuestion: 'Confirm your subscription to the newsletter?',
  confirmButton: 'Confirm subscription',
  confirming: 'Confirming…',
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeQuestion: (email: string) => `Stop sending the newsletter to ${email}?`,
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: 'You are unsubscribed. You will not receive the newsletter any more.',
  unsubscribeLinkInvalid: 'This unsubscribe link is invalid.',
} as const;
