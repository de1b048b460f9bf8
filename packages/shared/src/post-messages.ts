/** Posts: review requests, revisions and the rich-text editor. The spec's wording is kept to the letter. */

/** A contributor's drafts go to an editor for review (posts keep their draft/published status). */
export const reviewMessages = {
  submitForReview: 'Submit for review',
  submitted: 'Post submitted for review',
  withdrawn: 'Review request withdrawn',
  awaitingReview: 'Awaiting review',
  noneAwaiting: 'No posts are awaiting review.',
  onlyDrafts: 'Only a draft can be submitted for review.',
  submitFailed: 'Failed to submit the post for review.',
} as const;

/** The post editor's autosave and revisions (issue 16; docs/decisions/020-post-revisions.md). */
export const revisionMessages = {
  saving: 'Saving…',
  saved: (time: string) => `Saved at ${time}`,
  autosaveFailed: (reason: string) => `Not saved: ${reason}`,
  autosaveOnlyDrafts: 'Only a draft saves itself; save changes to a published post with Save.',
  revisions: 'Revisions',
  noRevisions: 'No saved versions yet.',
  fetchRevisionsFailed: 'Failed to fetch the saved versions.',
  restore: 'Restore this version',
  confirmRestore:
    'Restore this version? The post will take its title, text, excerpt, byline and cover image; its status stays as it is, and the current text stays in the history.',
  restored: 'Version restored',
  restoreFailed: 'Failed to restore this version.',
  kinds: { save: 'Saved', autosave: 'Autosaved', restore: 'Restored' },
} as const;

/** The post editor's link dialog. */
export const editorMessages = {
  linkNotAllowed:
    'A link can go to a web page (https://…), an e-mail address (mailto:…) or a page of this site (/news/…).',
} as const;
