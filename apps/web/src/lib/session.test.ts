import { SESSION_STORAGE_KEY } from '@lss/shared/constants';
import { describe, expect, it } from 'vitest';
import { readSession } from './session.ts';

const store = (value: unknown) => localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(value));
const stored = { token: 't', fullName: 'Ada Admin', email: 'ada@example.org' };

describe('the stored session', () => {
  it('keeps the role of the login answer', () => {
    store({ ...stored, role: 'contributor' });
    expect(readSession()).toEqual({ ...stored, role: 'contributor' });
  });

  it('reads a session stored before roles existed as an administrator', () => {
    store(stored);
    expect(readSession()?.role).toBe('administrator');
  });

  it('does not take a property of every object for a role', () => {
    store({ ...stored, role: 'toString' });
    expect(readSession()?.role).toBe('administrator');
  });
});
