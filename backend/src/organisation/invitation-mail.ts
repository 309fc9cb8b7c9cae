// The invitation e-mail in the dealer's country's language (Finland: Finnish and Swedish both): who
// invited her, for which company, the roles she gets (named as the portal names them) and the last
// day the link works.
import { readFileSync } from 'node:fs';
import type { CountryCode, Role } from '../../../src/lib/api/schemas.ts';

interface Parts {
  dealer: string;
  admin: string;
  url: string;
  days: number;
  roles: readonly Role[];
  /** When the link stops working (epoch ms). */
  expiresAt: number;
}

type Locale = 'sv-SE' | 'fi-FI' | 'sv-FI' | 'da-DK';

/** The portal's own names of the roles, from its locale files. */
function roleNames(locale: Locale): Record<Role, string> {
  const texts = JSON.parse(readFileSync(new URL(`../../../locales/${locale}.json`, import.meta.url), 'utf8')) as {
    colleagues: { roles: Record<Role, string> };
  };
  return texts.colleagues.roles;
}
const ROLE_NAMES = Object.fromEntries((['sv-SE', 'fi-FI', 'sv-FI', 'da-DK'] as const).map((locale) => [locale, roleNames(locale)])) as Record<
  Locale,
  Record<Role, string>
>;

function rolesIn(locale: Locale, roles: readonly Role[]): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(roles.map((role) => ROLE_NAMES[locale][role]));
}

const TIME_ZONES: Record<CountryCode, string> = { SE: 'Europe/Stockholm', FI: 'Europe/Helsinki', DK: 'Europe/Copenhagen' };

function lastDayIn(locale: Locale, country: CountryCode, expiresAt: number): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONES[country] }).format(expiresAt);
}

const TEXTS: Record<CountryCode, (parts: Parts) => { subject: string; body: string }> = {
  SE: ({ dealer, admin, url, days, roles, expiresAt }) => ({
    subject: `Du är inbjuden till Partnerportalen av ${dealer}`,
    body:
      `${admin} har bjudit in dig till Partnerportalen för ${dealer}.\n\nDina roller: ${rolesIn('sv-SE', roles)}.\n\n` +
      `Välj ditt lösenord här: ${url}\n\nLänken gäller i ${days} dagar, till och med ${lastDayIn('sv-SE', 'SE', expiresAt)}, och kan användas en gång.`,
  }),
  FI: ({ dealer, admin, url, days, roles, expiresAt }) => ({
    subject: `Kutsu Partneriportaaliin – ${dealer} / Inbjudan till Partnerportalen – ${dealer}`,
    body:
      `Käyttäjä ${admin} on kutsunut sinut Partneriportaaliin (${dealer}).\nRoolisi: ${rolesIn('fi-FI', roles)}.\nValitse salasanasi: ${url}\n` +
      `Linkki on voimassa ${days} päivää (viimeinen voimassaolopäivä ${lastDayIn('fi-FI', 'FI', expiresAt)}), ja sitä voi käyttää kerran.\n\n` +
      `${admin} har bjudit in dig till Partnerportalen (${dealer}).\nDina roller: ${rolesIn('sv-FI', roles)}.\nVälj ditt lösenord: ${url}\n` +
      `Länken gäller i ${days} dagar, till och med ${lastDayIn('sv-FI', 'FI', expiresAt)}, och kan användas en gång.`,
  }),
  DK: ({ dealer, admin, url, days, roles, expiresAt }) => ({
    subject: `Du er inviteret til Partnerportalen af ${dealer}`,
    body:
      `${admin} har inviteret dig til Partnerportalen for ${dealer}.\n\nDine roller: ${rolesIn('da-DK', roles)}.\n\n` +
      `Vælg din adgangskode her: ${url}\n\nLinket gælder i ${days} dage, til og med ${lastDayIn('da-DK', 'DK', expiresAt)}, og kan bruges én gang.`,
  }),
};

export const invitationMail = (country: CountryCode, parts: Parts) => TEXTS[country](parts);
