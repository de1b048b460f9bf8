import { randomBytes } from 'node:crypto';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import {
  events,
  executives,
  materials,
  members,
  newsletterSubscribers,
  podcastEpisodes,
  posts,
} from '../db/schema/index.ts';

/**
 * The two sites of `npm run bench:volume` (issue 16): a young site with 30 items of each kind, and
 * a few years of a society's archive. Both have the same number of upcoming events and episodes
 * (what a term holds), so only the archive differs.
 */
export const VOLUME_SITES = {
  small: { posts: 30, events: 30, materials: 30, episodes: 30, executives: 30, members: 30 },
  volume: { posts: 3000, events: 1000, materials: 5000, episodes: 500, executives: 30, members: 5000 },
} as const;
export type VolumeSite = keyof typeof VOLUME_SITES;

export const POST_WORDS = 2000;
const UPCOMING_EVENTS = 6;
const DAY = 24 * 60 * 60 * 1000;
/** Rows per INSERT: a batch of posts is a few megabytes of SQL parameters. */
const BATCH = 250;

const SENTENCES = [
  'The court considered whether the duty of care extends to pure economic loss suffered by a third party.',
  'Proximity and foreseeability alone do not suffice without an assumption of responsibility by the defendant.',
  'Counsel for the appellant argued that the trial judge had misdirected himself on the standard of proof.',
  'The Supreme Court restated the doctrine of precedent and the limits of its own power to depart from it.',
  'A contract for the sale of land must be evidenced in writing and signed by the party to be charged.',
  'Section 36 of the Constitution guarantees a fair hearing within a reasonable time by an impartial tribunal.',
  'The respondent relied on the defence of necessity, which the panel rejected on the facts as found.',
  'Students preparing for the moot should read the leading authorities before the clinic on Thursday.',
  'Equity will not assist a volunteer, nor will it perfect an imperfect gift made without consideration.',
  'The burden lies on the prosecution to prove every element of the offence beyond reasonable doubt.',
  'In the absence of a statutory definition, the words are given their ordinary and natural meaning.',
  'The tribunal held that the dismissal was wrongful because the employee had not been heard in his defence.',
  'A trustee must not profit from the trust, however honestly he acted and however the beneficiaries fared.',
  'The panel noted that customary law is a question of fact to be proved by evidence unless judicially noticed.',
  'Our correspondents attended the symposium and summarise the arguments on each side of the motion.',
  'The essay contest received entries from every level, and the judges praised their clarity and research.',
];
const HEADINGS = [
  'The facts',
  'The issues for determination',
  'The arguments of counsel',
  'The decision of the court',
  'Commentary',
  'What it means for students',
];

/** A deterministic stream of numbers, so two runs seed the same text. */
function numbers(seed: number) {
  let state = seed || 1;
  return () => {
    state = (state * 48271) % 2147483647;
    return state;
  };
}

function sentence(next: () => number): string {
  return SENTENCES[next() % SENTENCES.length] ?? '';
}

/** About `words` words of an article: a heading every four paragraphs of five sentences. */
export function articleHtml(seed: number, words: number): string {
  const next = numbers(seed);
  const parts: string[] = [];
  let count = 0;
  for (let paragraph = 0; count < words; paragraph++) {
    if (paragraph % 4 === 0) {
      const heading = HEADINGS[(paragraph / 4) % HEADINGS.length] ?? 'Commentary';
      parts.push(`<h2>${heading}</h2>`);
      count += heading.split(' ').length;
    }
    const text = Array.from({ length: 5 }, () => sentence(next)).join(' ');
    parts.push(`<p>${text}</p>`);
    count += text.split(' ').length;
  }
  return parts.join('');
}

function plainParagraphs(seed: number, sentences: number): string {
  const next = numbers(seed);
  return Array.from({ length: sentences }, () => sentence(next)).join(' ');
}

export async function insertAll<T extends PgTable>(db: Database, table: T, rows: T['$inferInsert'][]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.insert(table).values(rows.slice(start, start + BATCH));
  }
}

/** Today's session ("2026/2027" from September): the council the site shows. */
export function sessionOf(day: Date): string {
  const first = day.getUTCMonth() >= 8 ? day.getUTCFullYear() : day.getUTCFullYear() - 1;
  return `${first}/${first + 1}`;
}

const LEVELS = ['100L', '200L', '300L', '400L', '500L'] as const;
const MEMBER_STATUSES = ['verified', 'verified', 'active', 'lapsed', 'pending'] as const;
const FIRST_NAMES = [
  'Ngozi',
  'Kunle',
  'Chiamaka',
  'Tunde',
  'Aisha',
  'Emeka',
  'Funmi',
  'Ibrahim',
  'Zainab',
  'Obinna',
];
const SURNAMES = [
  'Nwosu',
  'Ajayi',
  'Okoro',
  'Bello',
  'Abubakar',
  'Eze',
  'Adeyemi',
  'Musa',
  'Okafor',
  'Balogun',
];
const TYPES = ['Lecture Note', 'Past Question', 'Handout', 'Textbook'] as const;

