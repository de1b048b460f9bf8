// No zod here: the public pages import these words (issue 27, members-only content; decision 031).

/** Members-only posts and materials: the pages' panels, the API's refusals and the admin's words. */
export const membersContentMessages = {
  /** The flag in lists (news cards, materials, the admin lists) and the lock icon's accessible name. */
  membersOnly: 'Members only',
  // The article of a members-only post, for whoever may not read its body.
  articleLockedHeading: 'This article is for members',
  articleSignIn: 'Sign in as a member to read this article.',
  signInLink: 'Sign in',
  joinPrompt: 'Not a member yet?',
  joinLink: 'Join the Society',
  accountLink: 'My account',
  /** A signed-in member whose membership is pending or awaits the society's check. */
  articleAwaitingVerification:
    'You are signed in, but the society must verify your membership before you can read members-only articles. A student e-mail address is verified as soon as it is confirmed; others wait for the society’s check.',
  articleLapsed:
    'Your membership has lapsed. Members-only articles open again once the society verifies you for this session.',
  // The materials list.
  /** The words, to the letter. */
  signInToDownload: 'Sign in as a member to download',
  downloadAwaitingVerification: 'Downloads open once the society verifies your membership.',
  downloadLapsed: 'Downloads open again once the society verifies your membership for this session.',
  // GET /api/materials/{id}/file.
  fileSignInRequired: 'Sign in as a member to download this file.',
  fileNotVerified: 'The society must verify your membership before you can download this file.',
  /** A members-only material's file must be stored here: a link elsewhere cannot be kept from visitors. */
  fileMustBeUploaded:
    'A members-only material needs a file uploaded here: a link to another site cannot be kept from visitors.',
  /** What a feed carries in place of a members-only post's body. */
  feedLocked: 'Members only: sign in on the site to read this article.',
  // The admin area.
  postHint:
    'Title, excerpt and cover stay public; the text is for verified members. Feeds, search and link previews show the excerpt only.',
  materialHint: 'Listed for everyone with a lock; the file downloads for verified members and staff only.',
  /** The admin lists' badge and the materials list's column. */
  adminBadge: 'MEMBERS ONLY',
  adminEveryone: 'EVERYONE',
  adminAccessColumn: 'ACCESS',
  fileOpenFailed: 'The file could not be opened.',
} as const;
