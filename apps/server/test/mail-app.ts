import { createTestApp, type DatabaseKind, type TestApp } from './helpers.ts';
import { startMailbox, type Mailbox } from './mailbox.ts';

/** A fresh app whose e-mail goes from the restaurant's desk to a real SMTP server of its own. */
export async function createMailApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<{ t: TestApp; mailbox: Mailbox }> {
  const mailbox = await startMailbox();
  const t = await createTestApp(kind, {
    SMTP_URL: mailbox.url,
    MAIL_FROM: 'Bistro <desk@bistro.test>',
    ...env,
  });
  return { t, mailbox };
}
