import type { AdminListQuery, AdminSortKey } from '@lss/shared/admin-list-query';
import type { ContactMessage, contactInput } from '@lss/shared/contact';
import { mapPage, type Page } from '@lss/shared/pagination';
import type { z } from 'zod';
import { findOr404 } from '../../lib/lookup.ts';
import type { Mail } from '../../lib/mail/mail.ts';
import { contactCopy } from '../../lib/mail/templates/contact-copy.ts';
import { recordOut } from '../../lib/serialize.ts';
import type { ActivityService, Actor } from '../activity/activity.service.ts';
import type { ContactRepository } from './contact.repository.ts';

type Logger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export function createContactService(
  repository: ContactRepository,
  deps: { mail: Mail; contactTo: string | undefined; activity: ActivityService; log: Logger },
) {
  const { mail, contactTo, activity, log } = deps;

  return {
    /**
     * Stores the message (and e-mails it when SMTP is set). A filled honeypot is a bot: it gets the
     * same answer as a person, and nothing is stored.
     */
    async submit(input: z.output<typeof contactInput>): Promise<void> {
      if (input.website?.trim()) {
        log.warn({}, 'contact message dropped: honeypot filled');
        return;
      }
      const row = await repository.insert({ name: input.name, email: input.email, message: input.message });
      log.info({ messageId: row.id }, 'contact message received');
      // Not awaited: the message is stored, so a slow or failing mail server (send logs it and never
      // throws) must not delay the visitor's answer or turn it into an error.
      if (mail.enabled && contactTo) void mail.send(contactCopy(input), contactTo);
    },
    async list(): Promise<ContactMessage[]> {
      return (await repository.inbox().all()).map(recordOut);
    },
    async page(request: AdminListQuery<AdminSortKey<'messages'>>): Promise<Page<ContactMessage>> {
      return mapPage(await repository.adminPage(request), recordOut);
    },
    async setRead(id: string, read: boolean): Promise<ContactMessage> {
      return recordOut(await findOr404('Message', id, (found) => repository.update(found, { read })));
    },
    async remove(id: string, admin: Actor): Promise<ContactMessage> {
      const removed = recordOut(await findOr404('Message', id, repository.delete));
      await activity.record({
        actor: admin,
        action: 'deleted',
        entityType: 'message',
        entityId: removed._id,
        summary: `Message from ${removed.name}`,
      });
      return removed;
    },
    countUnread: repository.countUnread,
  };
}
export type ContactService = ReturnType<typeof createContactService>;
