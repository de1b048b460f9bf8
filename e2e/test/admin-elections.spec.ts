import { electionAdminMessages as am } from '@lss/shared/election-admin-messages';
import { sessionSlug } from '@lss/shared/sessions';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { apiLogin, logInThroughStorage } from './support/admin.ts';
import { ADMIN, unique, uploadImage } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, expectNoPageProblems, test, watchForPageProblems } from './support/fixtures.ts';
import { setStudentDomain, verifiedMembers } from './support/members.ts';
import { toasts } from './support/page-helpers.ts';
import { saveScreenshot } from './support/screenshots.ts';

/**
 * Elections in the admin area (issue 28, decision 036): an administrator creates an election in the
 * browser and runs it there: opens nominations, decides the nominations members made (through the
 * API), opens voting, closes it after three members voted (through the API) into a tie, records how
 * the tie was broken, publishes the results and makes the council of the election's session, which
 * the site then shows. Screenshots of the new election's form, the list, the election with its
 * nominations and the results at 375 and 1280 px.
 */
const id = unique();
const studentDomain = `admin-vote-${id}.e2e.test`;
// A session of its own, far from the specs that use real ones, emptied again at the end.
const firstYear = 2100 + (Number.parseInt(id.slice(-4), 36) % 800);
const session = `${firstYear}/${firstYear + 1}`;

