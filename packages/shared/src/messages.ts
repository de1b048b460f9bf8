/**
 * Every user-facing text of spec §8 and decisions.md, in one place. Both the server and the web app
 * import these; the spec's wording is kept to the letter.
 */

export { councilMessages } from './council-messages.ts';
export { mediaMessages } from './media-messages.ts';
export { newsletterAdminMessages } from './newsletter-admin-messages.ts';
export { newsletterMessages } from './newsletter-messages.ts';
// The public pages' texts live in a module of their own, so a visitor's browser downloads them
// without the admin area's; they are part of this one place all the same.
export { publicMessages } from './public-messages.ts';

export const authMessages = {
  loginFailed: 'Invalid email or password',
  loginSuccess: 'Login Successful!',
  registrationFailed: 'Registration failed.',
  registrationSuccess: 'Registration Successful! Please log in.',
  registrationClosed: 'Registration is closed. Ask an administrator to create your account.',
  emailTaken: 'An account with this email already exists.',
  sessionExpired: 'Your session has expired. Please log in again.',
  authRequired: 'Authentication required. Please log in.',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  passwordTooCommon: 'This password is too common. Please choose another.',
  wrongCurrentPassword: 'Your current password is incorrect.',
  passwordChanged: 'Password changed successfully',
  cannotRemoveLastAdmin: 'The last administrator cannot be removed.',
  cannotDemoteLastAdmin: 'The last administrator cannot be demoted.',
  cannotRemoveSelf: 'You cannot remove your own account.',
  /** 403 of every route a role may not use (decisions.md, Accounts and roles). */
  noPermission: 'You do not have permission to do that.',
  /** The login page while no account exists (first run), with a link to /register. */
  noAccountsYet: 'No account exists yet.',
  createFirstAccount: 'Create the first account',
  invitationInvalid: 'This invitation link is invalid, used or expired. Ask an administrator for a new one.',
  invitationForAnotherEmail: 'This invitation is for another e-mail address.',
  forgotPasswordSent:
    'If an account exists for this e-mail, we have sent it a link to reset the password. The link works for one hour.',
  forgotPasswordLink: 'Forgot your password?',
  resetLinkInvalid: 'This password reset link is invalid, used or expired. Ask for a new one.',
  passwordReset: 'Your password has been reset. Please log in.',
  passwordNeededForEmail: 'Enter your password to change your e-mail.',
  wrongPassword: 'Your password is incorrect.',
  profileSaved: 'Profile saved successfully',
  roleChanged: 'Role changed successfully',
} as const;

/** The three roles as the admin area names them. */
export const roleLabels = {
  administrator: 'Administrator',
  editor: 'Editor',
  contributor: 'Contributor',
} as const;

/** Invitations by e-mail (decisions.md, Accounts and roles). */
export const invitationMessages = {
  sent: (email: string) => `Invitation sent to ${email}.`,
  notEmailed:
    'E-mail is not set up on this server, so nothing was sent: copy this link and send it to your colleague.',
  revoked: 'Invitation revoked',
  fetchFailed: 'Failed to fetch invitations.',
  inviteFailed: 'Failed to send the invitation.',
  revokeFailed: 'Failed to revoke the invitation.',
  confirmRevoke: 'Are you sure you want to revoke this invitation?',
  noPending: 'No pending invitations.',
} as const;

/** Two-factor sign-in (TOTP). */
export const twoFactorMessages = {
  codeRequired: 'Enter the code from your authenticator app.',
  codeInvalid: 'This code is not valid. Enter the current code from your app, or a recovery code.',
  challengeExpired: 'Your sign-in has expired. Please log in again.',
  challengeUsed: 'This sign-in has already been completed. Please log in again.',
  loginPrompt: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notStarted: 'Start the two-factor set-up first.',
  notOn: 'Two-factor sign-in is not on.',
  setupPrompt:
    'Scan this QR code with your authenticator app (or type the secret below), then enter the 6-digit code it shows.',
  enabled: 'Two-factor sign-in is on.',
  disabled: 'Two-factor sign-in is off.',
  recoveryCodesOnce:
    'Save these recovery codes somewhere safe: each works once in place of a code, and they will not be shown again.',
  setupFailed: 'Failed to set up two-factor sign-in.',
  disableFailed: 'Failed to turn off two-factor sign-in.',
} as const;

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

export const adminMessages = {
  fetchEventsFailed: 'Failed to fetch events.',
  fetchPostsFailed: 'Failed to fetch posts.',
  deleteEventFailed: 'Failed to delete event.',
  deletePostFailed: 'Failed to delete post.',
  fetchEventFailed: 'Could not fetch event data.',
  fetchPostFailed: 'Could not fetch post data.',
  imageUploadFailedRetry: 'Image upload failed. Please try again.',
  imageUploadFailed: 'Image upload failed.',
  saveEventFailed: 'Failed to save event.',
  savePostFailed: 'Failed to save post.',
  fetchExecutivesFailed: 'Failed to fetch executive profiles.',
  deleteExecutiveFailed: 'Failed to delete profile.',
  fetchExecutiveFailed: 'Could not fetch executive data.',
  saveExecutiveFailed: 'Failed to save profile.',
  fetchMaterialsFailed: 'Failed to fetch materials.',
  deleteMaterialFailed: 'Failed to delete material.',
  fetchMaterialFailed: 'Could not fetch material data.',
  fileUploadFailed: 'File upload failed.',
  uploadFileFirst: 'Please upload a file first.',
  saveMaterialFailed: 'Failed to save material.',
  fetchEpisodesFailed: 'Failed to fetch episodes.',
  deleteEpisodeFailed: 'Failed to delete episode.',
  fetchEpisodeFailed: 'Could not fetch episode data.',
  saveEpisodeFailed: 'Failed to save episode.',
  requiredFields: 'Please fill in all required fields.',
} as const;

