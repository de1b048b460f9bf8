import { readFile } from 'node:fs/promises';
import { feedPaths } from '@lss/shared/calendar';
import { membersContentMessages as c } from '@lss/shared/members-content-messages';
import { membersMessages as m } from '@lss/shared/members-messages';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin } from './support/admin.ts';
import { createMaterial, createPost, unique, uploadImage } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { latestMailTo, linkIn } from './support/mailbox.ts';
import { setStudentDomain } from './support/members.ts';
import { hydrated } from './support/page-helpers.ts';
import { saveScreenshot } from './support/screenshots.ts';

/**
 * Members-only content (issue 27, decision 031): a visitor sees a members-only material listed with
 * a lock and 'Sign in as a member to download', and a members-only article's title, cover and
 * excerpt with a members' panel, never its body (nor in the page's previews or the feed); the file's
 * address answers 401. A student who joins at a student e-mail domain is verified on following the
 * e-mailed link, then downloads the file and reads the article. Screenshots of the article's panel
 * and the materials list with a lock at 375 and 1280 px.
 */
const id = unique();
const studentDomain = `content-${id}.e2e.test`;
const SECRET = `zygomorphic-${id}`;
const MATERIAL = `Land Law Past Questions ${id}`;
const POST = {
  title: `Members’ Brief: Tenancy Disputes ${id}`,
  slug: `members-brief-${id}`,
  excerpt: 'What every student tenant should know before signing, from the Society’s legal aid clinic.',
  contentBody: `<p>The ${SECRET} clause decides every tenancy dispute.</p><p>Read the lease twice.</p>`,
};
/** A small PDF the upload check takes for one (its type is read from the bytes). */
const PDF = Buffer.from(
  `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%% ${id}\n%%EOF\n`,
);

/** Joins at /join as a student and signs in with the e-mailed link's button. */
async function joinAndSignIn(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/join');
  const form = page.getByRole('form', { name: m.joinTitle });
  await form.getByLabel(m.fullNameLabel).fill('Tolu Adeyemi');
  await form.getByLabel(m.emailLabel).fill(email);
  await form.getByLabel(m.levelLabel).selectOption('400L');
  await form.getByRole('button', { name: m.joinButton }).click();
  await expect(page).toHaveURL(/\/join\?sent=1$/);
  const link = new URL(linkIn(await latestMailTo(email), /^\/members\/sign-in$/));
  // Another spec may have written the settings meanwhile: the domain must be there when the link is used.
  await setStudentDomain(request, studentDomain);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: m.linkButton }).click();
  await expect(page).toHaveURL(/\/members\/account$/);
}

const card = (page: Page) => page.getByRole('article').filter({ hasText: MATERIAL });

