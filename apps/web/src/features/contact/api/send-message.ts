import type { ContactInput } from '@lss/shared/contact';
import { apiRequest } from '#web/lib/http.ts';

/** POST /api/contact (spec §7). `website` is the honeypot: people leave it empty. */
export function sendContactMessage(input: ContactInput): Promise<{ message: string }> {
  return apiRequest('/contact', { method: 'POST', body: input });
}
