import { electionsMessages as em } from '@lss/shared/elections-messages';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { apiLogin } from './support/admin.ts';
import { ADMIN, dates, unique, uploadImage } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { setStudentDomain, verifiedMembers } from './support/members.ts';
import { hydrated } from './support/page-helpers.ts';
import { gradientPng } from './support/png.ts';
import { saveScreenshot } from './support/screenshots.ts';

/**
 * Elections (issue 28, step 2): the administrator sets up an election through the API (fast); two
 * members stand for President on the election's page (a phone without JavaScript, a desk: the form
 * sent back without a photo, then with one), the rest through the API; three members vote in the
 * browser, one at 375 px without JavaScript, one at 1280 px, one more at 1280 px; the election is
 * closed and published through the API; the results and the ballot list show, and a voter finds
 * their receipt in it. Screenshots of the nomination form, the ballot, the review, the receipt, the
 * results and the ballot list at 375 and 1280 px.
 */
const id = unique();
const studentDomain = `vote-${id}.e2e.test`;
const m = em.page;

async function adminHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${(await apiLogin(request)).token}` };
}

const signedInMember = verifiedMembers(studentDomain);

test.describe('members vote by secret ballot, with and without JavaScript, and find their receipt once published', () => {
  test.describe.configure({ mode: 'serial' });

  const title = `Council Election ${id}`;
  let headers: { Authorization: string };
  let slug: string;
  let positions: { _id: string }[];
  // Three voters, each in a context of their own, signed in before voting opens.
  let phone: BrowserContext;
  let desk: BrowserContext;
  let third: BrowserContext;
  let phonePage: Page;
  let deskPage: Page;
  let phoneReceipt: string;

  const move = async (request: APIRequestContext, status: string) => {
    const moved = await request.post(`/api/elections/${slug}/status`, { headers, data: { status } });
    expect(moved.ok(), await moved.text()).toBe(true);
  };

  /** A candidate stands (a member, through the API) and the officer accepts them. */
  const stand = async (
    browser: Browser,
    request: APIRequestContext,
    name: string,
    position: number,
    colour: [number, number, number],
  ) => {
    const context = await browser.newContext();
    await signedInMember(context, name);
    const photoUrl = await uploadImage(request, colour, [240, 230, 210]);
    const stood = await context.request.post(`/api/elections/${slug}/nominations`, {
      data: {
        positionId: positions[position]!._id,
        manifesto: `<p>${name} will keep the library open late and the moot court busy.</p>`,
        photoUrl,
      },
    });
    expect(stood.status(), await stood.text()).toBe(201);
    const accepted = await request.patch(`/api/elections/${slug}/nominations/${(await stood.json())._id}`, {
      headers,
      data: { status: 'accepted' },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
    await context.close();
  };

  /** A member stands through the election page's form (a phone without JavaScript, or a desk). */
  const standOnThePage = async (
    browser: Browser,
    request: APIRequestContext,
    name: string,
    position: string,
    width: 375 | 1280,
  ) => {
    const context = await browser.newContext({
      javaScriptEnabled: width === 1280,
      viewport: { width, height: 900 },
    });
    await signedInMember(context, name);
    const page = await context.newPage();
    await page.goto(`/elections/${slug}`);
    const card = page.getByRole('region', { name: m.standTitle });
    await card
      .getByLabel(m.positionLabel)
      .selectOption({ label: `${position} (${m.seats(position === 'President' ? 1 : 2)})` });
    await card
      .getByLabel(m.manifestoLabel)
      .fill(`${name} will keep the library open late.\n\nAnd the moot court busy.`);
    // Sent without a photo: the form comes back with the manifesto kept and the photo asked for.
    await card.getByRole('button', { name: m.standButton }).click();
    await expect(page.getByRole('alert')).toContainText(em.photoRequired);
    await expect(page.getByLabel(m.manifestoLabel)).toHaveValue(/will keep the library open late/);
    await page.getByLabel(m.photoLabel).setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: gradientPng(400, 400, [29, 45, 68], [240, 230, 210]),
    });
    if (width === 1280) expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, `election-stand-${width}`, { fullPage: true });
    await page.getByRole('button', { name: m.standButton }).click();
    await expect(page).toHaveURL(new RegExp(`/elections/${slug}#nomination$`));
    await expect(page.getByRole('region', { name: m.yourNomination })).toContainText(
      m.nominationStatus.pending(position),
    );
    const nominations = (await (
      await request.get(`/api/elections/${slug}/nominations`, { headers })
    ).json()) as { _id: string; member: { fullName: string } | null; manifesto: string }[];
    const mine = nominations.find((nomination) => nomination.member?.fullName === name)!;
    expect(mine.manifesto).toBe(
      `<p>${name} will keep the library open late.</p><p>And the moot court busy.</p>`,
    );
    const accepted = await request.patch(`/api/elections/${slug}/nominations/${mine._id}`, {
      headers,
      data: { status: 'accepted' },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
    await page.reload();
    await expect(page.getByRole('region', { name: m.yourNomination })).toContainText(
      m.nominationStatus.accepted(position),
    );
    await context.close();
  };

  /** Votes through the ballot's plain forms; answers the receipt shown. */
  async function vote(page: Page, width: number, names: string[], shots: boolean) {
    await page.goto('/elections');
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const ballot = page.getByRole('region', { name: m.yourBallot });
    for (const name of names) await ballot.getByRole('checkbox', { name }).check();
    // Axe runs its script in the page: on the desk only (the phone has JavaScript off).
    if (width === 1280) expect(await seriousViolations(page)).toEqual([]);
    if (shots) await saveScreenshot(page, `election-ballot-${width}`, { fullPage: true });
    await ballot.getByRole('button', { name: m.review }).click();
    await expect(page).toHaveURL(new RegExp(`/elections/${slug}/ballot$`));
    const review = page.getByRole('region', { name: m.reviewTitle });
    for (const name of names) await expect(review).toContainText(name);
    // Axe runs its script in the page: on the desk only (the phone has JavaScript off).
    if (width === 1280) expect(await seriousViolations(page)).toEqual([]);
    if (shots) await saveScreenshot(page, `election-review-${width}`, { fullPage: true });
    await review.getByRole('button', { name: m.castButton }).click();
    await expect(page).toHaveURL(new RegExp(`/elections/${slug}/ballot/cast$`));
    const receipt = (await page.locator('[data-receipt]').textContent())?.trim() ?? '';
    expect(receipt).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    if (shots) await saveScreenshot(page, `election-receipt-${width}`, { fullPage: true });
    // Back on the election: voted, no ballot.
    await page.goto(`/elections/${slug}`);
    await expect(page.getByText(m.voted)).toBeVisible();
    return receipt;
  }

  /** The published results, then the ballot list they link to. */
  async function resultsAndBallots(page: Page, width: 375 | 1280) {
    await page.goto(`/elections/${slug}`);
    const results = page.getByRole('region', { name: m.results });
    await expect(results).toContainText('Adaeze Okafor');
    await expect(results).toContainText(m.votes(2));
    if (width === 1280) expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, `election-results-${width}`, { fullPage: true });
    await page.getByRole('link', { name: m.ballotListLink }).click();
    await expect(page).toHaveURL(new RegExp(`/elections/${slug}/ballots$`));
    await expect(page.getByRole('row')).toHaveCount(4);
    if (width === 1280) expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, `election-ballots-${width}`, { fullPage: true });
  }

  test.beforeAll(async ({ request }) => {
    await setStudentDomain(request, studentDomain);
    headers = await adminHeaders(request);
  });
  test.afterAll(async ({ request }) => {
    for (const context of [phone, desk, third]) await context?.close();
    await setStudentDomain(request, studentDomain, true);
  });

  test('the administrator sets the election up (through the API) and opens nominations', async ({
    request,
  }) => {
    const users = (await (await request.get('/api/users', { headers })).json()) as {
      _id: string;
      email: string;
    }[];
    const adminId = users.find((user) => user.email === ADMIN.email)!._id;
    const created = await request.post('/api/elections', {
      headers,
      data: {
        title,
        session: '2031/2032',
        officers: [adminId],
        positions: [
          { title: 'President', seats: 1 },
          { title: 'Members at Large', seats: 2 },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const election = (await created.json()) as { slug: string; positions: { _id: string }[] };
    slug = election.slug;
    positions = election.positions;
    await move(request, 'nominations');
  });

  test('a member stands on the election page on a phone without JavaScript, sent back once for the photo', async ({
    browser,
    request,
  }) => {
    await standOnThePage(browser, request, 'Adaeze Okafor', 'President', 375);
  });

  test('a member stands on the election page at a desk, sent back once for the photo', async ({
    browser,
    request,
  }) => {
    await standOnThePage(browser, request, 'Babatunde Lawal', 'President', 1280);
  });

  test('three more stand (through the API), each accepted', async ({ browser, request }) => {
    await stand(browser, request, 'Chiamaka Eze', 1, [40, 90, 60]);
    await stand(browser, request, 'Dapo Adeyemi', 1, [90, 40, 90]);
    await stand(browser, request, 'Efe Uduak', 1, [150, 120, 40]);
  });

  test('three voters sign in before voting opens (the roll freezes when it does)', async ({ browser }) => {
    phone = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    third = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signedInMember(phone, 'Ngozi Phone');
    await signedInMember(desk, 'Kunle Desk');
    await signedInMember(third, 'Halima Third');
  });

  // The podcast's countdown, an island that ticks.
  test('while nominations are open, the page counts down to the opening of voting, which then opens', async ({
    request,
  }) => {
    const windows = await request.patch(`/api/elections/${slug}`, {
      headers,
      data: { votingOpenAt: dates.inDays(1) },
    });
    expect(windows.ok(), await windows.text()).toBe(true);
    const countdownPage = await third.newPage();
    await countdownPage.goto(`/elections/${slug}`);
    await hydrated(countdownPage);
    const timer = countdownPage.getByRole('timer', { name: m.countdownLabel(em.statusName('voting')) });
    await expect(timer.locator('[data-unit="days"]')).toHaveText('00');
    const secs = timer.locator('[data-unit="secs"]');
    const shown = (await secs.textContent()) ?? '';
    await expect(secs).not.toHaveText(shown);
    await countdownPage.close();
    await move(request, 'voting');
  });

  test('a member votes on a phone without JavaScript and is given a receipt', async () => {
    phonePage = await phone.newPage();
    phoneReceipt = await vote(phonePage, 375, ['Adaeze Okafor', 'Chiamaka Eze', 'Efe Uduak'], true);
  });

  test('a member votes at a desk', async () => {
    deskPage = await desk.newPage();
    await vote(deskPage, 1280, ['Babatunde Lawal', 'Dapo Adeyemi'], true);
  });

  test('a member changes their choices from the review: kept, one added, then cast', async () => {
    const thirdPage = await third.newPage();
    await thirdPage.goto(`/elections/${slug}`);
    await thirdPage.getByRole('checkbox', { name: 'Adaeze Okafor' }).check();
    await thirdPage.getByRole('button', { name: m.review }).click();
    await thirdPage.getByRole('button', { name: m.change }).click();
    await expect(thirdPage.getByRole('checkbox', { name: 'Adaeze Okafor' })).toBeChecked();
    await thirdPage.getByRole('checkbox', { name: 'Chiamaka Eze' }).check();
    await thirdPage.getByRole('button', { name: m.review }).click();
    await thirdPage.getByRole('button', { name: m.castButton }).click();
    await expect(thirdPage.locator('[data-receipt]')).toBeVisible();
  });

  test('once closed and published, the results and the ballot list show on the phone', async ({
    request,
  }) => {
    await move(request, 'closed');
    await move(request, 'published');
    await resultsAndBallots(phonePage, 375);
  });

  test('the results and the ballot list show at the desk', async () => {
    await resultsAndBallots(deskPage, 1280);
  });

  test("the phone's voter finds their receipt in the ballot list, with their choices", async () => {
    const row = phonePage.getByRole('row', { name: new RegExp(phoneReceipt) });
    await expect(row).toContainText('Adaeze Okafor');
    await expect(row).toContainText('Chiamaka Eze');
    await expect(row).toContainText('Efe Uduak');
  });
});
