// The stand-in's e-mail: nothing leaves the machine. Every mail it "sends" (the colleagues'
// invitations) is kept in mail_outbox, and GET /outbox shows them with their links, the way
// `npm start` prints.
import type { DatabaseSync } from 'node:sqlite';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** The link the mail is about (an activation link), shown as a link in the outbox. */
  link: string | null;
}

export function sendMail(db: DatabaseSync, mail: Mail, now = Date.now()): void {
  db.prepare('INSERT INTO mail_outbox (to_email, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?)').run(
    mail.to,
    mail.subject,
    mail.body,
    mail.link,
    now,
  );
}

/** The newest mails first; to one address when asked. */
export function outbox(db: DatabaseSync, to?: string): (Mail & { sentAt: string })[] {
  const rows = db
    .prepare(
      `SELECT to_email, subject, body, link, created_at FROM mail_outbox WHERE ? IS NULL OR to_email = ? COLLATE NOCASE
    ORDER BY id DESC LIMIT 100`,
    )
    .all(to ?? null, to ?? null) as { to_email: string; subject: string; body: string; link: string | null; created_at: number }[];
  return rows.map((row) => ({ to: row.to_email, subject: row.subject, body: row.body, link: row.link, sentAt: new Date(row.created_at).toISOString() }));
}
