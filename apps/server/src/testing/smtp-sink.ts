import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** Whether a received message is addressed to `address`. */
const isTo = (mail: ParsedMail, address: string) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).some((to) =>
    to.value.some((recipient) => recipient.address?.toLowerCase() === address.toLowerCase()),
  );

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
  let connections = 0;
  let closed = 0;
  const server = new SMTPServer({
    secure: false,
    // A client's kept connection (the mail module's pool) is ended at once when the sink stops.
    closeTimeout: 100,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onClose() {
      closed += 1;
    },
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

  /** Resolves with what `check` finds, checking again as each message arrives (no polling). */
  async function until<T>(check: () => T | undefined, failure: () => string, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = check();
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(failure());
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    /** How many connections clients have opened so far. */
    connections: () => connections,
    /** How many of them are still open. */
    openConnections: () => connections - closed,
    /** Resolves once `count` messages have arrived in all, or fails after `timeoutMs`. */
    waitFor: (count: number, timeoutMs = 5_000) =>
      until(
        () => (received.length >= count ? received.slice(0, count) : undefined),
        () => `expected ${count} e-mail(s), received ${received.length}`,
        timeoutMs,
      ),
    /** The messages to `address` received so far. */
    mailsTo: (address: string) => received.filter((mail) => isTo(mail, address)),
    /** Resolves with the messages to `address` once there are `count`, or fails after `timeoutMs`. */
    waitForMailsTo: (address: string, count: number, timeoutMs = 5_000) =>
      until(
        () => {
          const found = received.filter((mail) => isTo(mail, address));
          return found.length >= count ? found : undefined;
        },
        () => `expected ${count} e-mail(s) to ${address}`,
        timeoutMs,
      ),
    /** The next message to `address`, taken out, so that the one after it is found next time. */
    async takeMailTo(address: string, timeoutMs = 5_000): Promise<ParsedMail> {
      const [mail] = await until(
        () => {
          const found = received.find((message) => isTo(message, address));
          return found ? [found] : undefined;
        },
        () => `no e-mail to ${address}`,
        timeoutMs,
      );
      received.splice(received.indexOf(mail as ParsedMail), 1);
      return mail as ParsedMail;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
