// No zod here: the public /submit page imports these words, not the schemas.

export const submissionMessages = {
  received: 'Thank you! Your article has been submitted for review.',
  failed: 'Failed to submit your article.',
  imageOnly: 'The picture must be a JPEG, PNG, GIF or WebP image.',
  alreadyReviewed: 'This submission has already been reviewed.',
  approved: 'Submission approved: a draft post was created.',
  rejected: 'Submission rejected.',
  removed: 'Submission removed.',
  suggestedImageNotOurs: 'Suggested Image must be a picture uploaded with this form.',
} as const;
