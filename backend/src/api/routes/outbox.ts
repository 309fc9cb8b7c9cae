// GET /outbox: the stand-in's e-mails, newest first, as a page a person reads (the activation links
// clickable); GET /outbox.json?to= for the tests. Local only: the stand-in sends no mail.
import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { outbox } from '../../organisation/outbox.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function outboxRoutes(db: DatabaseSync) {
  return new Hono()
    .get('/json', (c) => c.json({ mails: outbox(db, c.req.query('to')) }))
    .get('/', (c) => {
      const mails = outbox(db).map(
        (mail) =>
          `<article><h2>${escape(mail.subject)}</h2><p>To ${escape(mail.to)}, ${escape(mail.sentAt)}</p>` +
          `<pre>${escape(mail.body)}</pre>${mail.link ? `<p><a href="${escape(mail.link)}">${escape(mail.link)}</a></p>` : ''}</article>`,
      );
      return c.html(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title></head><body><h1>E-mails the stand-in sent</h1>` +
          `${mails.length ? mails.join('<hr>') : '<p>None yet.</p>'}</body></html>`,
      );
    });
}
