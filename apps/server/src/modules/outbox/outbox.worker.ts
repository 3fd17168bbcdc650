import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Context } from '#src/context.ts';
import { backgroundTimers, type Timers } from '#src/lib/timers.ts';
import * as outboxRepository from '#src/modules/outbox/outbox.repository.ts';
import type { FillLinks, MailMessage } from '#src/modules/outbox/outbox.service.ts';

/** How often the outbox is looked at for messages due (a local write looks at once). */
const POLL_MS = 1_000;
/**
 * How long a claimed message is held by its worker before another may take it over: longer than
 * one message can take (each step of the SMTP conversation has SMTP_TIMEOUT_MS). Messages are
 * claimed one at a time, so that a slow server never outlasts a claim and no message goes twice.
 */
const LEASE_MS = 60_000;
const FIRST_RETRY_MS = 5_000;
/** A message waiting through an SMTP outage leaves at most this long after the server is back. */
const MAX_RETRY_MS = 120_000;
const SMTP_TIMEOUT_MS = 20_000;

export function retryDelay(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

type WorkerOptions = {
  fillLinks?: FillLinks;
  /** What the polling waits with: Node's timers unless a test moves its own. */
  timers?: Timers;
};

/**
 * Sends the outbox's messages through SMTP. Each instance runs one; a message is claimed by one
 * of them at a time, marked sent once the SMTP server has accepted it, and retried with backoff
 * when it was not. Without an SMTP URL it does nothing and the messages wait.
 */
export function createOutboxWorker(
  ctx: Context,
  log: FastifyBaseLogger,
  { fillLinks, timers = backgroundTimers }: WorkerOptions = {},
) {
  const url = ctx.config.mail.smtpUrl;
  const transport: Transporter | undefined = url
    ? nodemailer.createTransport({
        url,
        // Refuses to send when the server offers no STARTTLS, rather than sending in clear.
        requireTLS: ctx.config.mail.requireTls,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      })
    : undefined;
  const host = new URL(ctx.config.publicUrl).hostname;
  let timer: unknown;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  async function send(row: outboxRepository.OutboxRow): Promise<void> {
    const stored = JSON.parse(row.message) as MailMessage;
    const message = row.linkReference && fillLinks ? fillLinks(stored, row.linkReference) : stored;
    try {
      await transport!.sendMail({
        ...message,
        from: ctx.config.mail.from,
        // The same id on every try, so that a receiver can tell a repeat after a crash.
        messageId: message.messageId ?? `<outbox-${row.id}@${host}>`,
        // Every message is written by the system: no out-of-office answers, no auto-forwarding.
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
      await outboxRepository.markSent(ctx.db, row.id, ctx.now());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ outboxId: row.id, attempts: row.attempts, reason }, 'e-mail not sent; retrying');
      await outboxRepository.markFailed(ctx.db, row.id, {
        nextAttemptAt: ctx.now() + retryDelay(row.attempts),
        error: reason,
      });
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      const now = ctx.now();
      const [row] = await outboxRepository.claim(ctx.db, { now, until: now + LEASE_MS, limit: 1 });
      if (row) {
        await send(row);
        again = true;
      }
    } while (again && !closed);
  }

  /** Looks at the outbox now, or once more after the look under way. */
  function kick(): void {
    if (!transport || closed) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'outbox not read'))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    configured: transport !== undefined,
    kick,
    start(): void {
      if (!transport) return;
      timer = timers.setInterval(kick, POLL_MS);
      kick();
    },
    async close(): Promise<void> {
      closed = true;
      timers.clearInterval(timer);
      await running;
      transport?.close();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

/**
 * Starts this instance's worker: it looks at the outbox every second and straight after every
 * successful write, and stops with the app.
 */
export function registerOutboxWorker(
  app: FastifyInstance,
  ctx: Context,
  options: WorkerOptions = {},
): OutboxWorker {
  const worker = createOutboxWorker(ctx, app.log, options);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      worker.kick();
    }
    done();
  });
  app.addHook('onReady', (done) => {
    worker.start();
    done();
  });
  app.addHook('onClose', () => worker.close());
  return worker;
}
