// No zod here: the header's sign-in link and the member pages import these words, not the schemas.

export const membersMessages = {
  /** The same answer for a new address and a member's (decisions.md: no enumeration). */
  joinSent: 'Check your inbox: we sent you a link to confirm your e-mail address.',
  /** The same answer for every address, member or not. */
  signInSent: 'If this address belongs to a member, we sent it a sign-in link. It works once, for 1 hour.',
  signedIn: 'You are signed in.',
  signedOut: 'You are signed out.',
  signedOutEverywhere: 'You are signed out on every device.',
  linkInvalid: 'This link is invalid or has already been used. Ask for a new one.',
  linkExpired: 'This link has expired. Ask for a new one.',
  signInRequired: 'Sign in as a member to continue.',
  sessionExpired: 'Your member session has ended. Please sign in again.',
  matricNumberTaken: 'This matriculation number belongs to another member.',
  nothingToChange: 'Nothing to change.',
  levelInvalid: 'Choose a level: 100L to 500L, Postgraduate or Alumni.',
  matricNumberInvalid: 'Enter the matriculation number as on your ID card (letters, digits, / and -).',
  /** Mail texts (lib/mail/templates/member-*.ts). */
  confirmSubject: (site: string) => `Confirm your membership · ${site}`,
  confirmIntro: (site: string) =>
    `Someone (we hope you) asked to join ${site} as a member with this address.`,
  confirmButton: 'Confirm my e-mail',
  confirmIgnore: 'If you did not ask, ignore this e-mail: nothing happens until the link is used.',
  signInSubject: (site: string) => `Your sign-in link · ${site}`,
  signInIntro: (site: string) => `Use this link to sign in to ${site}. It works once, for 1 hour.`,
  signInButton: 'Sign in',
  signInIgnore: 'If you did not ask, ignore this e-mail: nobody can sign in without the link.',
} as const;
