// The dealer's bank account as its country writes it, and whether it holds (NORDIC.md): bankgiro and
// plusgiro end in a Luhn digit; a Swedish clearing and account number follow the bank's own rules
// (kontonummer, Bankgirot's specification); an IBAN and BIC are checked by ibantools (country length,
// mod 97); a Danish registration number has 4 digits and its account 4 to 10.
import { isValidBIC, isValidIBAN, friendlyFormatIBAN } from 'ibantools';
import { parse as parseKontonummer } from 'kontonummer';
import type { BankAccount } from '../api/partner-schemas';
import type { CountryCode } from '../api/schemas';
import { luhnCheckDigit } from '../organization-number';

/**
 * The Luhn (mod 10) check of a digit string whose last digit is the check digit.
 * @internal exported for its unit tests
 */
export function luhnValid(digits: string): boolean {
  return /^\d{2,}$/.test(digits) && luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

const ibanValid = (iban: string) => isValidIBAN(iban.replace(/\s+/g, '').toUpperCase());
const bicValid = (bic: string) => isValidBIC(bic.trim().toUpperCase());

/** A Swedish clearing and account number, parsed by the bank's rules; undefined when they do not hold. */
function swedishAccount(clearingNumber: string, accountNumber: string) {
  try {
    return parseKontonummer(clearingNumber, accountNumber);
  } catch {
    return undefined;
  }
}

/** An IBAN in groups of four, as printed on a statement. */
export const formatIban = (iban: string) => friendlyFormatIBAN(iban.replace(/\s+/g, '').toUpperCase()) ?? iban;

export function bankAccountValid(account: BankAccount, country: CountryCode): boolean {
  switch (account.type) {
    case 'BANKGIRO':
      return /^\d{7,8}$/.test(account.accountNumber) && luhnValid(account.accountNumber);
    case 'PLUSGIRO':
      return /^\d{2,8}$/.test(account.accountNumber) && luhnValid(account.accountNumber);
    case 'BBAN': {
      const domestic =
        country === 'SE'
          ? swedishAccount(account.clearingNumber, account.accountNumber) !== undefined
          : /^\d{4}$/.test(account.clearingNumber) && /^\d{4,10}$/.test(account.accountNumber);
      return domestic && (account.iban === null || ibanValid(account.iban));
    }
    case 'FI_BANK':
      return account.iban.toUpperCase().startsWith('FI') && ibanValid(account.iban) && bicValid(account.bic);
    case 'IBAN':
      return ibanValid(account.iban) && bicValid(account.bic);
    case 'MISSING':
      return false;
  }
}

/** The account number as its kind is written: bankgiro 123-4567 / 1234-5678, plusgiro 1234567-8, a Swedish account as its bank writes it. */
export function formatAccountNumber(account: BankAccount, country: CountryCode): string {
  switch (account.type) {
    case 'BANKGIRO':
      return account.accountNumber.replace(/^(\d{3,4})(\d{4})$/, '$1-$2');
    case 'PLUSGIRO':
      return account.accountNumber.replace(/^(\d+)(\d)$/, '$1-$2');
    case 'BBAN': {
      const swedish = country === 'SE' ? swedishAccount(account.clearingNumber, account.accountNumber) : undefined;
      return swedish ? swedish.format('pretty') : `${account.clearingNumber} ${account.accountNumber}`;
    }
    case 'FI_BANK':
    case 'IBAN':
      return formatIban(account.iban);
    case 'MISSING':
      return '';
  }
}
