import { DEFAULT_SITE_SETTINGS } from '@lss/shared/settings';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, logIn, renderAdmin } from '../test/render-admin.tsx';
import { SettingsPage } from './settings-page.tsx';

const SETTINGS = {
  ...DEFAULT_SITE_SETTINGS,
  studentEmailDomains: ['students.unilorin.edu.ng'],
  updatedAt: null,
};

describe('Site Settings: student e-mail domains', () => {
  it('shows the domains and saves what is typed as a list', async () => {
    logIn();
    const calls = fakeApi({
      'GET /api/settings': { body: SETTINGS },
      'PUT /api/settings': (init) => ({ body: { ...SETTINGS, ...JSON.parse(String(init?.body)) } }),
    });
    renderAdmin([{ path: '/admin/settings', Component: SettingsPage }], '/admin/settings');
    const field = await screen.findByLabelText(/Student e-mail domains/);
    expect(field).toHaveValue('students.unilorin.edu.ng');

    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'students.unilorin.edu.ng, Unilorin.edu.ng');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const saved = calls.find((call) => call.method === 'PUT')?.body as { studentEmailDomains: string[] };
    expect(saved.studentEmailDomains).toEqual(['students.unilorin.edu.ng', 'unilorin.edu.ng']);
  });
});
