import { type DateTimeValue, toInstant } from '@lss/shared/fields';
import type { SiteTimeZone } from '../modules/settings/settings.service.ts';

/**
 * What turns a form's values into a row's: the date-time `field` as the instant it names, a local
 * one (the admin's form) read on the society's clock, a zoned one as it is.
 */
export function instantField<const K extends string>(field: K, timeZone: SiteTimeZone) {
  return async <T extends Record<K, DateTimeValue>>(values: T) =>
    ({ ...values, [field]: toInstant(values[field], await timeZone()) }) as Omit<T, K> & Record<K, Date>;
}
