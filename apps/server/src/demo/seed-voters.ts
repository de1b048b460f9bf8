import { MEMBER_SESSION_DAYS } from '@lss/shared/members';
import type { Database } from '../db/client.ts';
import { memberSessions, members } from '../db/schema/index.ts';
import { newLinkToken } from '../lib/one-time-tokens.ts';
import { insertAll, sessionOf } from './seed-volume.ts';

const DAY = 24 * 60 * 60 * 1000;
const LEVELS = ['100L', '200L', '300L', '400L', '500L'] as const;

/**
 * `npm run bench:election`'s electorate (issue 28): `count` verified members of this session, each
 * signed in (a member session, as an e-mailed link opens one). Answers the session tokens, the
 * members' cookies, in the order the members were made. Signing 2,000 students in through their
 * mailboxes would time the mail, not the vote.
 */
export async function seedVoters(db: Database, count: number): Promise<string[]> {
  const now = new Date();
  const session = sessionOf(now);
  const rows: { id: string }[] = [];
  for (let start = 0; start < count; start += 250) {
    const batch = Array.from({ length: Math.min(250, count - start) }, (_, offset) => {
      const index = start + offset;
      return {
        fullName: `Voter ${index + 1}`,
        email: `voter${index + 1}@students.bench.test`,
        matricNumber: `20/55EB${String(index + 1).padStart(4, '0')}`,
        level: LEVELS[index % LEVELS.length] ?? '100L',
        status: 'verified' as const,
        joinedAt: now,
        joinedSession: session,
        verifiedSession: session,
      };
    });
    rows.push(...(await db.insert(members).values(batch).returning({ id: members.id })));
  }
  const tokens = rows.map(() => newLinkToken());
  await insertAll(
    db,
    memberSessions,
    rows.map((row, index) => ({
      memberId: row.id,
      tokenHash: tokens[index]!.hash,
      expiresAt: new Date(now.getTime() + MEMBER_SESSION_DAYS * DAY),
    })),
  );
  return tokens.map((token) => token.token);
}
