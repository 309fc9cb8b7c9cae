// Made-up applicants for the seeded leads: Nordic names, valid personal ids, plausible finances.
// Everything comes from the caller's seeded random numbers, so every seed is the same.
import type { ApplicantInput } from '../../../src/lib/api/blanco.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';
import { between, pick, type Random } from '../leads/seed.ts';
import { seedEmail, seedPhone } from '../leads/seed-contacts.ts';
import { makePersonalId } from './personal-id.ts';
import { testPerson } from './test-persons.ts';

const NAMES: Record<CountryCode, { first: string[]; last: string[] }> = {
  SE: {
    first: ['Anders', 'Birgitta', 'Elin', 'Fredrik', 'Gustav', 'Hanna', 'Ingrid', 'Karl', 'Linnéa', 'Magnus', 'Oskar', 'Sara', 'Ulf', 'Åsa', 'Björn', 'Emma'],
    last: [
      'Johansson',
      'Karlsson',
      'Nilsson',
      'Eriksson',
      'Larsson',
      'Olsson',
      'Persson',
      'Gustafsson',
      'Pettersson',
      'Jönsson',
      'Lindström',
      'Åberg',
      'Sjöberg',
      'Håkansson',
    ],
  },
  FI: {
    first: ['Antti', 'Elina', 'Heikki', 'Jenni', 'Kari', 'Leena', 'Matti', 'Minna', 'Pekka', 'Riikka', 'Sami', 'Tiina', 'Ville', 'Päivi'],
    last: ['Korhonen', 'Virtanen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen', 'Järvinen', 'Lehtonen', 'Salonen'],
  },
  DK: {
    first: ['Anders', 'Bente', 'Christian', 'Dorthe', 'Frederik', 'Hanne', 'Jens', 'Kirsten', 'Lasse', 'Mads', 'Nanna', 'Pernille', 'Søren', 'Trine'],
    last: ['Jensen', 'Nielsen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen', 'Jørgensen', 'Møller', 'Kristensen'],
  },
};

const EMPLOYERS: Record<CountryCode, string[]> = {
  SE: ['Skanska AB', 'Region Skåne', 'Malmö stad', 'IKEA AB', 'Tetra Pak AB', 'Lunds universitet'],
  FI: ['Kesko Oyj', 'Helsingin kaupunki', 'Nokia Oyj', 'Fazer Oy', 'HUS', 'Posti Oy'],
  DK: ['Aarhus Kommune', 'Vestas A/S', 'Arla Foods', 'Danske Bank', 'Region Midtjylland', 'Salling Group'],
};

const isoDate = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** A valid personal id born 1950–2000 that is none of the test persons (their numbers decide outcomes). */
function personalId(random: Random, country: CountryCode): string {
  for (;;) {
    const birth = isoDate(between(random, 1950, 2000), between(random, 1, 12), between(random, 1, 28));
    const id = makePersonalId(country, birth, country === 'DK' ? between(random, 0, 399) : between(random, 2, 899));
    if (id && !testPerson(country, id)) return id;
  }
}

export function seedApplicant(
  random: Random,
  country: CountryCode,
  lastname?: string,
  given?: { personalId: string; firstname: string; lastname: string },
): ApplicantInput {
  const firstname = given?.firstname ?? pick(random, NAMES[country].first);
  const last = given?.lastname ?? lastname ?? pick(random, NAMES[country].last);
  const employed = random() < 0.8;
  const dk = country === 'DK';
  return {
    personalId: given?.personalId ?? personalId(random, country),
    firstname,
    lastname: last,
    email: seedEmail(firstname, last),
    phone: seedPhone(random, country),
    countryOfBirth: country,
    danishCitizen: dk ? true : null,
    children: {
      under18: dk ? null : between(random, 0, 3),
      age0to1: dk ? between(random, 0, 1) : null,
      age2to6: dk ? between(random, 0, 2) : null,
      age7to17: dk ? between(random, 0, 2) : null,
      over18: dk ? between(random, 0, 1) : null,
    },
    monthlyIncome: (country === 'FI' ? 100 : 1000) * between(random, 22, country === 'FI' ? 60 : 65),
    sourceOfIncome: employed
      ? pick(random, ['permanentEmployment', 'permanentEmployment', 'temporaryEmployment'] as const)
      : pick(random, ['retired', 'selfEmployed'] as const),
    employerName: employed ? pick(random, EMPLOYERS[country]) : null,
    employmentStartedTime: employed ? isoDate(between(random, 2005, 2024), between(random, 1, 12), 1) : null,
    typeOfResidence: pick(random, ['condo', 'rental', 'sublet', 'villa'] as const),
    habitationDate: isoDate(between(random, 2000, 2024), between(random, 1, 12), 1),
    maritalStatus: pick(random, ['cohabiting', 'divorced', 'married', 'single', 'widow'] as const),
    livingExpenses: (country === 'FI' ? 50 : 500) * between(random, 8, 30),
    loanExpenses: (country === 'FI' ? 50 : 500) * between(random, 0, 10),
    otherExpenses: (country === 'FI' ? 50 : 500) * between(random, 1, 6),
    householdSharePercent: pick(random, [50, 60, 100]),
  };
}
