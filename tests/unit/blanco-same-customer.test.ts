import { describe, expect, it } from 'vitest';
import { sameCustomerValues } from '../../src/lib/blanco/same-customer';

const ASTRID = {
  name: 'Astrid Lindqvist',
  firstname: 'Astrid',
  lastname: 'Lindqvist',
  personalId: '19850312-9820',
  phone: '+46701234567',
  email: 'astrid@example.se',
};

describe('a new application for the same customer', () => {
  it('fills who the applicant is, not what they earn or owe', () => {
    expect(sameCustomerValues({ applicant: ASTRID, coApplicant: null })).toEqual({
      'applicant.personalId': '19850312-9820',
      'applicant.firstname': 'Astrid',
      'applicant.lastname': 'Lindqvist',
      'applicant.email': 'astrid@example.se',
      'applicant.phone': '+46701234567',
    });
  });

  it('brings the co-applicant along, the co-applicant box ticked', () => {
    const values = sameCustomerValues({
      applicant: ASTRID,
      coApplicant: { ...ASTRID, firstname: 'Johan', lastname: 'Bergström', personalId: '19791104-9836' },
    });
    expect(values).toMatchObject({ hasCoApplicant: 'on', 'coApplicant.firstname': 'Johan', 'coApplicant.personalId': '19791104-9836' });
    expect(Object.keys(values).some((name) => name.includes('monthlyIncome'))).toBe(false);
  });
});
