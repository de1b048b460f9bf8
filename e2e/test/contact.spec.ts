import { expect, test } from './support/fixtures.ts';
import { hydrated, toasts } from './support/page-helpers.ts';

test.describe('contact', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
  });

  test('shows the form, the contact details and the social links', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Email', { exact: true })).toHaveAttribute(
      'type',
      'email',
    );
    const details = page.getByRole('complementary', { name: 'Contact details' });
    await expect(details.getByRole('link', { name: 'lawstudentssocietyunilawrin@gmail.com' })).toBeVisible();
    await expect(details.getByRole('link', { name: /X \(formerly Twitter\)/ })).toHaveAttribute(
      'href',
      'https://x.com/unilawrin_',
    );
    await expect(details.getByRole('link', { name: /LinkedIn/ })).toBeVisible();
    // The honeypot is in the form for bots, but neither seen nor announced.
    await expect(page.locator('input[name="website"]')).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
    expect((await page.locator('input[name="website"]').boundingBox())?.x ?? 0).toBeLessThan(0);
  });

  test('blank fields: "Please fill in all fields."', async ({ page }) => {
    await page.getByLabel('Name', { exact: true }).fill('   ');
    await page.getByRole('main').getByLabel('Email', { exact: true }).fill('ada@example.org');
    await page.getByLabel('Message', { exact: true }).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toasts(page).getByText('Please fill in all fields.')).toBeVisible();
  });

  test('a sent message is acknowledged by name and the form is cleared', async ({ page }) => {
    await page.getByLabel('Name', { exact: true }).fill('Adaeze Okafor');
    await page.getByRole('main').getByLabel('Email', { exact: true }).fill('adaeze@example.org');
    await page
      .getByLabel('Message', { exact: true })
      .fill('We would like to invite the society to a career talk.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      toasts(page).getByText("Thank you, Adaeze Okafor! We've received your message."),
    ).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByRole('main').getByLabel('Email', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  });

  test('while sending the button reads "Sending..."', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Name', { exact: true }).fill('Bola');
    await page.getByRole('main').getByLabel('Email', { exact: true }).fill('bola@example.org');
    await page.getByLabel('Message', { exact: true }).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(toasts(page).getByText("Thank you, Bola! We've received your message.")).toBeVisible();
  });

  test("a refused message shows the server's reason", async ({ page }) => {
    // The browser accepts "ada@faculty" as an email address; the server does not.
    await page.getByLabel('Name', { exact: true }).fill('Ada');
    await page.getByRole('main').getByLabel('Email', { exact: true }).fill('ada@faculty');
    await page.getByLabel('Message', { exact: true }).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toasts(page).getByText('Some fields are missing or invalid.')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ada');
  });

  test('on a phone the e-mail address wraps after the @, never inside a word', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    const link = page
      .getByRole('complementary', { name: 'Contact details' })
      .getByRole('link', { name: 'lawstudentssocietyunilawrin@gmail.com' });
    // The text of each line the browser laid out, from where each character sits.
    const lines = await link.evaluate((element) => {
      const rows = new Map<number, string>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index++) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          rows.set(top, (rows.get(top) ?? '') + text[index]);
        }
      }
      return [...rows.entries()].sort(([a], [b]) => a - b).map(([, text]) => text);
    });
    expect(lines.join('')).toBe('lawstudentssocietyunilawrin@gmail.com');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/@$|[a-z]$/);
    for (const line of lines.slice(1)) expect(line).toMatch(/^(gmail|\.com)/);
  });
});
