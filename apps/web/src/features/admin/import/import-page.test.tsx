import type { ImportJobReport } from '@lss/shared/import';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, logIn, renderAdmin } from '../test/render-admin.tsx';
import { ImportPage } from './import-page.tsx';

// Uploads go by XMLHttpRequest (upload-request.ts): here through fetch, which fakeApi answers.
vi.mock('#web/lib/upload-request.ts', () => ({
  sendReportingProgress: (url: string, request: RequestInit, signal?: AbortSignal) =>
    fetch(url, { ...request, signal: signal ?? null }),
}));

const ID = '0b6c3a52-5a43-4a0e-9d0f-7c1b8f0f6a11';
const zero = { created: 0, updated: 0, skipped: 0, failed: 0 };

const job = (overrides: Partial<ImportJobReport> = {}): ImportJobReport => ({
  id: ID,
  kind: 'wordpress',
  source: 'export.xml',
  status: 'running',
  dryRun: false,
  counts: { posts: { ...zero, created: 1 } },
  totals: { posts: 4, events: 2 },
  problems: [],
  error: null,
  startedAt: '2026-11-27T10:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

const render = () => renderAdmin([{ path: '/admin/import', Component: ImportPage }], '/admin/import');

describe('the import screen', () => {
  it('starts an import of the original site, follows its progress, then lists every problem line', async () => {
    logIn();
    let polls = 0;
    const calls = fakeApi({
      'GET /api/import': { body: { job: null } },
      'POST /api/import': { status: 202, body: { id: ID } },
      [`GET /api/import/${ID}`]: () => {
        polls += 1;
        if (polls === 1)
          return {
            body: job({
              kind: 'original',
              source: 'https://old.example.org/',
              counts: { posts: { ...zero, created: 1 } },
            }),
          };
        return {
          body: job({
            kind: 'original',
            source: 'https://old.example.org/',
            status: 'done',
            counts: { posts: { ...zero, created: 3, failed: 1 }, events: { ...zero, skipped: 2 } },
            problems: [
              {
                record: 'post "Moot" (original:65a1)',
                message: 'The slug "moot" is taken by a different post: not imported.',
              },
              { record: '', message: '…and 3 more.' },
            ],
            finishedAt: '2026-11-27T10:01:00.000Z',
          }),
        };
      },
    });
    render();
    const user = userEvent.setup();
    const original = await screen.findByRole('form', { name: 'From the original site' });
    // The address is required.
    await user.click(within(original).getByRole('button', { name: 'Import from the original site' }));
    expect(within(original).getByLabelText("The original site's address")).toHaveAccessibleDescription(
      /Enter the original site's address\./,
    );

    await user.type(
      within(original).getByLabelText("The original site's address"),
      'https://old.example.org',
    );
    await user.type(within(original).getByLabelText('Administrator token'), 'secret-token');
    await user.click(within(original).getByRole('button', { name: 'Import from the original site' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'original',
      url: 'https://old.example.org',
      token: 'secret-token',
      dryRun: false,
    });
    // While it runs: a bar per type, named by how far it is.
    expect(await screen.findByRole('progressbar', { name: 'Posts: 1 of 4' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Events: 0 of 2' })).toBeInTheDocument();
    // The job, above the forms, takes the focus.
    expect(screen.getByRole('heading', { name: 'Import of https://old.example.org/' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Import from WordPress' })).toBeDisabled();

    // Then the report, every line of it.
    expect(await screen.findByText('Done.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Posts: 4 of 4' })).toBeInTheDocument();
    expect(screen.getByText('created 3, updated 0, skipped 0, failed 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Problems (2)' })).toBeInTheDocument();
    expect(
      screen.getByText('The slug "moot" is taken by a different post: not imported.'),
    ).toBeInTheDocument();
    expect(screen.getByText('…and 3 more.')).toBeInTheDocument();
    expect(
      screen.getByText('Skipped: unchanged since the last import, unless a line above says why.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import from WordPress' })).toBeEnabled();
  });

  it('after a reload, shows the import that is running and keeps both forms from starting another', async () => {
    logIn();
    fakeApi({
      'GET /api/import': { body: { job: job() } },
      [`GET /api/import/${ID}`]: { body: job() },
    });
    render();
    expect(await screen.findByRole('heading', { name: 'Import of export.xml' })).toBeInTheDocument();
    expect(
      screen.getByText('An import is running: one at a time. This page follows it, even after a reload.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Posts: 1 of 4' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import from the original site' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Import from WordPress' })).toBeDisabled();
  });

  it('uploads a WordPress export with its options, and says why one is refused', async () => {
    logIn();
    let sent: FormData | null = null;
    let answer: { status: number; body: unknown } = {
      status: 413,
      body: {
        message:
          'The export is larger than 200 MB: export it from WordPress in parts (Tools → Export, by date) and import each.',
      },
    };
    fakeApi({
      'GET /api/import': { body: { job: null } },
      'POST /api/import': (init) => {
        sent = init?.body as FormData;
        return answer;
      },
      [`GET /api/import/${ID}`]: {
        body: job({
          status: 'failed',
          error:
            'The file declares a DOCTYPE (entities), which a WordPress export never does: refused, nothing imported.',
        }),
      },
    });
    render();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'From WordPress' });
    await user.click(within(form).getByRole('button', { name: 'Import from WordPress' }));
    expect(within(form).getByLabelText('WordPress export (.xml)')).toHaveAccessibleDescription(
      /Choose the WordPress export \(\.xml\) to import\./,
    );

    const file = new File(['<rss></rss>'], 'export.xml', { type: 'text/xml' });
    await user.upload(within(form).getByLabelText('WordPress export (.xml)'), file);
    await user.type(within(form).getByLabelText('Media from'), 'https://old.example.org');
    await user.click(within(form).getByRole('checkbox', { name: 'Include pages' }));
    await user.click(within(form).getByRole('button', { name: 'Import from WordPress' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('WordPress export (.xml)')).toHaveAccessibleDescription(
        /The export is larger than 200 MB/,
      ),
    );
    const fields = sent as unknown as FormData;
    expect(fields.get('kind')).toBe('wordpress');
    expect(fields.get('mediaFrom')).toBe('https://old.example.org');
    expect(fields.get('pages')).toBe('true');
    expect(fields.get('dryRun')).toBe('false');
    expect((fields.get('file') as File).name).toBe('export.xml');

    answer = { status: 202, body: { id: ID } };
    await user.click(within(form).getByRole('button', { name: 'Import from WordPress' }));
    expect(
      await screen.findByText(
        'Failed: The file declares a DOCTYPE (entities), which a WordPress export never does: refused, nothing imported.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No problems.')).toBeInTheDocument();
  });
});
