import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/**
 * A real SMTP server on 127.0.0.1 (random port, no TLS, any login) that keeps what it receives,
 * parsed: the mail module's tests send through it rather than through a mocked transport.
 */
export async function startSmtpSink(
  options: {
    /** Refuses a recipient (550) while this answers true: a mail server that fails for some. */
    rejectRecipient?: (address: string) => boolean;
  } = {},
) {
  const received: ParsedMail[] = [];
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipient?.(address.address)) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wake of waiting.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
    logger: false,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    /** Resolves once `count` messages have arrived in all, or fails after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 5_000): Promise<ParsedMail[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} e-mail(s), received ${received.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received.slice(0, count);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
