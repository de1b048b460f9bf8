import { councilMessages } from '@lss/shared/council-messages';
import { DEFAULT_SITE_SETTINGS } from '@lss/shared/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, logIn, renderAdmin, toasts } from '../test/render-admin.tsx';
import { ExecutivesListPage } from './executives-list-page.tsx';

/** 'Start a new session' (decision 021): the confirmation says what happens and asks what to copy. */
const CURRENT = '2026/2027';
const NEXT = '2027/2028';

/** The API as the server answers it; the first start fails, the next one starts the session. */
function serveSessions(toLapse = 0) {
  let current = CURRENT;
  let starts = 0;
  const calls = fakeApi({
    'GET /api/members/renewal': () => ({ body: { session: current, toLapse } }),
    'POST /api/members/renewal': {
      body: {
        message: `${toLapse} members not verified for ${NEXT} lapsed.`,
        session: NEXT,
        lapsed: toLapse,
      },
    },
    'GET /api/settings': () => ({
      body: { ...DEFAULT_SITE_SETTINGS, currentSession: current, updatedAt: null },
    }),
    'GET /api/executives/sessions': () => ({ body: [current] }),
    'GET /api/executives': { body: [], headers: { 'X-Total-Count': '0' } },
    'POST /api/executives/sessions': () => {
      starts += 1;
      if (starts === 1) return { status: 503, body: { message: 'The database is busy.' } };
      current = NEXT;
      return { status: 201, body: { session: NEXT, created: 0 } };
    },
  });
  // Holds each start until the test lets it through, to see the dialog while it waits.
  const served = globalThis.fetch;
  let release = () => {};
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') await new Promise<void>((resolve) => (release = resolve));
    return served(input, init);
  });
  return { calls, release: () => release() };
}

describe('starting a new session', () => {
  it('asks what the new council starts with, keeps the dialog open when the start fails, and switches to the new session', async () => {
    logIn();
    const { calls, release } = serveSessions();
    renderAdmin([{ path: '/admin/executives', Component: ExecutivesListPage }], '/admin/executives');
    const user = userEvent.setup();
    const start = await screen.findByRole('button', { name: councilMessages.startSession });

    // Escape cancels, starting nothing.
    await user.click(start);
    let dialog = screen.getByRole('alertdialog', { name: councilMessages.startTitle(NEXT) });
    expect(dialog).toHaveAccessibleDescription(councilMessages.startExplained(CURRENT, NEXT));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(start).toHaveFocus();

    await user.click(start);
    dialog = screen.getByRole('alertdialog', { name: councilMessages.startTitle(NEXT) });
    const choices = within(dialog).getByRole('group', { name: 'The new council' });
    expect(
      within(choices).getByRole('radio', { name: councilMessages.copyPositions(CURRENT) }),
    ).toBeChecked();
    await user.click(within(choices).getByRole('radio', { name: councilMessages.startEmpty }));
    const confirm = within(dialog).getByRole('button', { name: councilMessages.startConfirm(NEXT) });

    // While the server works the button waits; a failure says so and leaves the dialog to try again.
    await user.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    release();
    expect(await toasts().findByText(councilMessages.startFailed)).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(within(choices).getByRole('radio', { name: councilMessages.startEmpty })).toBeChecked();

    await user.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    release();
    expect(await toasts().findByText(councilMessages.started(NEXT))).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // No member to lapse: nothing more is asked.
    await waitFor(() => expect(calls.some((call) => call.path === '/api/members/renewal')).toBe(true));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { copy: 'empty' },
      { copy: 'empty' },
    ]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Session' })).toHaveValue(NEXT));
    expect(start).toHaveFocus();
  });

  it('then offers to lapse the verified members not verified for the new session, naming how many', async () => {
    logIn();
    const { calls, release } = serveSessions(12);
    renderAdmin([{ path: '/admin/executives', Component: ExecutivesListPage }], '/admin/executives');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: councilMessages.startSession }));
    await user.click(screen.getByRole('button', { name: councilMessages.startConfirm(NEXT) }));
    release();
    expect(await toasts().findAllByText(councilMessages.startFailed)).not.toHaveLength(0);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: councilMessages.startConfirm(NEXT) })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: councilMessages.startConfirm(NEXT) }));
    release();
    expect(await toasts().findAllByText(councilMessages.started(NEXT))).not.toHaveLength(0);

    const question = await screen.findByText(
      `12 members verified in an earlier session were not verified again for ${NEXT}. Lapse them now? They keep their accounts; an editor can verify them again at any time.`,
    );
    const offer = question.closest<HTMLElement>('[role="alertdialog"]')!;
    // Declining lapses nobody.
    await user.click(within(offer).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.path === '/api/members/renewal' && call.method === 'POST')).toBe(false);
  });

  it('lapses them once the editor confirms, for the session the confirmation named', async () => {
    logIn();
    const { calls, release } = serveSessions(12);
    renderAdmin([{ path: '/admin/executives', Component: ExecutivesListPage }], '/admin/executives');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: councilMessages.startSession }));
    await user.click(screen.getByRole('button', { name: councilMessages.startConfirm(NEXT) }));
    release();
    await toasts().findAllByText(councilMessages.startFailed);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: councilMessages.startConfirm(NEXT) })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: councilMessages.startConfirm(NEXT) }));
    release();
    const question = await screen.findByText(/^12 members verified in an earlier session/);
    const offer = question.closest<HTMLElement>('[role="alertdialog"]')!;
    await user.click(within(offer).getByRole('button', { name: 'Lapse 12 members' }));
    release();
    expect(await toasts().findByText(`12 members not verified for ${NEXT} lapsed.`)).toBeInTheDocument();
    expect(
      calls.find((call) => call.path === '/api/members/renewal' && call.method === 'POST')?.body,
    ).toEqual({
      session: NEXT,
    });
  });
});
