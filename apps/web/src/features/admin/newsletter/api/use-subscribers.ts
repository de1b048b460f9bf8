import type { Subscriber, SubscriberStatus } from '@lss/shared/newsletter';
import { useAdminList } from '../../api/records.ts';
import { SUBSCRIBERS_KEY } from './keys.ts';

/** The page of subscribers the address asks for, in one status or all (''). */
export function useSubscribers(status: SubscriberStatus | '') {
  return useAdminList<Subscriber>(SUBSCRIBERS_KEY, '/newsletter/subscribers', {
    filters: status ? { status } : {},
  });
}
