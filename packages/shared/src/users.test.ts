import { describe, expect, it } from 'vitest';
import { messagesTestHelpers } from './test-helpers.ts';
import {
  hasRole,
  invitationInput,
  isTotpChallenge,
  loginAnswer,
  registerInput,
  totpConfirmInput,
  updateRoleInput,
} from './users.ts';

const { fieldErrors } = messagesTestHelpers;

describe('roles', () => {
  it('ranks administrator over editor over contributor', () => {
    expect(hasRole('administrator', 'editor')).toBe(true);
    expect(hasRole('editor', 'editor')).toBe(true);
    expect(hasRole('editor', 'administrator')).toBe(false);
    expect(hasRole('contributor', 'editor')).toBe(false);
    expect(hasRole('contributor', 'contributor')).toBe(true);
  });
  it('refuses an unknown role with a message naming the three', () => {
    expect(fieldErrors(updateRoleInput, { role: 'owner' })).toEqual({
      role: 'Role must be administrator, editor or contributor.',
    });
  });
  it('invites as an administrator unless another role is chosen', () => {
    expect(invitationInput.parse({ email: 'New@LSS.test' })).toEqual({
      email: 'new@lss.test',
      role: 'administrator',
    });
  });
  it('registers with an optional invitation token', () => {
    const parsed = registerInput.parse({
      fullName: 'Ada',
      email: 'ada@lss.test',
      password: 'moot-court-2026',
      invite: ' abc ',
    });
    expect(parsed.invite).toBe('abc');
    expect(parsed.role).toBeUndefined();
  });
});

describe('two-factor codes', () => {
  it('drops spaces and hyphens and lower-cases, as people type codes', () => {
    expect(totpConfirmInput.parse({ code: ' 123 456 ' }).code).toBe('123456');
    expect(totpConfirmInput.parse({ code: 'K7M2P-Q9X4W' }).code).toBe('k7m2pq9x4w');
  });
  it('asks for a code when none is given and refuses other characters', () => {
    expect(fieldErrors(totpConfirmInput, {})).toEqual({
      code: 'Enter the code from your authenticator app.',
    });
    expect(fieldErrors(totpConfirmInput, { code: '  ' })).toEqual({
      code: 'Enter the code from your authenticator app.',
    });
    expect(fieldErrors(totpConfirmInput, { code: '12;456' })).toEqual({
      code: 'This code is not valid. Enter the current code from your app, or a recovery code.',
    });
  });
  it('tells a login answer that asks for a code from a session', () => {
    const challenge = loginAnswer.parse({ totpRequired: true, challenge: 'c' });
    const session = loginAnswer.parse({ token: 't', fullName: 'A', email: 'a@b.test', role: 'editor' });
    expect(isTotpChallenge(challenge)).toBe(true);
    expect(isTotpChallenge(session)).toBe(false);
  });
});
