import { describe, expect, it } from 'vitest';
import {
  TOKEN_STAND_IN,
  fillManageToken,
  manageToken,
} from '#src/modules/reservations/reservation-token.ts';

const secrets = { jwtSecret: new Uint8Array(32), totpKey: Buffer.alloc(32, 7) };

describe("a booking's manage link in a message leaving the outbox", () => {
  it('is written in wherever the stand-in is, also across a folded calendar line', () => {
    const url = `https://www.example-restaurant.hu/reservation/${TOKEN_STAND_IN}`;
    const line = `URL:${url}`;
    const folded = `${line.slice(0, 75)}\r\n ${line.slice(75)}`;
    const filled = fillManageToken(secrets)(
      {
        to: 'guest@example.test',
        messageId: '<1@example.test>',
        subject: 'Booking',
        text: `Manage: ${url}`,
        html: `<a href="${url}">Manage</a>`,
        attachments: [
          {
            filename: 'B.ics',
            content: `BEGIN:VEVENT\r\n${folded}\r\nEND:VEVENT`,
            contentType: 'text/calendar',
          },
        ],
      },
      'ABC234',
    );
    const token = manageToken(secrets, 'ABC234');
    const link = `https://www.example-restaurant.hu/reservation/${token}`;

    expect(token).toHaveLength(TOKEN_STAND_IN.length);
    expect(filled.text).toBe(`Manage: ${link}`);
    expect(filled.html).toBe(`<a href="${link}">Manage</a>`);
    const calendar = filled.attachments![0]!.content;
    expect(calendar).toBe(
      `BEGIN:VEVENT\r\n${`URL:${link}`.slice(0, 75)}\r\n ${`URL:${link}`.slice(75)}\r\nEND:VEVENT`,
    );
    expect(JSON.stringify(filled)).not.toContain(TOKEN_STAND_IN.slice(0, 12));
  });
});
