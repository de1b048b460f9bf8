/** Signing in, accounts, roles, invitations and two-factor sign-in. The spec's wording is kept to the letter. */

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