export const successMessages = {
  eventDeleted: 'Event deleted successfully',
  postDeleted: 'Post deleted successfully',
  eventUpdated: 'Event updated successfully',
  eventCreated: 'Event created successfully',
  imageUploadedShort: 'Image uploaded!',
  imageUploaded: 'Image uploaded successfully!',
  fileUploaded: 'File uploaded successfully!',
  postCreated: 'Post created successfully',
  postUpdated: 'Post updated successfully',
  executiveCreated: 'Executive profile created successfully',
  executiveUpdated: 'Executive profile updated successfully',
  executiveDeleted: 'Executive profile deleted successfully',
  materialCreated: 'Material created successfully',
  materialUpdated: 'Material updated successfully',
  materialDeleted: 'Material deleted successfully',
  episodeScheduled: 'Episode scheduled',
  episodeUpdated: 'Episode updated',
  episodeDeleted: 'Episode deleted',
} as const;

/** Delete confirmations of spec §5 and decisions.md. */
export const confirmMessages = {
  deleteEvent: 'Are you sure you want to delete this event?',
  deletePost: 'Are you sure you want to delete this post?',
  deleteExecutive: 'Are you sure you want to delete this profile?',
  deleteMaterial: 'Are you sure you want to delete this material?',
  deleteEpisode: 'Are you sure you want to delete this episode?',
  deleteMessage: 'Are you sure you want to delete this message?',
  deleteAdmin: 'Are you sure you want to remove this administrator?',
} as const;

/** API error texts that are not shown by the spec but are sent by the server. */
export const apiMessages = {
  validationFailed: 'Some fields are missing or invalid.',
  malformedJson: 'The request body is not valid JSON.',
  badRequest: 'This request is not valid.',
  nulCharacter: 'Text cannot contain NUL characters.',
  notFound: (thing: string) => `${thing} not found.`,
  routeNotFound: 'There is nothing at this address.',
  slugTaken: 'A post with this slug already exists.',
  forbidden: 'You are not allowed to do this.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  uploadQuotaReached: 'You have uploaded as many files as an hour allows. Try again later.',
  internal: 'Something went wrong on our side. Please try again.',
  uploadMissing: 'Choose a file to upload.',
  uploadEmpty: 'The uploaded file is empty.',
  uploadTooLarge: (maxMb: number) => `The file is larger than ${maxMb} MB.`,
  uploadUnsupported: 'This file type is not supported. Upload a JPEG, PNG, GIF, WebP, PDF, DOC or DOCX file.',
  unavailable: 'The service is busy. Please try again in a moment.',
  imageTooLarge:
    'This image is too large: it may have at most 24 megapixels (an animation counts every frame).',
  documentTooLarge: 'This document expands to more than 50 MB once opened. Upload a smaller file.',
  documentDamaged:
    'This Word document is damaged and cannot be opened. Save it again and upload the new copy.',
  databaseNotAnswering: 'Not ready: the database is not answering.',
  storageNotAnswering: 'Not ready: the file storage is not answering.',
  storageUnavailable: 'The file storage is not answering. Please try again in a moment.',
} as const;

/** Site search (GET /api/search). */
export const searchMessages = {
  queryRequired: 'Enter something to search for.',
  queryTooLong: (max: number) => `Search for at most ${max} characters.`,
} as const;

/** The post editor's link dialog. */
export const editorMessages = {
  linkNotAllowed:
    'A link can go to a web page (https://…), an e-mail address (mailto:…) or a page of this site (/news/…).',
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

/** Admin screens the spec leaves out (issue 4): inbox, site settings, accounts. */
export const accountMessages = {
  adminAdded: 'Administrator added successfully',
  adminRemoved: 'Administrator removed successfully',
  removeAdminFailed: 'Failed to remove administrator.',
  fetchAdminsFailed: 'Failed to fetch administrators.',
  changePasswordFailed: 'Failed to change password.',
  fetchStatsFailed: 'Failed to fetch dashboard statistics.',
  fetchMessagesFailed: 'Failed to fetch messages.',
  updateMessageFailed: 'Failed to update message.',
  deleteMessageFailed: 'Failed to delete message.',
  messageDeleted: 'Message deleted successfully',
  fetchSettingsFailed: 'Failed to fetch site settings.',
  saveSettingsFailed: 'Failed to save site settings.',
  settingsSaved: 'Site settings saved successfully',
  logoutSuccess: 'You have been logged out.',
  fetchSubmissionsFailed: 'Failed to fetch submissions.',
  reviewSubmissionFailed: 'Failed to review the submission.',
  backupFailed: 'Failed to download the backup.',
  backupReady: 'Backup downloaded',
  fetchAccountsFailed: 'Failed to fetch accounts.',
  changeRoleFailed: 'Failed to change the role.',
  saveProfileFailed: 'Failed to save your profile.',
  forgotPasswordFailed: 'Failed to send the reset link.',
  resetPasswordFailed: 'Failed to reset your password.',
} as const;
