// The outcome numbers of backend/README.md are valid by each country's own library, and decide.
import cpr from 'danish-ssn';
import { isValid as isValidFinnish } from 'finnish-personal-identity-code-validator';
import { describe, expect, it } from 'vitest';
import { canonicalPersonalId, makePersonalId, Personnummer, searchMatchesPersonalId } from '../../backend/src/blanco/personal-id.ts';
import { OUTCOMES, outcomeFor, TEST_PERSONS } from '../../backend/src/blanco/test-persons.ts';

const README: Record<'SE' | 'FI' | 'DK', string[]> = {
  SE: ['19850312-9820', '19791104-9836', '19900621-9845', '19680227-9916', '19940915-9960'],
  FI: ['180482-9023', '021275-913S', '090791-924R', '231066-9353', '300188-946C'],
  DK: ['140583-1070', '260872-1005', '030392-1214', '191164-1077', '070789-1076'],
};

describe('outcome personal ids', () => {
  it('are valid by personnummer, finnish-personal-identity-code-validator and danish-ssn', () => {
    for (const id of README.SE) {
      expect(Personnummer.valid(id), id).toBe(true);
      expect(Personnummer.parse(id).getAge(), id).toBeGreaterThanOrEqual(18);
    }
    for (const id of README.FI) expect(isValidFinnish(id), id).toBe(true);
    for (const id of README.DK) expect(cpr.isValid(id), id).toBe(true);
  });

  it("are the backend's, in the README's order APPROVED, PROCESSING, DENIED, ACCOUNT_ANALYSIS, SUPPLEMENT", () => {
    for (const country of ['SE', 'FI', 'DK'] as const) {
      expect(OUTCOMES.map((outcome) => TEST_PERSONS[country][outcome].personalId)).toEqual(README[country]);
      README[country].forEach((id, index) => expect(outcomeFor(country, id)).toBe(OUTCOMES[index]));
    }
  });

  it('SE accepts 10 or 12 digits with or without separator, all in one canonical form', () => {
    for (const spelling of ['19850312-9820', '198503129820', '850312-9820', '8503129820']) {
      expect(canonicalPersonalId('SE', spelling)).toBe('19850312-9820');
    }
    expect(canonicalPersonalId('SE', '19850312-9821')).toBeUndefined();
    expect(canonicalPersonalId('DK', '140583 1070')).toBe('140583-1070');
    expect(canonicalPersonalId('FI', '180482-9023'.toLowerCase())).toBe('180482-9023');
    expect(searchMatchesPersonalId('SE', '850312-9820', '19850312-9820')).toBe(true);
    expect(searchMatchesPersonalId('SE', '50312-9820', '19850312-9820')).toBe(false);
  });

  it('generated numbers pass the libraries too', () => {
    for (let serial = 2; serial < 400; serial += 37) {
      expect(Personnummer.valid(makePersonalId('SE', '1971-07-30', serial)!)).toBe(true);
      expect(isValidFinnish(makePersonalId('FI', '1971-07-30', serial)!)).toBe(true);
      const dk = makePersonalId('DK', '1971-07-30', serial);
      if (dk) expect(cpr.isValid(dk)).toBe(true);
    }
  });
});
