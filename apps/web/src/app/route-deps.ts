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
};
