// The dealer's bank account as its country writes it, and whether its check digits hold (NORDIC.md:
// bankgiro and plusgiro end in a Luhn digit, an IBAN's check digits are mod 97 with a length per
// country, a BIC is 8 or 11 characters; a Swedish clearing number has 4 digits, Swedbank's 8xxx a
// fifth; a Danish registration number 4 digits and its account 4 to 10).
import type { BankAccount } from '../api/partner-schemas';

/** The Luhn (mod 10) check of a digit string whose last digit is the check digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return sum % 10 === 0;
}

const IBAN_LENGTHS: Record<string, number> = { SE: 24, FI: 18, DK: 18, NO: 15, DE: 22 };

/** ISO 13616: the country's length, then the rearranged number mod 97 is 1. */
export function ibanValid(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  const country = compact.slice(0, 2);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact) || IBAN_LENGTHS[country] !== compact.length) return false;
  const numeric = [...`${compact.slice(4)}${compact.slice(0, 4)}`].map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55))).join('');
  let remainder = 0;
  for (const char of numeric) remainder = (remainder * 10 + Number(char)) % 97;
  return remainder === 1;
}

/** ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const bicValid = (bic: string) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic.trim().toUpperCase());

/** An IBAN in groups of four, as printed on a statement. */
export const formatIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase().replace(/(.{4})(?=.)/g, '$1 ');

export function bankAccountValid(account: BankAccount): boolean {
  switch (account.type) {
    case 'BANKGIRO': return /^\d{7,8}$/.test(account.accountNumber) && luhnValid(account.accountNumber);
    case 'PLUSGIRO': return /^\d{2,8}$/.test(account.accountNumber) && luhnValid(account.accountNumber);
    case 'BBAN': {
      const swedbank = /^8\d{4}$/.test(account.clearingNumber);
      const clearing = swedbank || /^\d{4}$/.test(account.clearingNumber);
      return clearing && /^\d{4,10}$/.test(account.accountNumber) && (swedbank ? luhnValid(account.clearingNumber) : true)
        && (account.iban === null || ibanValid(account.iban));
    }
    case 'FI_BANK': return account.iban.toUpperCase().startsWith('FI') && ibanValid(account.iban) && bicValid(account.bic);
    case 'IBAN': return ibanValid(account.iban) && bicValid(account.bic);
    case 'MISSING': return false;
  }
}

/** The account number as its kind is written: bankgiro 123-4567 / 1234-5678, plusgiro 1234567-8, clearing and account apart. */
export function formatAccountNumber(account: BankAccount): string {
  switch (account.type) {
    case 'BANKGIRO': return account.accountNumber.replace(/^(\d{3,4})(\d{4})$/, '$1-$2');
    case 'PLUSGIRO': return account.accountNumber.replace(/^(\d+)(\d)$/, '$1-$2');
    case 'BBAN': return `${account.clearingNumber.replace(/^(8\d{3})(\d)$/, '$1-$2')} ${account.accountNumber}`;
    case 'FI_BANK': case 'IBAN': return formatIban(account.iban);
    case 'MISSING': return '';
  }
}
