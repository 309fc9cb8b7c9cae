// The private loan (blanco) application bodies of backend/'s test persons, per country, for the
// integration tests (blanco-api.ts) and the end-to-end tests alike: plain values, no test runner.
import type { ApplicantInput, CreateLead } from '../../src/lib/api/blanco.ts';

export type Country = 'se' | 'fi' | 'dk';
export type Outcome = 'APPROVED' | 'PROCESSING' | 'DENIED' | 'ACCOUNT_ANALYSIS' | 'SUPPLEMENT';

/** backend/README.md's table: the applicant's number decides the credit decision. */
export const OUTCOME_IDS: Record<Country, Record<Outcome, string>> = {
  se: { APPROVED: '19850312-9820', PROCESSING: '19791104-9836', DENIED: '19900621-9845', ACCOUNT_ANALYSIS: '19680227-9916', SUPPLEMENT: '19940915-9960' },
  fi: { APPROVED: '180482-9023', PROCESSING: '021275-913S', DENIED: '090791-924R', ACCOUNT_ANALYSIS: '231066-9353', SUPPLEMENT: '300188-946C' },
  dk: { APPROVED: '140583-1070', PROCESSING: '260872-1005', DENIED: '030392-1214', ACCOUNT_ANALYSIS: '191164-1077', SUPPLEMENT: '070789-1076' },
};

export const USERS = {
  anna: 'anna.admin@bilhuset.example',
  erik: 'erik.sales@bilhuset.example',
  basic: 'basic.user@bilhuset.example',
  mikko: 'mikko.myyja@autotalo.example',
  mette: 'mette.salg@bilcenter.example',
} as const;

const FACILITY: Record<Country, string> = { se: 'facility-malmo', fi: 'facility-helsinki', dk: 'facility-aarhus' };
// A credit, rate and term inside each country's price list.
const TERMS: Record<Country, { amount: number; interestRate: number; term: number }> = {
  se: { amount: 150_000, interestRate: 6.95, term: 60 },
  fi: { amount: 20_000, interestRate: 7.9, term: 60 },
  dk: { amount: 150_000, interestRate: 7.95, term: 60 },
};

export function applicant(country: Country, personalId: string, overrides: Partial<ApplicantInput> = {}): ApplicantInput {
  const dk = country === 'dk';
  return {
    personalId,
    firstname: 'Testa',
    lastname: 'Testsson',
    email: 'testa@example.com',
    phone: '+46 70 111 22 33',
    countryOfBirth: country.toUpperCase(),
    danishCitizen: dk ? true : null,
    children: { under18: dk ? null : 1, age0to1: dk ? 0 : null, age2to6: dk ? 1 : null, age7to17: dk ? 0 : null, over18: dk ? 0 : null },
    monthlyIncome: 42_000,
    sourceOfIncome: 'permanentEmployment',
    employerName: 'Example AB',
    employmentStartedTime: '2015-04-01',
    typeOfResidence: 'condo',
    habitationDate: '2018-06-01',
    maritalStatus: 'married',
    livingExpenses: 9_000,
    loanExpenses: 2_000,
    otherExpenses: 1_500,
    householdSharePercent: 50,
    ...overrides,
  };
}

export function leadBody(country: Country, personalId: string, overrides: Partial<CreateLead> = {}): CreateLead {
  return {
    ...TERMS[country],
    facilityId: FACILITY[country],
    applicant: applicant(country, personalId),
    coApplicant: null,
    confirmations: { creditCheckInformed: true, loanOnlyForPurchase: true, identityChecked: true, neverPaidToCustomer: true, termsAccepted: true },
    ...overrides,
  };
}
