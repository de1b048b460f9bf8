import type { MemberImportResult, MemberRecord } from '@lss/shared/member-roster';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi, logIn, renderAdmin, toasts } from '../test/render-admin.tsx';
import { MembersPage } from './members-page.tsx';

const member = (n: number, fullName: string, values: Partial<MemberRecord> = {}): MemberRecord => ({
  _id: `m${n}`,
  fullName,
  email: `${fullName.split(' ')[0]!.toLowerCase()}@students.test`,
  matricNumber: `22/55EA10${n}`,
  level: '200L',
  status: 'active',
  joinedAt: `2026-10-0${n}T10:00:00.000Z`,
  confirmedAt: `2026-10-0${n}T10:05:00.000Z`,
  joinedSession: '2026/2027',
  verifiedSession: null,
  updatedAt: `2026-10-0${n}T10:05:00.000Z`,
  ...values,
});
const ADA = member(1, 'Ada Obi');
const BOLA = member(2, 'Bola Ade', { status: 'verified', verifiedSession: '2026/2027', level: '300L' });
const CHIDI = member(3, 'Chidi Eze', { status: 'pending', matricNumber: null });
const ROSTER = [ADA, BOLA, CHIDI];

function serveRoster(extra: FakeApi = {}, { total = ROSTER.length, toLapse = 0 } = {}) {
  return fakeApi({
    'GET /api/members': { body: ROSTER, headers: { 'X-Total-Count': String(total) } },
    'GET /api/members/joined-sessions': { body: ['2026/2027', '2025/2026'] },
    'GET /api/members/renewal': { body: { session: '2026/2027', toLapse } },
    ...extra,
  });
}
const listCalls = (calls: ReturnType<typeof fakeApi>) =>
  calls.filter((call) => call.path === '/api/members').map((call) => call.search);
const open = (path = '/admin/members') =>
  renderAdmin([{ path: '/admin/members', Component: MembersPage }], path);
const table = () => screen.findByRole('table', { name: 'Members' });

