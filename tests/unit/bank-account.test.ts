// The organisation page's bank account: written as its country writes it, and checked per type (Luhn
// for bankgiro and plusgiro, kontonummer for a Swedish account, ibantools for IBAN and BIC), so a
// dealer sees a mistyped account before a payout fails.
import { describe, expect, it } from 'vitest';
import { bankAccountValid, formatAccountNumber, formatIban, luhnValid } from '../../src/lib/organisation/bank-account';

describe('bank account checks', () => {
  it('Luhn: Bankgirot’s example 5050-1055 holds, one digit changed does not', () => {
    expect(luhnValid('50501055')).toBe(true);
    expect(luhnValid('50501056')).toBe(false);
    expect(luhnValid('5050-1055')).toBe(false);
    // Seven digits (a 7-digit bankgiro, an odd count) as well as eight.
    expect(luhnValid('1234566')).toBe(true);
    expect(luhnValid('1234567')).toBe(false);
    expect(luhnValid('18')).toBe(true);
    expect(luhnValid('8')).toBe(false);
  });

  it('bankgiro and plusgiro: their length and check digit', () => {
    expect(bankAccountValid({ type: 'BANKGIRO', accountNumber: '50501055' }, 'SE')).toBe(true);
    expect(bankAccountValid({ type: 'BANKGIRO', accountNumber: '505010' }, 'SE')).toBe(false);
    expect(bankAccountValid({ type: 'PLUSGIRO', accountNumber: '4100046' }, 'SE')).toBe(true);
    expect(bankAccountValid({ type: 'PLUSGIRO', accountNumber: '4100049' }, 'SE')).toBe(false);
  });

  it('a Swedish clearing and account number by its bank’s rules; a Danish registration and account number by their lengths', () => {
    expect(bankAccountValid({ type: 'BBAN', clearingNumber: '5000', accountNumber: '1234560', iban: null }, 'SE')).toBe(true);
    expect(bankAccountValid({ type: 'BBAN', clearingNumber: '5000', accountNumber: '1234561', iban: null }, 'SE')).toBe(false);
    expect(bankAccountValid({ type: 'BBAN', clearingNumber: '0040', accountNumber: '0440116243', iban: 'DK5000400440116243' }, 'DK')).toBe(true);
    expect(bankAccountValid({ type: 'BBAN', clearingNumber: '0040', accountNumber: '0440116243', iban: 'DK5000400440116244' }, 'DK')).toBe(false);
    expect(bankAccountValid({ type: 'BBAN', clearingNumber: '004', accountNumber: '0440116243', iban: null }, 'DK')).toBe(false);
  });

  it('IBAN and BIC: a Finnish account holds, a changed digit, another country for FI_BANK or a bad BIC do not; MISSING never holds', () => {
    expect(bankAccountValid({ type: 'FI_BANK', iban: 'FI2112345600000785', bic: 'NDEAFIHH' }, 'FI')).toBe(true);
    expect(bankAccountValid({ type: 'FI_BANK', iban: 'FI2112345600000786', bic: 'NDEAFIHH' }, 'FI')).toBe(false);
    expect(bankAccountValid({ type: 'FI_BANK', iban: 'DK5000400440116243', bic: 'NDEAFIHH' }, 'FI')).toBe(false);
    expect(bankAccountValid({ type: 'IBAN', iban: 'DK5000400440116243', bic: 'DABADKKK' }, 'DK')).toBe(true);
    expect(bankAccountValid({ type: 'IBAN', iban: 'DK5000400440116243', bic: 'DABA1KKK' }, 'DK')).toBe(false);
    expect(bankAccountValid({ type: 'MISSING' }, 'SE')).toBe(false);
  });
});

describe('bank account formats', () => {
  it('bankgiro 123-4567 or 1234-5678, plusgiro 1234567-8, a Swedish account as its bank writes it, IBAN in groups of four', () => {
    expect(formatAccountNumber({ type: 'BANKGIRO', accountNumber: '50501055' }, 'SE')).toBe('5050-1055');
    expect(formatAccountNumber({ type: 'BANKGIRO', accountNumber: '1234566' }, 'SE')).toBe('123-4566');
    expect(formatAccountNumber({ type: 'PLUSGIRO', accountNumber: '4100046' }, 'SE')).toBe('410004-6');
    expect(formatAccountNumber({ type: 'BBAN', clearingNumber: '5000', accountNumber: '1234560', iban: null }, 'SE')).toBe('5000 12 345 60');
    expect(formatAccountNumber({ type: 'BBAN', clearingNumber: '0040', accountNumber: '0440116243', iban: null }, 'DK')).toBe('0040 0440116243');
    expect(formatAccountNumber({ type: 'FI_BANK', iban: 'FI2112345600000785', bic: 'NDEAFIHH' }, 'FI')).toBe('FI21 1234 5600 0007 85');
  });
});

