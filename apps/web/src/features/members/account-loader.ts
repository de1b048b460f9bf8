import type { MemberAccount } from '@lss/shared/members';
import { data as withStatus } from 'react-router';
import type { RouteDeps } from '#web/app/route-deps.ts';
import { attempt } from '#web/lib/loaded.ts';

export type AccountData = { account: MemberAccount | null; failed?: true };

/**
 * My account's data: read only for a request with the member cookie (the server gives
 * `memberAccount` then, and renders the page for that member alone, never cached); a visitor's
 * page, the same for all, offers to sign in.
 */
export function accountLoader({ memberAccount }: RouteDeps) {
  return async (): Promise<AccountData | ReturnType<typeof withStatus<AccountData>>> => {
    if (!memberAccount) return { account: null };
    const read = await attempt(memberAccount, 'the member’s account');
    if (!read.ok) return withStatus({ account: null, failed: true }, { status: 500 });
    return { account: read.value };
  };
}