/**
 * Seeds one of the bench's sites with bulk INSERTs through the server's own database layer (seconds
 * for thousands of rows, where the services' one-by-one creates took minutes).
 */
export async function seedVolume(db: Database, site: VolumeSite, now = Date.now()) {
  const counts = VOLUME_SITES[site];
  const at = (offsetMs: number) => new Date(now + offsetMs);
  await insertAll(
    db,
    posts,
    Array.from({ length: counts.posts }, (_, index) => ({
      title: `Case note ${index + 1}: ${HEADINGS[index % HEADINGS.length]?.toLowerCase()} in duty of care`,
      slug: `case-note-${index + 1}`,
      contentBody: articleHtml(index + 1, POST_WORDS),
      authorName: 'Bench Editor',
      status: 'published' as const,
      publishedAt: at(-(index + 1) * (DAY / 2)),
      createdAt: at(-(index + 1) * (DAY / 2)),
    })),
  );
  await insertAll(
    db,
    events,
    Array.from({ length: counts.events }, (_, index) => ({
      title: `Society event ${index + 1}`,
      description: plainParagraphs(index + 7, 12),
      // The first few are upcoming (a term's worth, the same on both sites); the rest are the archive.
      eventDate: at((UPCOMING_EVENTS - index) * 3 * DAY),
      venue: 'Faculty of Law Auditorium',
      isFeatured: index % 50 === 1,
    })),
  );
  await insertAll(
    db,
    materials,
    Array.from({ length: counts.materials }, (_, index) => ({
      title: `Course material ${index + 1}`,
      description: plainParagraphs(index + 11, 2),
      level: LEVELS[index % LEVELS.length] ?? '100L',
      materialType: TYPES[index % TYPES.length] ?? 'Handout',
      fileUrl: '/uploads/0123456789abcdef0123456789abcdef.pdf',
      fileType: 'PDF' as const,
      createdAt: at(-index * 60_000),
    })),
  );
  await insertAll(
    db,
    podcastEpisodes,
    Array.from({ length: counts.episodes }, (_, index) => ({
      title: `Law & Vibes episode ${counts.episodes - index}`,
      description: plainParagraphs(index + 13, 3),
      guestName: index % 3 === 0 ? null : `Guest ${index + 1}`,
      // One upcoming episode; the rest aired weekly before it.
      episodeDate: at((1 - index) * 7 * DAY),
      xSpaceUrl: `https://x.com/i/spaces/volume${index}`,
    })),
  );
  // The society's members (issue 27): a few years of joiners, in every status and level.
  const session = sessionOf(new Date(now));
  await insertAll(
    db,
    members,
    Array.from({ length: counts.members }, (_, index) => {
      const joinedAt = at(-(index + 1) * (DAY / 4));
      return {
        fullName: `${FIRST_NAMES[index % FIRST_NAMES.length]} ${SURNAMES[Math.floor(index / FIRST_NAMES.length) % SURNAMES.length]}`,
        email: `student${index + 1}@students.unilorin.edu.ng`,
        matricNumber: `${String(19 + (index % 6)).padStart(2, '0')}/55EA${String(index + 1).padStart(4, '0')}`,
        level: LEVELS[index % LEVELS.length] ?? '100L',
        status: MEMBER_STATUSES[index % MEMBER_STATUSES.length] ?? 'active',
        joinedAt,
        joinedSession: sessionOf(joinedAt),
        verifiedSession: index % MEMBER_STATUSES.length < 2 ? session : null,
        createdAt: joinedAt,
      };
    }),
  );
  // The newsletter is one list (decision 029): most members receive it, as confirmed subscribers with
  // their address; `npm run bench:volume` sends a post to all of them.
  await insertAll(
    db,
    newsletterSubscribers,
    Array.from({ length: counts.members }, (_, index) => index)
      .filter((index) => index % 4 !== 3)
      .map((index) => ({
        email: `student${index + 1}@students.unilorin.edu.ng`,
        name: `${FIRST_NAMES[index % FIRST_NAMES.length]}`,
        status: 'confirmed' as const,
        confirmedAt: at(-(index + 1) * (DAY / 4)),
        unsubscribeToken: randomBytes(24).toString('base64url'),
      })),
  );
  await insertAll(
    db,
    executives,
    Array.from({ length: counts.executives }, (_, index) => ({
      session: sessionOf(new Date(now)),
      name: `Executive Member ${index + 1}`,
      position: index === 0 ? 'President' : 'Council Member',
      displayOrder: index,
      isFeatured: index < 3,
    })),
  );
}
