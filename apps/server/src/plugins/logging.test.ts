import { describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../testing/test-app.ts';

describe('logs', () => {
  it('are structured, carry request ids, and never hold passwords, tokens or message bodies', async () => {
    const lines: string[] = [];
    const t = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    try {
      const token = await t.adminToken();
      await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'admin1@lss.test', password: 'wrong-password-xyz' },
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Private Person', email: 'private@x.test', message: 'my confidential message body' },
      });
      await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: bearer(token) });

      const entries = lines.map((line) => JSON.parse(line));
      const requests = entries.filter((entry) => entry.msg === 'request completed');
      expect(requests.length).toBeGreaterThan(3);
      expect(requests.every((entry) => typeof entry.reqId === 'string' && entry.reqId.length > 10)).toBe(
        true,
      );
      expect(entries.some((entry) => entry.msg === 'login failed' && entry.email === 'admin1@lss.test')).toBe(
        true,
      );
      expect(entries.some((entry) => entry.msg === 'login succeeded')).toBe(true);

      const all = lines.join('\n');
      for (const secret of [
        'correct horse battery staple',
        'wrong-password-xyz',
        token,
        token.split('.')[2]!,
        'confidential message body',
      ]) {
        expect(all).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});
