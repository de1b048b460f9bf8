import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * What takes the place of an erased person's e-mail address in the records kept without them
 * (decision 029, erasure): `erased-<row id>@erased.invalid`. Unique per row, so the indexes of one
 * address per event (registrations) or per send (newsletter deliveries) stay valid; `.invalid` is
 * reserved (RFC 2606): no message can ever be delivered to it.
 */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';
export const erasedEmail = (id: AnyColumn): SQL => sql`'erased-' || ${id} || ${`@${ERASED_EMAIL_DOMAIN}`}`;
