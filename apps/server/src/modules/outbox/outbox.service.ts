import type { Context } from '#src/context.ts';
import * as outboxRepository from '#src/modules/outbox/outbox.repository.ts';

export type MailMessage = {
  to: string;
  /** Random, made when the message is written, so that it is the same on every try. */
  messageId: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
};

/**
 * Writes a message to the outbox; call it with the transaction of the change that causes it, so
 * that the message exists exactly when the change does. A message naming a booking's manage link
 * holds a stand-in for it and the booking's reference: the link is written in when it is sent.
 */
export function enqueue(
  ctx: Context,
  topic: string,
  message: MailMessage,
  at: number,
  options: { linkReference?: string; sendAt?: number } = {},
): Promise<void> {
  return outboxRepository.insert(ctx.db, {
    topic,
    recipient: message.to,
    message: JSON.stringify(message),
    ...options,
    at,
  });
}

/** Writes what a message stands for into it at sending (the manage link of a booking). */
export type FillLinks = (message: MailMessage, linkReference: string) => MailMessage;

export const countWaiting = outboxRepository.countWaiting;
export const backlog = outboxRepository.backlog;

/**
 * How the last message to each recipient about each subject fared: sent, waiting, or refused at
 * its last try; keyed by `topic recipient` (the address in lower case).
 */
export async function lastDelivery(
  ctx: Context,
  topics: string[],
): Promise<Map<string, 'sent' | 'waiting' | 'failed'>> {
  const last = new Map<string, 'sent' | 'waiting' | 'failed'>();
  for (const row of await outboxRepository.findByTopics(ctx.db, topics)) {
    const state = row.sentAt !== null ? 'sent' : row.lastError !== null ? 'failed' : 'waiting';
    last.set(`${row.topic} ${row.recipient.toLowerCase()}`, state);
  }
  return last;
}
export const removeByTopics = outboxRepository.removeByTopics;
export const withdrawHeld = outboxRepository.withdrawHeld;
export const removeSentBefore = outboxRepository.removeSentBefore;
