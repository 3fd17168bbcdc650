import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';

const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar')),
  'build/dist/vnu.jar',
);

/** The Nu Html Checker's errors and warnings for each document, with Debian's Java. */
export async function vnuProblems(documents: string[]): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-mail-vnu-'));
  try {
    const files = documents.map((html, index) => {
      const file = path.join(dir, `${index}.html`);
      fs.writeFileSync(file, html);
      return file;
    });
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', '--stdout', ...files],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as {
      messages: Array<{ type: string; subType?: string; url: string; message: string }>;
    };
    return messages
      .filter((m) => m.type === 'error' || m.subType === 'warning')
      .map((m) => `${path.basename(m.url)}: ${m.message}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A message's calendar attachment: its raw text and its event, parsed by ical.js. */
export function calendarOf(mail: ParsedMail) {
  const attachment = mail.attachments.find((a) => a.filename?.endsWith('.ics'));
  if (!attachment) return undefined;
  const raw = attachment.content.toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(raw));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const timezone = calendar.getFirstSubcomponent('vtimezone');
  if (timezone) ICAL.TimezoneService.register(timezone);
  return {
    raw,
    attachmentType: attachment.contentType,
    method: calendar.getFirstPropertyValue('method'),
    timezone,
    event: new ICAL.Event(vevent),
    vevent,
  };
}

/**
 * Checks a calendar text line by line against RFC 5545's framing: CRLF endings, no line over 75
 * octets, continuation lines starting with a space, and each unfolded line a known property.
 */
export function expectRfc5545Lines(raw: string) {
  expect(raw.endsWith('\r\n')).toBe(true);
  const lines = raw.slice(0, -2).split('\r\n');
  for (const line of lines) {
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    expect(line).not.toMatch(/[\r\n]/);
  }
  const unfolded = raw.replace(/\r\n /g, '').slice(0, -2).split('\r\n');
  for (const line of unfolded) expect(line, line).toMatch(/^[A-Z-]+[;:]/);
  expect(unfolded[0]).toBe('BEGIN:VCALENDAR');
  expect(unfolded.at(-1)).toBe('END:VCALENDAR');
  return unfolded;
}

/** The headers every message carries, and the HTML part's document frame. */
export function expectMessageFrame(mail: ParsedMail, lang: string, heading: string) {
  expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
  expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@[\w.-]+>$/);
  const html = mail.html as string;
  expect(html).toMatch(new RegExp(`^<!DOCTYPE html>\\n<html lang="${lang}">`));
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(html).toContain(`<title>${mail.subject}</title>`);
  expect(html).toContain(`<h1 style="font-size:1.4em">${heading}</h1>`);
  expect(mail.text!.split('\n')[0]).toBe(heading);
}
