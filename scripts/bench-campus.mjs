// `node scripts/bench-campus.mjs`: campus networks (issue 23), both sides, on the built server.
// Every request comes from ONE public address (X-Forwarded-For, TRUST_PROXY=loopback), as a campus
// Wi-Fi or a carrier's NAT shows its students. Honest crowd: 300 students register for an event
// (double opt-in: each confirms by the link e-mailed to a local SMTP server) and 300 subscribe to
// the newsletter; counted and timed. Attacker: the same address sends 2,000 registrations with
// invented e-mails, then one e-mail again and again; how many get through before it is stopped.
// Loopback only; every loop is bounded in count.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort, machine, run, startBuiltServer } from './bench-kit.mjs';

const CAMPUS = '203.0.113.7';
const STUDENTS = 300;
const SCRIPT_REQUESTS = 2000;
const AT_ONCE = 25;

/** A local SMTP server that keeps each confirmation link by recipient. */
async function mailbox() {
  const links = new Map();
  const waiting = new Set();
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const link = /https?:\/\/\S+?\/rsvp\/confirm\?token=([\w-]+)/.exec(unfolded)?.[1];
        const to = session.envelope.rcptTo[0]?.address.toLowerCase();
        if (link && to) links.set(to, link);
        for (const wake of waiting) wake();
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    links,
    /** Until `count` links have arrived (or 60 s: the e-mails are sent after the answers). */
    async waitFor(count) {
      const deadline = Date.now() + 60_000;
      while (links.size < count && Date.now() < deadline)
        await new Promise((resolve) => {
          waiting.add(resolve);
          setTimeout(resolve, 200);
        });
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Sends `count` requests, AT_ONCE at a time, from the campus address; answers each status in order. */
async function crowd(base, count, request) {
  const statuses = [];
  for (let start = 0; start < count; start += AT_ONCE) {
    const round = await Promise.all(
      Array.from({ length: Math.min(AT_ONCE, count - start) }, async (_, n) => {
        const { path: url, body } = request(start + n);
        const response = await fetch(`${base}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': CAMPUS },
          body: JSON.stringify(body),
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    statuses.push(...round);
  }
  return statuses;
}

const count = (statuses, status) => statuses.filter((s) => s === status).length;
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

run('npm', ['run', 'build', '--silent']);
const mail = await mailbox();
const dataDir = mkdtempSync(path.join(tmpdir(), 'lss-bench-campus-'));
const { base, stop } = await startBuiltServer(dataDir, {
  TRUST_PROXY: 'loopback',
  SMTP_URL: mail.url,
  MAIL_FROM: 'LSS <web@bench.test>',
});
try {
  const admin = { fullName: 'Bench Admin', email: 'admin@bench.test', password: 'Bench-Campus-2026-ok' };
  const json = { 'content-type': 'application/json' };
  await fetch(`${base}/api/users/register`, { method: 'POST', headers: json, body: JSON.stringify(admin) });
  const { token } = await (
    await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    })
  ).json();
  const newEvent = async (title) =>
    (
      await (
        await fetch(`${base}/api/events`, {
          method: 'POST',
          headers: { ...json, authorization: `Bearer ${token}` },
          body: JSON.stringify({
            title,
            description: 'Bench.',
            eventDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
            venue: 'Great Hall',
            rsvpEnabled: true,
            capacity: 400,
          }),
        })
      ).json()
    )._id;

  // Honest crowd: 300 students behind the campus address register, then each follows their link.
  const lecture = await newEvent('Freshers’ Moot');
  let since = performance.now();
  const registered = await crowd(base, STUDENTS, (n) => ({
    path: `/api/events/${lecture}/rsvps`,
    body: { name: `Student ${n}`, email: `student${n}@campus.test` },
  }));
  const registerSeconds = seconds(since);
  await mail.waitFor(STUDENTS);
  const studentLinks = mail.links.size;
  since = performance.now();
  const tokens = Array.from({ length: STUDENTS }, (_, n) => mail.links.get(`student${n}@campus.test`));
  const confirmed = await crowd(base, STUDENTS, (n) => ({
    path: '/api/rsvps/confirm',
    body: { token: tokens[n] ?? 'missing' },
  }));
  const confirmSeconds = seconds(since);
  const seats = (await (await fetch(`${base}/api/events/${lecture}`)).json()).rsvp;

  since = performance.now();
  const subscribed = await crowd(base, STUDENTS, (n) => ({
    path: '/api/newsletter/subscribers',
    body: { email: `reader${n}@campus.test` },
  }));
  const subscribeSeconds = seconds(since);

  // Attacker: another event, the same address, an invented e-mail each time.
  const target = await newEvent('Annual Dinner');
  since = performance.now();
  const script = await crowd(base, SCRIPT_REQUESTS, (n) => ({
    path: `/api/events/${target}/rsvps`,
    body: { name: 'Bot', email: `bot${n}@invented.test` },
  }));
  const scriptSeconds = seconds(since);
  const firstRefused = script.indexOf(429);
  const held = (await (await fetch(`${base}/api/events/${target}`)).json()).rsvp;

  // One e-mail again and again from another address.
  const repeated = [];
  for (let n = 0; n < 20; n++) {
    const response = await fetch(`${base}/api/newsletter/subscribers`, {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': '203.0.113.8' },
      body: JSON.stringify({ email: 'victim@campus.test' }),
    });
    repeated.push(response.status);
  }

  console.log(`\nCampus networks (issue 23), one public address, ${machine()}`);
  console.log(
    `Honest crowd: ${count(registered, 202)}/${STUDENTS} registrations accepted in ${registerSeconds} s; ` +
      `${studentLinks} confirmation links e-mailed; ${count(confirmed, 200)}/${STUDENTS} confirmed in ${confirmSeconds} s ` +
      `(seats: ${seats.confirmed} confirmed, ${seats.waitlisted} waiting); ` +
      `${count(subscribed, 202)}/${STUDENTS} newsletter subscriptions accepted in ${subscribeSeconds} s`,
  );
  console.log(
    `Attacker: ${SCRIPT_REQUESTS} registrations with invented e-mails in ${scriptSeconds} s: ` +
      `${count(script, 202)} accepted (pending, holding ${held.confirmed} seats), first refused at request ${firstRefused + 1}, ` +
      `${count(script, 429)} refused (429)`,
  );
  console.log(
    `Repeater: one e-mail 20 times from one address: ${count(repeated, 202)} accepted, first refused at request ${repeated.indexOf(429) + 1}`,
  );
} finally {
  await stop();
  await mail.close();
  rmSync(dataDir, { recursive: true, force: true });
}