test.describe('members-only content', () => {
  let materialId: string;
  let storedFile: string;

  test.beforeAll(async ({ request }) => {
    await setStudentDomain(request, studentDomain);
    const headers = { Authorization: `Bearer ${(await apiLogin(request)).token}` };
    const uploaded = await request.post('/api/upload', {
      headers,
      multipart: { file: { name: 'land-law.pdf', mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
    storedFile = (await uploaded.json()).imageUrl;
    const material = await createMaterial(request, {
      title: MATERIAL,
      level: '400L',
      materialType: 'Past Question',
      description: 'Five years of examination papers, with the examiners’ comments.',
      fileUrl: storedFile,
      membersOnly: true,
    });
    materialId = material._id;
    await createPost(request, {
      ...POST,
      coverImageUrl: await uploadImage(request, [29, 45, 68], [201, 180, 127]),
      membersOnly: true,
    });
  });
  test.afterAll(async ({ request }) => setStudentDomain(request, studentDomain, true));

  for (const width of [375, 1280]) {
    test(`a visitor sees the lock and the members' panel, never the file or the body (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 960 });
      await page.goto('/materials?level=400L&materialType=Past+Question');
      const listed = card(page);
      await expect(listed.getByRole('img', { name: c.membersOnly })).toBeVisible();
      const signIn = listed.getByRole('link', { name: c.signInToDownload });
      await expect(signIn).toHaveAttribute('href', '/members/sign-in');
      await expect(listed.getByRole('link', { name: /Download/ })).toHaveCount(0);
      await listed.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `materials-members-only-${width}`);

      await page.goto(`/news/${POST.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: POST.title })).toBeVisible();
      await expect(page.getByText(POST.excerpt)).toBeVisible();
      const panel = page.getByRole('region', { name: c.articleLockedHeading });
      await expect(panel.getByText(c.articleSignIn)).toBeVisible();
      await expect(panel.getByRole('link', { name: c.signInLink })).toBeVisible();
      await expect(panel.getByRole('link', { name: c.joinLink })).toHaveAttribute('href', '/join');
      // Neither the page (its previews and structured data included) nor the feed holds the body.
      const html = await page.content();
      expect(html).not.toContain(SECRET);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', POST.excerpt);
      await hydrated(page);
      await saveScreenshot(page, `article-members-panel-${width}`, { fullPage: true });
    });
  }

  test('the file answers 401 at its gate and is not served at its stored address; the feed keeps the body out', async ({
    request,
  }) => {
    const gate = await request.get(`/api/materials/${materialId}/file`);
    expect(gate.status()).toBe(401);
    expect(await gate.json()).toEqual({ message: c.fileSignInRequired });
    expect((await request.get(storedFile)).status()).toBe(404);
    const feed = await (await request.get(feedPaths.rss)).text();
    expect(feed).toContain(POST.title);
    expect(feed).not.toContain(SECRET);
  });

  test('a student joins, is verified by their student address, downloads the file and reads the article', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await joinAndSignIn(page, request, `tolu.${id}@${studentDomain}`);

    await page.goto('/materials?level=400L&materialType=Past+Question');
    const link = card(page).getByRole('link', { name: /Download/ });
    await expect(link).toHaveAttribute('href', `/api/materials/${materialId}/file`);
    await expect(card(page).getByRole('link', { name: c.signInToDownload })).toHaveCount(0);
    const download = page.waitForEvent('download');
    await link.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`land-law-past-questions-${id}.pdf`);
    expect((await readFile((await file.path())!)).equals(PDF)).toBe(true);

    await page.goto(`/news/${POST.slug}`);
    await expect(page.getByText(`The ${SECRET} clause decides every tenancy dispute.`)).toBeVisible();
    await expect(page.getByRole('region', { name: c.articleLockedHeading })).toHaveCount(0);
    // The member's page was theirs alone: a visitor (the page cache's) still gets the locked one.
    const visitor = await request.get(`/news/${POST.slug}`);
    expect(visitor.headers()['cache-control']).toContain('public');
    const html = await visitor.text();
    expect(html).toContain(c.articleSignIn);
    expect(html).not.toContain(SECRET);
  });

  test('a member the society has not verified gets 403 and is told why', async ({ page }) => {
    const email = `kemi.${id}@example.com`;
    await page.goto('/join');
    const form = page.getByRole('form', { name: m.joinTitle });
    await form.getByLabel(m.fullNameLabel).fill('Kemi Ade');
    await form.getByLabel(m.emailLabel).fill(email);
    await form.getByLabel(m.levelLabel).selectOption('200L');
    await form.getByRole('button', { name: m.joinButton }).click();
    const link = new URL(linkIn(await latestMailTo(email), /^\/members\/sign-in$/));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('button', { name: m.linkButton }).click();
    await expect(page).toHaveURL(/\/members\/account$/);

    expect((await page.request.get(`/api/materials/${materialId}/file`)).status()).toBe(403);
    await page.goto('/materials?level=400L&materialType=Past+Question');
    await expect(card(page).getByText(c.downloadAwaitingVerification)).toBeVisible();
    await expect(card(page).getByRole('link', { name: /Download/ })).toHaveCount(0);
    await page.goto(`/news/${POST.slug}`);
    await expect(
      page.getByRole('region', { name: c.articleLockedHeading }).getByText(c.articleAwaitingVerification),
    ).toBeVisible();
    expect(await page.content()).not.toContain(SECRET);
  });
});
