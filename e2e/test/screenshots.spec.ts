import { type Page, test } from '@playwright/test';
import {
  createEpisode,
  createEvent,
  createExecutive,
  createMaterial,
  createPost,
  dates,
  unique,
  uploadImage,
} from './support/api.ts';
import { hydrated } from './support/page-helpers.ts';
import { saveScreenshot } from './support/screenshots.ts';

/**
 * Screenshots for people to look at (e2e/screenshots/, git-ignored): the home page, an article, the
 * podcast hub and the materials hub, on a phone (375 px) and a laptop (1280 px).
 */
test.describe('screenshots', () => {
  const id = unique();
  let articlePath = '';

  test.beforeAll(async ({ request }) => {
    const cover = await uploadImage(request, [29, 45, 68], [201, 180, 127]);
    await createExecutive(request, {
      name: 'Oluwaseun Adebayo',
      position: 'President',
      displayOrder: 1,
      isFeatured: true,
    });
    await createEvent(request, {
      title: 'The Annual Moot Court Grand Final',
      description: 'Finalists argue a constitutional appeal before a bench of distinguished jurists.',
      eventDate: dates.inDays(12),
      venue: 'University Auditorium',
      isFeatured: true,
      imageUrl: cover,
    });
    const slug = `the-rule-of-law-in-a-digital-age-${id}`;
    await createPost(request, {
      title: 'The Rule of Law in a Digital Age',
      slug,
      coverImageUrl: cover,
      contentBody:
        '<p>As courts adopt virtual hearings and electronic filing, the principles that anchor our legal order face new tests. This essay considers what fairness, publicity and access to justice demand when the courtroom becomes a screen.</p><h2>Open justice, online</h2><p>Publicity has always been a safeguard of fair trial. When proceedings move online, the public gallery must move with them.</p><blockquote>Justice must not only be done, but must manifestly be seen to be done.</blockquote><ul><li>Access for litigants without devices</li><li>Security of evidence</li><li>Accountability of judges and counsel</li></ul>',
    });
    articlePath = `/news/${slug}`;
    for (const [title, level, materialType] of [
      ['Constitutional Law I: Lecture Notes', '200L', 'Lecture Note'],
      ['Law of Contract: Past Questions 2019–2024', '200L', 'Past Question'],
      ['Legal Research Methods Handout', '100L', 'Handout'],
      ['Criminal Law in Nigeria', '300L', 'Textbook'],
      ['Equity and Trusts Notes', '400L', 'Lecture Note'],
    ] as const) {
      await createMaterial(request, {
        title,
        level,
        materialType,
        description: 'Prepared by the academic committee.',
      });
    }
    await createEpisode(request, {
      title: 'Women at the Bar: Then and Now',
      guestName: 'Hon. Justice Aisha Mohammed',
      episodeDate: dates.inDays(5),
      description: 'A conversation on leadership, advocacy and mentorship in the legal profession.',
    });
    for (const [title, guestName, days] of [
      ['Surviving Your First Moot', 'Barr. Tunde Bakare', -14],
      ['Human Rights on Campus', 'Prof. Ngozi Eze', -35],
      ['From Law School to Chambers', null, -60],
    ] as const) {
      await createEpisode(request, {
        title,
        guestName,
        episodeDate: dates.inDays(days),
        description: 'Practical advice and candid stories for law students.',
      });
    }
  });

  async function capture(page: Page, name: string, url: string) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(url);
      await hydrated(page);
      await page.evaluate(() => document.fonts.ready);
      await saveScreenshot(page, `${name}-${width}`, { fullPage: true });
    }
  }

  test('home', async ({ page }) => capture(page, 'home', '/'));
  test('article', async ({ page }) => capture(page, 'article', articlePath));
  test('podcast', async ({ page }) => capture(page, 'podcast', '/podcast'));
  test('materials', async ({ page }) => capture(page, 'materials', '/materials'));
  test('events and about', async ({ page }) => {
    await capture(page, 'events', '/events');
    await capture(page, 'about', '/about');
  });
});