describe('the Members screen (issue 27)', () => {
  it('keeps search, filters, order and page in the address; a new filter starts at page 1', async () => {
    logIn();
    const calls = serveRoster({}, { total: 120 });
    const { router } = open('/admin/members?q=obi&status=active&level=200L&joinedSession=2026%2F2027&page=2');
    await table();
    expect(listCalls(calls).at(-1)).toBe(
      '?status=active&level=200L&joinedSession=2026%2F2027&page=2&limit=50&q=obi',
    );
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('obi');
    expect(screen.getByText('120 members match.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Member pages' });
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/admin/members?q=obi&status=active&level=200L&joinedSession=2026%2F2027&page=3',
    );

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Level'), '300L');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe(
        '?status=active&level=300L&joinedSession=2026%2F2027&page=1&limit=50&q=obi',
      ),
    );
    await user.selectOptions(screen.getByLabelText('Joining session'), '2025/2026');
    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe('?level=300L&joinedSession=2025%2F2026&page=1&limit=50&q=obi'),
    );
    await user.click(screen.getByRole('button', { name: /^Matric no\./ }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('&sort=matric'));
    expect(router.state.location.search).toBe('?q=obi&level=300L&joinedSession=2025%2F2026&sort=matric');
  });

  it('shows each member: e-mail under the name, number, level, status with the session verified for', async () => {
    logIn();
    serveRoster();
    open();
    const row = (await screen.findByRole('cell', { name: /^Bola Ade/ })).closest('tr')!;
    expect(within(row).getByText('bola@students.test')).toBeInTheDocument();
    expect(within(row).getByText('22/55EA102')).toBeInTheDocument();
    expect(within(row).getByText('Verified')).toBeInTheDocument();
    expect(within(row).getAllByText('2026/2027')).toHaveLength(2);
    const chidi = screen.getByRole('cell', { name: /^Chidi Eze/ }).closest('tr')!;
    expect(within(chidi).getByText('Pending')).toBeInTheDocument();
    expect(within(chidi).getByText('—')).toBeInTheDocument();
  });

  it('verifies the members chosen after a confirmation naming how many and for which session', async () => {
    logIn();
    const calls = serveRoster({
      'POST /api/members/verify': { body: { message: '2 members verified.', changed: 2 } },
    });
    open();
    await table();
    const user = userEvent.setup();
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada Obi' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Chidi Eze' }));
    expect(screen.getByText('2 members selected')).toBeInTheDocument();
    await user.click(verify);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Verify 2 members for 2026/2027?');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await toasts().findByText('2 members verified.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/members/verify')?.body).toEqual({ ids: ['m1', 'm3'] });
    expect(screen.getByText('0 members selected')).toBeInTheDocument();
  });

  it('lapses every member of the page, chosen at once, and cancelling sends nothing', async () => {
    logIn();
    const calls = serveRoster({
      'POST /api/members/lapse': { body: { message: '2 members lapsed.', changed: 2 } },
    });
    open();
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select every member on this page' }));
    expect(screen.getByText('3 members selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lapse' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Lapse 3 members?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.path === '/api/members/lapse')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Lapse' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Lapse' }));
    expect(await toasts().findByText('2 members lapsed.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/members/lapse')?.body).toEqual({
      ids: ['m1', 'm2', 'm3'],
    });
  });

  it('edits a member, sending only what changed, and shows a taken number beside its field', async () => {
    logIn();
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: {
        message: 'This matriculation number belongs to another member.',
        errors: { matricNumber: 'This matriculation number belongs to another member.' },
      },
    };
    const calls = serveRoster({ 'PATCH /api/members/m1': () => answer });
    open();
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Ada Obi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ada Obi' });
    const matric = within(dialog).getByLabelText('Matriculation number');
    await user.clear(matric);
    await user.type(matric, '22/55EA102');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Verified');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This matriculation number belongs to another member.'),
    ).toBeInTheDocument();
    expect(matric).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      matricNumber: '22/55EA102',
      status: 'verified',
    });

    answer = { status: 200, body: { ...ADA, matricNumber: '22/55EA109', status: 'verified' } };
    await user.clear(matric);
    await user.type(matric, '22/55ea109');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toasts().findByText('Member saved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit Ada Obi' })).toBeNull();
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
      matricNumber: '22/55ea109',
      status: 'verified',
    });
  });

  it('checks an edit with the shared schema before sending it', async () => {
    logIn();
    const calls = serveRoster();
    open();
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Ada Obi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ada Obi' });
    await user.clear(within(dialog).getByLabelText('E-mail'));
    await user.type(within(dialog).getByLabelText('E-mail'), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('removes a member after a confirmation that names them', async () => {
    logIn();
    const calls = serveRoster({ 'DELETE /api/members/m2': { body: { message: 'Member removed.' } } });
    open();
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Bola Ade' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Remove Bola Ade from the members?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await toasts().findByText('Member removed.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/members/m2')).toBe(true);
  });

  it('exports what the search and filters keep', async () => {
    logIn();
    const calls = serveRoster({ 'GET /api/members.csv': { body: 'Name\n' } });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }),
    );
    open('/admin/members?q=ada&status=verified&level=300L&sort=name&page=2');
    await table();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/members.csv')?.search).toBe(
        '?status=verified&level=300L&q=ada',
      ),
    );
  });

  it('says when there are no members yet, and when none match', async () => {
    logIn();
    fakeApi({
      'GET /api/members': { body: [], headers: { 'X-Total-Count': '0' } },
      'GET /api/members/joined-sessions': { body: [] },
      'GET /api/members/renewal': { body: { session: '2026/2027', toLapse: 0 } },
    });
    const { router } = open();
    expect(
      await screen.findByText('No members yet. Students join at /join, or import a class list.'),
    ).toBeInTheDocument();
    await router.navigate('/admin/members?status=lapsed');
    expect(await screen.findByText('No members match these filters.')).toBeInTheDocument();
    await router.navigate('/admin/members?q=zed');
    expect(await screen.findByText('No members match “zed”.')).toBeInTheDocument();
  });
});

