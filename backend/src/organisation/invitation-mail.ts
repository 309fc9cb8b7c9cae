// The invitation e-mail in the dealer's country's language (Finland: Finnish and Swedish both).
import type { CountryCode } from '../../../src/lib/api/schemas.ts';

interface Parts {
  dealer: string;
  admin: string;
  url: string;
  days: number;
}

const TEXTS: Record<CountryCode, (parts: Parts) => { subject: string; body: string }> = {
  SE: ({ dealer, admin, url, days }) => ({
    subject: `Du är inbjuden till Partnerportalen av ${dealer}`,
    body: `${admin} har bjudit in dig till Partnerportalen för ${dealer}.\n\nVälj ditt lösenord här: ${url}\n\nLänken gäller i ${days} dagar och kan användas en gång.`,
  }),
  FI: ({ dealer, admin, url, days }) => ({
    subject: `Kutsu Partneriportaaliin – ${dealer} / Inbjudan till Partnerportalen – ${dealer}`,
    body:
      `Käyttäjä ${admin} on kutsunut sinut Partneriportaaliin (${dealer}).\nValitse salasanasi: ${url}\nLinkki on voimassa ${days} päivää, ja sitä voi käyttää kerran.\n\n` +
      `${admin} har bjudit in dig till Partnerportalen (${dealer}).\nVälj ditt lösenord: ${url}\nLänken gäller i ${days} dagar och kan användas en gång.`,
  }),
  DK: ({ dealer, admin, url, days }) => ({
    subject: `Du er inviteret til Partnerportalen af ${dealer}`,
    body: `${admin} har inviteret dig til Partnerportalen for ${dealer}.\n\nVælg din adgangskode her: ${url}\n\nLinket gælder i ${days} dage og kan bruges én gang.`,
  }),
};

export const invitationMail = (country: CountryCode, parts: Parts) => TEXTS[country](parts);
