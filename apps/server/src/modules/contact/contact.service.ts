import type { ContactMessage, contactInput } from '@lss/shared/contact';
import type { z } from 'zod';
import type { AppConfig } from '../../config/env.ts';
import { findOr404 } from '../../lib/lookup.ts';
import { recordOut } from '../../lib/serialize.ts';
import type { ContactRepository } from './contact.repository.ts';
import { createMailer, type Mailer } from './mailer.ts';

type Logger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export function createContactService(
  repository: ContactRepository,
  deps: { config: Pick<AppConfig, 'smtpUrl' | 'contactTo'>; log: Logger; mailer?: Mailer | null },
) {
  const mailer = deps.mailer === undefined ? createMailer(deps.config.smtpUrl) : deps.mailer;
  const { log } = deps;

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
      if (mailer && deps.config.contactTo) {
        // The message is already stored: a mail failure must not turn into an error for the visitor.
        mailer
          .send({
            to: deps.config.contactTo,
            replyTo: input.email,
            subject: `Website message from ${input.name}`,
            text: input.message,
          })
          .catch((error: unknown) => log.warn({ err: error, messageId: row.id }, 'contact e-mail failed'));
      }
    },
    async list(): Promise<ContactMessage[]> {
      return (await repository.list()).map(recordOut);
    },
    async setRead(id: string, read: boolean): Promise<ContactMessage> {
      return recordOut(await findOr404('Message', id, (found) => repository.update(found, { read })));
    },
    async remove(id: string): Promise<ContactMessage> {
      return recordOut(await findOr404('Message', id, repository.delete));
    },
    countUnread: repository.countUnread,
  };
}
export type ContactService = ReturnType<typeof createContactService>;
