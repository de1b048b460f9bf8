import { z } from 'zod';
import { twoFactorMessages } from './auth-messages.ts';
import { emailField, passwordField, recordMeta, requiredText } from './fields.ts';

/** decisions.md, Accounts and roles: from most to least trusted. */
export const ROLES = ['administrator', 'editor', 'contributor'] as const;
export type Role = (typeof ROLES)[number];
/** A colleague added by an administrator, or invited, gets this unless another role is chosen. */
export const DEFAULT_ROLE: Role = 'administrator';

const ROLE_RANK: Record<Role, number> = { contributor: 1, editor: 2, administrator: 3 };

/** Whether `role` may do what needs at least `minimum` (an administrator may do everything). */
export function hasRole(role: Role, minimum: Role): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[minimum];
}

export const roleField = z.enum(ROLES, { error: 'Role must be administrator, editor or contributor.' });

/** A one-time link's token, as /register?invite=… and /admin/reset-password?token=… carry it. */
const linkToken = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(200, `${label} is not valid.`);

export const registerInput = z.object({
  fullName: requiredText('Full Name', 120),
  email: emailField,
  password: passwordField,
  /** Only an administrator's request may choose; default administrator (decisions.md). */
  role: roleField.optional(),
  /** The token of /register?invite=TOKEN: registers the invited e-mail with the invited role. */
  invite: linkToken('Invitation').optional(),
});
export type RegisterInput = z.input<typeof registerInput>;

export const loginInput = z.object({
  email: z.string({ error: 'Email is required.' }).trim().min(1, 'Email is required.').max(254),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(1024),
});
export type LoginInput = z.input<typeof loginInput>;

/** Kept in local storage under userInfo (spec §3), with the account's role. */
export const loginResponse = z.object({
  token: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** A password was right, and the account has two-factor sign-in: the code goes to /login/totp. */
export const totpChallengeResponse = z.object({
  totpRequired: z.literal(true),
  /** Proof of the password, valid for a few minutes; send it back with the code. */
  challenge: z.string(),
});
export type TotpChallengeResponse = z.infer<typeof totpChallengeResponse>;

/** What POST /api/users/login answers with 200. */
export const loginAnswer = z.union([loginResponse, totpChallengeResponse]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const isTotpChallenge = (answer: LoginAnswer): answer is TotpChallengeResponse =>
  'totpRequired' in answer && answer.totpRequired === true;

/**
 * A code from an authenticator app (6 digits) or a recovery code ("k7m2p-q9x4w"). Spaces and
 * hyphens are dropped and letters lower-cased, as people type them.
 */
export const totpCodeField = z
  .string({ error: twoFactorMessages.codeRequired })
  .max(64, twoFactorMessages.codeInvalid)
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, twoFactorMessages.codeRequired)
      .max(20, twoFactorMessages.codeInvalid)
      .regex(/^[a-z0-9]+$/, twoFactorMessages.codeInvalid),
  );

export const loginTotpInput = z.object({
  challenge: z
    .string({ error: twoFactorMessages.challengeExpired })
    .min(1, twoFactorMessages.challengeExpired)
    .max(2000, twoFactorMessages.challengeExpired),
  code: totpCodeField,
});
export type LoginTotpInput = z.input<typeof loginTotpInput>;

/** An account as the account list shows it. */
export const adminUser = z.object({
  ...recordMeta,
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Whether the account signs in with a second factor (administrators see who has it on). */
  totpEnabled: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserList = z.array(adminUser);
/** GET /api/users item: same shape (decisions.md calls it the account list). */
export const userListItem = adminUser;
export type UserListItem = AdminUser;

/** PATCH /api/users/{id} (administrator). */
export const updateRoleInput = z.object({ role: roleField });
export type UpdateRoleInput = z.input<typeof updateRoleInput>;

export const changePasswordInput = z.object({
  currentPassword: z
    .string({ error: 'Current password is required.' })
    .min(1, 'Current password is required.'),
  newPassword: passwordField,
});
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

/** PUT /api/users/me: your name and e-mail; the password is needed only when the e-mail changes. */
export const updateProfileInput = z.object({
  fullName: requiredText('Full Name', 120),
  email: emailField,
  password: z.string({ error: 'Password must be text.' }).max(1024).optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileInput>;

/** GET /api/users/setup, public: the login page links to /register only while no account exists. */
export const setupStatus = z.object({ hasAccounts: z.boolean() });
export type SetupStatus = z.infer<typeof setupStatus>;

/** POST /api/users/invitations (administrator). */
export const invitationInput = z.object({
  email: emailField,
  role: roleField.default(DEFAULT_ROLE),
});
export type InvitationInput = z.input<typeof invitationInput>;

/** A pending invitation (GET /api/users/invitations). */
export const invitation = z.object({
  _id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Who invited; null once that account is removed. */
  invitedBy: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitation>;
export const invitationList = z.array(invitation);

/** 201 to POST /api/users/invitations: the link to copy, and whether it was also e-mailed. */
export const invitationCreated = z.object({
  inviteUrl: z.string(),
  emailed: z.boolean(),
  invitation,
});
export type InvitationCreated = z.infer<typeof invitationCreated>;

/** POST /api/users/invitations/lookup, public: what /register?invite=TOKEN shows before the form. */
export const invitationLookupInput = z.object({ invite: linkToken('Invitation') });
export const invitationLookup = z.object({ email: z.string(), role: z.enum(ROLES) });
export type InvitationLookup = z.infer<typeof invitationLookup>;

export const forgotPasswordInput = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;

export const resetPasswordInput = z.object({
  token: linkToken('Reset link'),
  password: passwordField,
});
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

/** POST /api/users/me/totp: a new secret, to be confirmed with a code before it counts. */
export const totpSetup = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The QR code of otpauthUrl as an SVG data: URL, drawn on the server (no third party sees it). */
  qrCodeDataUrl: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetup>;

export const totpConfirmInput = z.object({ code: totpCodeField });
export type TotpConfirmInput = z.input<typeof totpConfirmInput>;

/** Ten single-use codes, shown once. */
export const totpRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TotpRecoveryCodes = z.infer<typeof totpRecoveryCodes>;

/** DELETE /api/users/me/totp {code}: a current code (or a recovery code) turns it off. */
export const totpDisableInput = z.object({ code: totpCodeField });
export type TotpDisableInput = z.input<typeof totpDisableInput>;