describe('bank accounts at the edges of their rules', () => {
  it('a bankgiro number has 7 or 8 digits: a shorter or longer one fails even with a right check digit', () => {
    expect(bankAccountValid({ type: 'BANKGIRO', accountNumber: '12345674' }, 'SE')).toBe(true);
    expect(bankAccountValid({ type: 'BANKGIRO', accountNumber: '123455' }, 'SE')).toBe(false);
    expect(bankAccountValid({ type: 'BANKGIRO', accountNumber: '123456782' }, 'SE')).toBe(false);
    expect(bankAccountValid({ type: 'BANKGIRO', accountNumber: '1234567' }, 'SE')).toBe(false);
  });

  it('a plusgiro number has 2 to 8 digits', () => {
    expect(bankAccountValid({ type: 'PLUSGIRO', accountNumber: '18' }, 'SE')).toBe(true);
    expect(bankAccountValid({ type: 'PLUSGIRO', accountNumber: '123456782' }, 'SE')).toBe(false);
  });

  it('a Danish registration number has exactly 4 digits and its account at most 10', () => {
    expect(bankAccountValid({ type: 'BBAN', clearingNumber: '00401', accountNumber: '0440116243', iban: null }, 'DK')).toBe(false);
    expect(bankAccountValid({ type: 'BBAN', clearingNumber: 'x0040', accountNumber: '0440116243', iban: null }, 'DK')).toBe(false);
    expect(bankAccountValid({ type: 'BBAN', clearingNumber: '0040', accountNumber: '04401162431', iban: null }, 'DK')).toBe(false);
    expect(bankAccountValid({ type: 'BBAN', clearingNumber: '0040', accountNumber: 'x0440116243', iban: null }, 'DK')).toBe(false);
    expect(bankAccountValid({ type: 'BBAN', clearingNumber: '0040', accountNumber: '0440', iban: null }, 'DK')).toBe(true);
  });

  it('takes an IBAN written with spaces or in lower case, and a BIC in lower case with spaces around it', () => {
    expect(bankAccountValid({ type: 'IBAN', iban: 'dk50 0040 0440 1162 43', bic: ' dabadkkk ' }, 'DK')).toBe(true);
    expect(bankAccountValid({ type: 'BBAN', clearingNumber: '0040', accountNumber: '0440116243', iban: 'DK50 0040 0440 1162 43' }, 'DK')).toBe(true);
  });
});

describe('bank accounts as the organisation page writes them', () => {
  it('an IBAN account in groups of four in capitals, however the provider spaced it', () => {
    expect(formatAccountNumber({ type: 'IBAN', iban: 'dk50 0040 04401162 43', bic: 'DABADKKK' }, 'DK')).toBe('DK50 0040 0440 1162 43');
    expect(formatIban('fi2112345600000785')).toBe('FI21 1234 5600 0007 85');
  });

  it('no account as nothing', () => {
    expect(formatAccountNumber({ type: 'MISSING' }, 'SE')).toBe('');
  });

  it('a Danish account as registration and account number, even when the digits would also make a Swedish account', () => {
    expect(formatAccountNumber({ type: 'BBAN', clearingNumber: '5000', accountNumber: '1234560', iban: null }, 'DK')).toBe('5000 1234560');
  });

  it('a giro number that is not what its kind looks like, as the provider holds it', () => {
    expect(formatAccountNumber({ type: 'BANKGIRO', accountNumber: '123456782' }, 'SE')).toBe('123456782');
    expect(formatAccountNumber({ type: 'BANKGIRO', accountNumber: 'x1234566' }, 'SE')).toBe('x1234566');
    expect(formatAccountNumber({ type: 'PLUSGIRO', accountNumber: 'PG46' }, 'SE')).toBe('PG46');
    expect(formatAccountNumber({ type: 'PLUSGIRO', accountNumber: '46 ' }, 'SE')).toBe('46 ');
  });
});
