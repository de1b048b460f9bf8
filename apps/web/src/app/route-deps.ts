import type { ElectionFormStep } from '@lss/shared/election-statuses';
import type { ElectionForMember } from '@lss/shared/elections';
import type { MemberAccount, PageMember } from '@lss/shared/members';
import type { PublicDataSource } from '@lss/shared/public-data';

/**
 * What the route loaders need: the server's data source, the site's public address, and the
 * signed-in member the page is rendered for (null for a visitor: the page every visitor shares).
 */
export type RouteDeps = {
  data: PublicDataSource;
  publicUrl: string;
  member: PageMember | null;
  /**
   * My account's data (the member, their registrations and receipts), read when the page asks: the
   * server gives it only with a signed-in member, so a visitor's page never has it.
   */
  memberAccount?: () => Promise<MemberAccount | null>;
  /** What an election is to the signed-in member (may they vote, have they): given with a member only. */
  electionForMember?: (slug: string) => Promise<ElectionForMember | null>;
  /** The step of an election's form (the ballot, a nomination), when the page answers one of its plain forms (a POST, never cached). */
  electionForm?: ElectionFormStep;
};