describe('the class-list import', () => {
  const PREVIEW: MemberImportResult = {
    dryRun: true,
    session: '2026/2027',
    counts: { added: 2, updated: 1, unchanged: 0, refused: 1 },
    rows: [
      {
        line: 2,
        fullName: 'Ngozi Nwosu',
        email: 'ngozi@students.test',
        matricNumber: '22/55EA100',
        level: '100L',
        outcome: 'added',
        detail: 'New member, verified for 2026/2027.',
      },
      {
        line: 3,
        fullName: 'Kunle Ajayi',
        email: 'kunle@students.test',
        matricNumber: '',
        level: '200L',
        outcome: 'added',
        detail: 'New member, verified for 2026/2027.',
      },
      {
        line: 4,
        fullName: 'Ada Obi',
        email: 'ada@students.test',
        matricNumber: '22/55EA101',
        level: '300L',
        outcome: 'updated',
        detail: 'Level 200L → 300L; verified for 2026/2027',
      },
      {
        line: 5,
        fullName: 'Bad Address',
        email: 'nope',
        matricNumber: '',
        level: '100L',
        outcome: 'refused',
        detail: 'Enter a valid email address.',
      },
    ],
  };
  const CSV = 'Name,E-mail,Matric No,Level\r\nNgozi Nwosu,ngozi@students.test,22/55EA100,100\r\n';

  it('previews what the file will do, refused rows first with why, then imports on confirmation', async () => {
    logIn();
    const sent: { search: string; type: string; text: Promise<string> }[] = [];
    const calls = serveRoster({
      'POST /api/members/import': (init) => {
        const body = init?.body as Blob;
        const search = calls.filter((call) => call.path === '/api/members/import').at(-1)!.search;
        sent.push({ search, type: body.type, text: body.text() });
        return { body: search ? PREVIEW : { ...PREVIEW, dryRun: false } };
      },
    });
    open();
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a class list' });
    const preview = within(dialog).getByRole('button', { name: 'Preview' });
    expect(preview).toBeDisabled();
    await user.upload(
      within(dialog).getByLabelText('Class list (CSV)'),
      new File([CSV], 'class.csv', { type: '' }),
    );
    await user.click(preview);

    expect(
      await within(dialog).findByText('2 to add, 1 to update, 0 unchanged, 1 refused.'),
    ).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ search: '?dryRun=true', type: 'text/csv' });
    expect(await sent[0]!.text).toBe(CSV);
    // The refused rows first: they need a look.
    expect(within(dialog).getByRole('button', { name: 'Refused (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const refused = within(dialog).getByRole('cell', { name: 'Bad Address' }).closest('tr')!;
    expect(within(refused).getByText('Enter a valid email address.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Updated (1)' }));
    expect(within(dialog).getByText('Level 200L → 300L; verified for 2026/2027')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Added (2)' }));
    expect(within(dialog).getAllByRole('row')).toHaveLength(3);

    await user.click(within(dialog).getByRole('button', { name: 'Import 3 members' }));
    expect(
      await toasts().findByText('Class list imported: 2 members added, 1 member updated.'),
    ).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ search: '', type: 'text/csv' });
    expect(await sent[1]!.text).toBe(CSV);
    expect(screen.queryByRole('dialog', { name: 'Import a class list' })).toBeNull();
  });

  it('says why a file cannot be read, and offers no import when nothing would change', async () => {
    logIn();
    let answer: { status?: number; body: unknown } = {
      status: 400,
      body: { message: 'The header row needs a column for name, e-mail, level; it has “Student”.' },
    };
    serveRoster({ 'POST /api/members/import': () => answer });
    open();
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a class list' });
    await user.upload(within(dialog).getByLabelText('Class list (CSV)'), new File(['Student\n'], 'x.csv'));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await toasts().findByText('The class list could not be read.')).toBeInTheDocument();
    expect(
      await toasts().findByText('The header row needs a column for name, e-mail, level; it has “Student”.'),
    ).toBeInTheDocument();

    answer = {
      body: {
        ...PREVIEW,
        counts: { added: 0, updated: 0, unchanged: 1, refused: 0 },
        rows: [
          {
            ...PREVIEW.rows[2]!,
            outcome: 'unchanged',
            detail: 'Already verified for 2026/2027, with these details.',
          },
        ],
      },
    };
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(
      await within(dialog).findByText(
        'Nothing to import: every student on the list is a member with these details already.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Import / })).toBeNull();
  });
});

describe('the members not verified again for the current session', () => {
  it('says how many, and lapses them after a confirmation naming the count and the session', async () => {
    logIn();
    const calls = serveRoster(
      {
        'POST /api/members/renewal': {
          body: {
            message: '12 members not verified for 2026/2027 lapsed.',
            session: '2026/2027',
            lapsed: 12,
          },
        },
      },
      { toLapse: 12 },
    );
    open();
    expect(
      await screen.findByText('12 members verified before 2026/2027 and not again since.'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Lapse 12 members' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      '12 members verified in an earlier session were not verified again for 2026/2027.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Lapse 12 members' }));
    expect(await toasts().findByText('12 members not verified for 2026/2027 lapsed.')).toBeInTheDocument();
    expect(
      calls.find((call) => call.path === '/api/members/renewal' && call.method === 'POST')?.body,
    ).toEqual({
      session: '2026/2027',
    });
  });
});
