import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The addresses a message went to. */
const recipients = (mail: ParsedMail): string[] =>
  (Array.isArray(mail.to) ? mail.to : [mail.to])
    .flatMap((a) => a?.value ?? [])
    .flatMap((v) => (v.address ? [v.address] : []));

/** The messages sent to one address. */
export const addressedTo = (messages: ParsedMail[], email: string): ParsedMail[] =>
  messages.filter((mail) => recipients(mail).includes(email));

export type Mailbox = {
  url: string;
  messages: ParsedMail[];
  /** Waits until at least `count` messages have arrived. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ParsedMail[]>;
  /** Makes the server refuse the next `count` messages with a temporary error. */
  refuse: (count: number) => void;
  /** How many messages have started arriving, stalled ones included. */
  begun: () => number;
  close: () => Promise<void>;
};

/**
 * A real SMTP server on a free local port that parses every message it is given; a stalled one
 * takes each message's data and never answers; `onMessage` runs as each message begins.
 */
export async function startMailbox(
  options: { stalled?: boolean; onMessage?: () => void } = {},
): Promise<Mailbox> {
  const messages: ParsedMail[] = [];
  let refusals = 0;
  let begun = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'user' && auth.password === 'secret') callback(null, { user: 'user' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      begun += 1;
      options.onMessage?.();
      if (options.stalled) {
        stream.resume();
        return;
      }
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Try later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  // A client killed mid-message resets its connection, which the server reports as an error: that
  // is the client's story, which its test tells. Any other error still fails the run.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://user:secret@127.0.0.1:${port}`,
    messages,
    refuse: (count) => {
      refusals = count;
    },
    begun: () => begun,
    waitFor: async (count, timeoutMs = 10_000) => {
      const until = Date.now() + timeoutMs;
      while (messages.length < count && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (messages.length < count) {
        throw new Error(`${messages.length} of ${count} messages arrived in ${timeoutMs} ms`);
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
