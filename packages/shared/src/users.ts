import { z } from 'zod';
import { emailField, passwordField, recordMeta, requiredText } from './fields.ts';

export const registerInput = z.object({
  fullName: requiredText('Full Name', 120),
  email: emailField,
  password: passwordField,
});
export type RegisterInput = z.input<typeof registerInput>;

export const loginInput = z.object({
  email: z.string({ error: 'Email is required.' }).trim().min(1, 'Email is required.').max(254),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(1024),
});
export type LoginInput = z.input<typeof loginInput>;

/** Kept in local storage under userInfo (spec §3). */
export const loginResponse = z.object({
  token: z.string(),
  fullName: z.string(),
  email: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const adminUser = z.object({
  ...recordMeta,
  fullName: z.string(),
  email: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserList = z.array(adminUser);

export const changePasswordInput = z.object({
  currentPassword: z
    .string({ error: 'Current password is required.' })
    .min(1, 'Current password is required.'),
  newPassword: passwordField,
});
export type ChangePasswordInput = z.input<typeof changePasswordInput>;
