// The organisation page's bank account: written as its country writes it, and checked by its check
// digits, so a dealer sees a mistyped account before a payout fails.
import { describe, expect, it } from 'vitest';
import { bankAccountValid, bicValid, formatAccountNumber, ibanValid, luhnValid } from '../../src/lib/organisation/bank-account';

describe('bank account check digits', () => {
  it('Luhn: Bankgirot’s example 5050-1055 holds, one digit changed does not', () => {
    expect(luhnValid('50501055')).toBe(true);
    expect(luhnValid('50501056')).toBe(false);
    expect(luhnValid('5050-1055')).toBe(false);
  });

  it('IBAN: Finnish, Danish and Swedish examples hold; a changed digit, a wrong length or an unknown country do not', () => {
    expect(ibanValid('FI21 1234 5600 0007 85')).toBe(true);
    expect(ibanValid('DK5000400440116243')).toBe(true);
    expect(ibanValid('SE4550000000058398257466')).toBe(true);
    expect(ibanValid('FI2112345600000786')).toBe(false);
    expect(ibanValid('FI211234560000078')).toBe(false);
    expect(ibanValid('XX2112345600000785')).toBe(false);
  });

  it('BIC: 8 or 11 characters with letters where the bank and country go', () => {
    expect(bicValid('NDEAFIHH')).toBe(true);
    expect(bicValid('DABADKKKXXX')).toBe(true);
    expect(bicValid('NDEA1IHH')).toBe(false);
    expect(bicValid('NDEAFIH')).toBe(false);
  });

  it('per type: each seeded account is valid, MISSING never is', () => {
    expect(bankAccountValid({ type: 'BANKGIRO', accountNumber: '50501055' })).toBe(true);
    expect(bankAccountValid({ type: 'BANKGIRO', accountNumber: '505010' })).toBe(false);
    expect(bankAccountValid({ type: 'PLUSGIRO', accountNumber: '4100046' })).toBe(true);
    expect(bankAccountValid({ type: 'FI_BANK', iban: 'FI2112345600000785', bic: 'NDEAFIHH' })).toBe(true);
    expect(bankAccountValid({ type: 'FI_BANK', iban: 'DK5000400440116243', bic: 'NDEAFIHH' })).toBe(false);
    expect(bankAccountValid({ type: 'BBAN', clearingNumber: '0040', accountNumber: '0440116243', iban: 'DK5000400440116243' })).toBe(true);
    expect(bankAccountValid({ type: 'BBAN', clearingNumber: '83279', accountNumber: '123456789', iban: null })).toBe(true);
    expect(bankAccountValid({ type: 'BBAN', clearingNumber: '83278', accountNumber: '123456789', iban: null })).toBe(false);
    expect(bankAccountValid({ type: 'IBAN', iban: 'DK5000400440116243', bic: 'DABADKKK' })).toBe(true);
    expect(bankAccountValid({ type: 'MISSING' })).toBe(false);
  });
});

describe('bank account formats', () => {
  it('bankgiro 123-4567 or 1234-5678, plusgiro 1234567-8, Swedbank clearing 8327-9, IBAN in groups of four', () => {
    expect(formatAccountNumber({ type: 'BANKGIRO', accountNumber: '50501055' })).toBe('5050-1055');
    expect(formatAccountNumber({ type: 'BANKGIRO', accountNumber: '1234566' })).toBe('123-4566');
    expect(formatAccountNumber({ type: 'PLUSGIRO', accountNumber: '4100046' })).toBe('410004-6');
    expect(formatAccountNumber({ type: 'BBAN', clearingNumber: '83279', accountNumber: '123456789', iban: null })).toBe('8327-9 123456789');
    expect(formatAccountNumber({ type: 'FI_BANK', iban: 'FI2112345600000785', bic: 'NDEAFIHH' })).toBe('FI21 1234 5600 0007 85');
  });
});