async function adminHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${(await apiLogin(request)).token}` };
}

const signedInMember = verifiedMembers(studentDomain, '400L');

async function confirmIn(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.evaluate(() => document.fonts.ready);
    await saveScreenshot(page, `admin-elections-${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('an administrator runs an election in the admin area, from creation to the council on the site', () => {
  test.describe.configure({ mode: 'serial' });

  const title = `Council Election ${id}`;
  let headers: { Authorization: string };
  // The officer's page, through the whole story.
  let officer: BrowserContext;
  let page: Page;
  let pageProblems: string[];
  let slug: string;
  let positions: { _id: string; title: string }[];
  const positionId = (title: string) => positions.find((p) => p.title === title)!._id;
  // The candidates' signed-in contexts: three of them vote once voting opens.
  const members: BrowserContext[] = [];
  let ada: BrowserContext;
  let bola: BrowserContext;
  let chi: BrowserContext;

  test.beforeAll(async ({ browser, request, baseURL }) => {
    await setStudentDomain(request, studentDomain);
    headers = await adminHeaders(request);
    officer = await browser.newContext();
    page = await officer.newPage();
    pageProblems = watchForPageProblems(page, baseURL);
  });
  test.afterEach(() => expectNoPageProblems(pageProblems));
  test.afterAll(async ({ request }) => {
    for (const context of [...members, officer]) await context?.close();
    const council = await request.get(
      `/api/executives?session=${sessionSlug(session)}&vacant=include&limit=100`,
    );
    if (council.ok())
      for (const { _id } of (await council.json()) as { _id: string }[])
        await request.delete(`/api/executives/${_id}`, { headers });
    await setStudentDomain(request, studentDomain, true);
  });

  test('creates the election in the browser and opens nominations', async ({ request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logInThroughStorage(page, request);
    await page.goto('/admin/elections');
    await page.getByRole('link', { name: am.newElection }).click();
    await expect(page.getByRole('heading', { level: 1, name: am.newTitle })).toBeVisible();
    await page.getByLabel(am.titleLabel, { exact: true }).fill(title);
    await page.getByLabel(am.sessionLabel, { exact: true }).fill(session);
    await page.getByRole('button', { name: am.addPosition }).click();
    await page.getByLabel(am.positionTitle(1), { exact: true }).fill('President');
    await page.getByRole('button', { name: am.addPosition }).click();
    await page.getByLabel(am.positionTitle(2), { exact: true }).fill('General Secretary');
    await page.getByRole('checkbox', { name: new RegExp(ADMIN.email.replace(/\./g, '\\.')) }).check();
    await page.getByRole('checkbox', { name: '400L' }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'new');
    await page.getByRole('button', { name: am.create }).click();
    await expect(toasts(page).getByText(am.created)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    slug = page.url().split('/').at(-1)!;

    await confirmIn(page, am.stepButton.nominations);
    await expect(toasts(page).getByText(am.stepDone.nominations)).toBeVisible();
  });

  test('members stand (through the API), signed in before voting opens (the roll freezes then)', async ({
    browser,
    request,
  }) => {
    const detail = (await (await request.get(`/api/elections/${slug}`, { headers })).json()) as {
      positions: { _id: string; title: string }[];
    };
    positions = detail.positions;
    const stand = async (name: string, position: string, colour: [number, number, number]) => {
      const context = await browser.newContext();
      members.push(context);
      await signedInMember(context, name);
      const photoUrl = await uploadImage(request, colour, [240, 230, 210]);
      const stood = await context.request.post(`/api/elections/${slug}/nominations`, {
        data: {
          positionId: positionId(position),
          manifesto: `<p>${name} will open the <strong>library</strong> on Sundays and keep the moot court busy.</p>`,
          photoUrl,
        },
      });
      expect(stood.status(), await stood.text()).toBe(201);
      return context;
    };
    ada = await stand('Adaeze Okafor', 'President', [29, 45, 68]);
    bola = await stand('Babatunde Lawal', 'President', [120, 60, 40]);
    chi = await stand('Chiamaka Eze', 'General Secretary', [40, 90, 60]);
    await stand('Dapo Adeyemi', 'General Secretary', [90, 40, 90]);
  });

  test('the officer decides the nominations in the browser: three accepted, one rejected with a reason', async () => {
    await page.reload();
    const president = page.getByRole('table', { name: am.nominationsCaption('President') });
    await expect(president.getByRole('img', { name: 'Photo of Adaeze Okafor' })).toBeVisible();
    await expect(president).toContainText('400L');
    await expect(president).toContainText('Adaeze Okafor will open the library on Sundays');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'nominations');
    for (const name of ['Adaeze Okafor', 'Babatunde Lawal', 'Chiamaka Eze']) {
      await page.getByRole('button', { name: am.acceptLabel(name) }).click();
      await expect(toasts(page).getByText(am.accepted(name))).toBeVisible();
    }
    await page.getByRole('button', { name: am.rejectLabel('Dapo Adeyemi') }).click();
    const reject = page.getByRole('dialog', { name: am.rejectTitle('Dapo Adeyemi') });
    await reject.getByLabel(am.reasonLabel).fill('Not a final-year student this session.');
    await reject.getByRole('button', { name: am.reject }).click();
    await expect(toasts(page).getByText(am.rejected('Dapo Adeyemi'))).toBeVisible();
    await expect(page.getByRole('table', { name: am.nominationsCaption('General Secretary') })).toContainText(
      'Rejected',
    );
  });

  test('opens voting; three members vote (through the API) into a tie for President, and the turnout shows', async ({
    request,
  }) => {
    await confirmIn(page, am.stepButton.voting);
    await expect(toasts(page).getByText(am.stepDone.voting)).toBeVisible();

    // A tie for President, the secretary clear.
    const candidates = (await (await request.get(`/api/elections/${slug}`, { headers })).json()) as {
      positions: { _id: string; title: string; candidates: { _id: string; name: string }[] }[];
    };
    const candidate = (name: string) =>
      candidates.positions.flatMap((p) => p.candidates).find((c) => c.name === name)!._id;
    const ballots: [BrowserContext, Record<string, string[]>][] = [
      [
        ada,
        {
          [positionId('President')]: [candidate('Adaeze Okafor')],
          [positionId('General Secretary')]: [candidate('Chiamaka Eze')],
        },
      ],
      [
        bola,
        {
          [positionId('President')]: [candidate('Babatunde Lawal')],
          [positionId('General Secretary')]: [candidate('Chiamaka Eze')],
        },
      ],
      [chi, {}],
    ];
    for (const [context, choices] of ballots) {
      const cast = await context.request.post(`/api/elections/${slug}/ballots`, { data: { choices } });
      expect(cast.status(), await cast.text()).toBe(201);
    }
    await page.reload();
    // The roll is every verified member of 400L, other specs' included.
    await expect(page.getByText(/3 of \d+ eligible members voted/)).toBeVisible();
    await expect(page.getByRole('heading', { name: am.resultsTitle })).toHaveCount(0);
  });

  test('closes voting: the count, the tie flagged, and how it was broken recorded', async () => {
    await confirmIn(page, am.stepButton.closed);
    await expect(toasts(page).getByText(am.stepDone.closed)).toBeVisible();

    const votes = page.getByRole('table', { name: am.resultsCaption('General Secretary') });
    await expect(votes.getByRole('row', { name: /Chiamaka Eze/ })).toContainText('2');
    await expect(votes.getByRole('row', { name: /Chiamaka Eze/ })).toContainText(am.elected);
    await expect(page.getByText(am.tie)).toBeVisible();
    const tieBreak = page.getByRole('form', { name: `${am.tieSave}: President` });
    await tieBreak.getByRole('checkbox', { name: 'Adaeze Okafor' }).check();
    await tieBreak.getByLabel(am.tieNote).fill('Drawn by lot before both candidates.');
    await tieBreak.getByRole('button', { name: am.tieSave }).click();
    await expect(toasts(page).getByText(am.tieSaved)).toBeVisible();
    await expect(page.getByText(am.tieBroken('Drawn by lot before both candidates.'))).toBeVisible();
  });

  test('publishes the results', async () => {
    await confirmIn(page, am.stepButton.published);
    await expect(toasts(page).getByText(am.stepDone.published)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'results');
  });

  test('the handover: the council of the session made in one click, confirmed', async () => {
    await confirmIn(page, am.councilButton(session));
    await expect(toasts(page).getByText(am.councilMade(session, 2))).toBeVisible();
    await page.getByRole('link', { name: am.councilLink(session) }).click();
    await expect(page).toHaveURL(`/admin/executives?session=${sessionSlug(session)}`);
    await expect(page.getByText('Adaeze Okafor')).toBeVisible();
  });

  test('the site shows the new council', async () => {
    await page.goto(`/about/councils/${sessionSlug(session)}`);
    await expect(page.getByText('Adaeze Okafor')).toBeVisible();
    await expect(page.getByText('Chiamaka Eze')).toBeVisible();
    await expect(page.getByText('Babatunde Lawal')).toHaveCount(0);
  });

  test('the list: the election published, its turnout', async () => {
    await page.goto('/admin/elections');
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Results published');
    await expect(row).toContainText(/3 of \d+ \(\d+%\)/);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'list');
  });
});
