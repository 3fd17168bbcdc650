import type { Db } from '#src/db/database.ts';
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
 * that the message exists exactly when the change does.
 */
export function enqueue(db: Db, topic: string, message: MailMessage, at: number): Promise<void> {
  return outboxRepository.insert(db, {
    topic,
    recipient: message.to,
    message: JSON.stringify(message),
    at,
  });
}

export const countWaiting = outboxRepository.countWaiting;
export const removeByTopics = outboxRepository.removeByTopics;
export const removeSentBefore = outboxRepository.removeSentBefore;
