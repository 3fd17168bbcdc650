import { createHash, createHmac } from 'node:crypto';
import type { Secrets } from '#src/lib/secrets.ts';
import type { FillLinks, MailMessage } from '#src/modules/outbox/outbox.service.ts';

/**
 * The guest's link token: 256 bits derived from the server's key and the booking's reference, so
 * that every later message can carry the link while the database holds only the token's hash
 * (docs/decisions/017-reservations.md).
 */
export function manageToken(secrets: Secrets, reference: string): string {
  return createHmac('sha256', secrets.totpKey)
    .update(`reservation-link:${reference}`)
    .digest('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const managePath = (token: string) => `/reservation/${token}`;

/**
 * Stands for a booking's token in a message waiting in the outbox, which thus holds no usable
 * link. As long as a token, so that a line folded around it (in a calendar entry) folds alike.
 */
export const TOKEN_STAND_IN = 'manage-token-written-in-when-mail-is-sent00';

const STAND_IN_FOLDED = new RegExp(TOKEN_STAND_IN.split('').join('(?:\\r\\n[ \\t])?'), 'g');

/** Writes the token where the stand-in is, keeping any line fold inside it where it was. */
function writeIn(text: string, token: string): string {
  return text.replace(STAND_IN_FOLDED, (found) => {
    let written = '';
    let next = 0;
    for (let at = 0; at < found.length;) {
      if (found.startsWith('\r\n', at)) {
        written += found.slice(at, at + 3);
        at += 3;
      } else {
        written += token[next++];
        at += 1;
      }
    }
    return written;
  });
}

/** Writes the booking's manage token into a message as it leaves the outbox. */
export function fillManageToken(secrets: Secrets): FillLinks {
  return (message: MailMessage, reference: string) => {
    const token = manageToken(secrets, reference);
    return {
      ...message,
      text: writeIn(message.text, token),
      html: writeIn(message.html, token),
      ...(message.attachments
        ? {
            attachments: message.attachments.map((attachment) => ({
              ...attachment,
              content: writeIn(attachment.content, token),
            })),
          }
        : {}),
    };
  };
}
