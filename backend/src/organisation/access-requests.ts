// Asking for access (issue 40 §3): a user without a page's role asks the organisation's own
// administrators, who get a mail naming the user, the page and where to change roles. The same
// user asking about the same page again within a day sends nothing more.
import type { DatabaseSync } from 'node:sqlite';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { sendMail } from './outbox.ts';

const DAY_MS = 86_400_000;

interface UserRow {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  dealer_id: string;
  roles: string;
  active: number;
}

/** The dealer's active administrators, by name. */
export function administratorsOf(db: DatabaseSync, dealerId: string): { id: string; firstname: string; lastname: string }[] {
  const users = db.prepare('SELECT id, firstname, lastname, roles, active FROM users WHERE dealer_id = ? AND active = 1').all(dealerId) as unknown as UserRow[];
  return users
    .filter((user) => (JSON.parse(user.roles) as string[]).includes('ORGANIZATION_ADMIN'))
    .map(({ id, firstname, lastname }) => ({ id, firstname, lastname }))
    .sort((a, b) => a.lastname.localeCompare(b.lastname, 'sv') || a.firstname.localeCompare(b.firstname, 'sv'));
}

const MAIL: Record<CountryCode, (user: string, page: string, url: string) => { subject: string; body: string }> = {
  SE: (user, page, url) => ({
    subject: `${user} ber om behörighet i Partnerportalen`,
    body: `${user} har inte behörighet till sidan ”${page}” och ber dig om den.\n\nDu ändrar kollegans roller under Organisation → Kollegor: ${url}`,
  }),
  FI: (user, page, url) => ({
    subject: `${user} pyytää käyttöoikeutta Partneriportaalissa / ${user} ber om behörighet i Partnerportalen`,
    body:
      `Käyttäjällä ${user} ei ole oikeutta sivulle ”${page}”, ja hän pyytää sitä sinulta.\nMuutat työtoverin rooleja kohdassa Organisaatio → Työtoverit: ${url}\n\n` +
      `${user} har inte behörighet till sidan ”${page}” och ber dig om den.\nDu ändrar kollegans roller under Organisation → Kolleger: ${url}`,
  }),
  DK: (user, page, url) => ({
    subject: `${user} beder om adgang i Partnerportalen`,
    body: `${user} har ikke adgang til siden ”${page}” og beder dig om den.\n\nDu ændrer kollegaens roller under Organisation → Kolleger: ${url}`,
  }),
};

/** Mails every administrator of the user's dealer; answers how many were told (0 when asked within the day already). */
export function requestAccess(db: DatabaseSync, user: UserRow, page: string, link: { portalOrigin: string; country: CountryCode }, now = Date.now()): number {
  const name = `${user.firstname} ${user.lastname}`;
  const mail = MAIL[link.country](name, page, `${link.portalOrigin}/organisation/colleagues?${new URLSearchParams({ edit: user.id })}`);
  const administrators = administratorsOf(db, user.dealer_id).filter((admin) => admin.id !== user.id);
  const emails = administrators.map((admin) => (db.prepare('SELECT email FROM users WHERE id = ?').get(admin.id) as { email: string }).email);
  const askedToday = (to: string) =>
    db
      .prepare('SELECT 1 FROM mail_outbox WHERE to_email = ? AND subject = ? AND body = ? AND created_at > ?')
      .get(to, mail.subject, mail.body, now - DAY_MS) !== undefined;
  const told = emails.filter((to) => !askedToday(to));
  for (const to of told) sendMail(db, { to, ...mail, link: null }, now);
  return told.length;
}
