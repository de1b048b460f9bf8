import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startSmtpSink } from '../../../apps/server/src/testing/smtp-sink.ts';

/**
 * The e2e server sends real e-mail (SMTP_URL) to a real SMTP server started by the global setup.
 * The tests run in other processes, so each message received is written as a JSON file into a
 * folder whose path the global setup passes on in E2E_MAILBOX; a test reads the messages sent to
 * its own (unique) address from there.
 */
export const MAILBOX_ENV = 'E2E_MAILBOX';

export type Mail = { to: string[]; subject: string; text: string; receivedAt: number };

/** Global setup: the SMTP server, and the folder it delivers to. */
export async function startMailbox(dir: string) {
  await mkdir(dir, { recursive: true });
  const sink = await startSmtpSink();
  let delivered = 0;
  let stopped = false;
  const deliver = async () => {
    while (!stopped) {
      try {
        // Wakes as soon as a message arrives; the timeout only lets the loop see `stopped`.
        await sink.waitFor(delivered + 1, 500);
      } catch {
        continue;
      }
      for (; delivered < sink.received.length; delivered++) {
        const mail = sink.received[delivered];
        if (!mail) continue;
        const to = [mail.to ?? []]
          .flat()
          .flatMap((address) => address.value.map((entry) => (entry.address ?? '').toLowerCase()));
        const record: Mail = {
          to,
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          receivedAt: Date.now(),
        };
        const name = `${String(delivered).padStart(6, '0')}.json`;
        // Written under another name first: a reader never sees half a file.
        await writeFile(path.join(dir, `${name}.tmp`), JSON.stringify(record));
        await rename(path.join(dir, `${name}.tmp`), path.join(dir, name));
      }
    }
  };
  const loop = deliver();
  return {
    url: sink.url,
    async stop() {
      stopped = true;
      await loop;
      await sink.stop();
    },
  };
}

function mailboxDir(): string {
  const dir = process.env[MAILBOX_ENV];
  if (!dir) throw new Error(`${MAILBOX_ENV} is not set: the e2e global setup starts the mailbox`);
  return dir;
}

async function readAll(): Promise<Mail[]> {
  const dir = mailboxDir();
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as Mail),
  );
}

/**
 * The messages sent to `address` so far, oldest first, waiting until there are at least `count`
 * of them (matching `subject` when given).
 */
export async function mailTo(
  address: string,
  { count = 1, subject, timeoutMs = 15_000 }: { count?: number; subject?: RegExp; timeoutMs?: number } = {},
): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readAll()).filter(
      (mail) => mail.to.includes(address.toLowerCase()) && (!subject || subject.test(mail.subject)),
    );
    if (found.length >= count) return found;
    if (Date.now() > deadline) {
      throw new Error(
        `expected ${count} e-mail(s) to ${address}${subject ? ` (${subject})` : ''}, found ${found.length}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The latest message to `address`. */
export async function latestMailTo(address: string, options: { count?: number; subject?: RegExp } = {}) {
  const found = await mailTo(address, options);
  return found[found.length - 1] as Mail;
}

/** The first link in a message's text whose path matches (the e-mails carry absolute links). */
export function linkIn(mail: Mail, pathPattern: RegExp): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => pathPattern.test(new URL(url).pathname));
  if (!link) throw new Error(`no link matching ${pathPattern} in "${mail.subject}":\n${mail.text}`);
  return link;
}
