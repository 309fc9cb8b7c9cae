// The demo dealers' bank accounts and, beside their demo users, colleagues enough for the users list
// to page (Bilhuset 22, Autotalo 6, Bilcenter 4). Colleagues have no password: they never sign in here.
import type { DatabaseSync } from 'node:sqlite';
import { demoDealerPlans, type DealerPlan, type DemoSeed, type Random } from '../leads/seed.ts';
import { SEEDED_BANK_ACCOUNTS, setBankAccount } from './bank-accounts.ts';

const COLLEAGUES: Record<string, { domain: string; facilities: string[]; phone: string; names: [string, string][] }> = {
  'dealer-bilhuset': {
    domain: 'bilhuset.example',
    facilities: ['facility-malmo', 'facility-lund'],
    phone: '+46 70 555',
    names: [
      ['Sofia', 'Lindqvist'],
      ['Johan', 'Karlsson'],
      ['Maria', 'Nilsson'],
      ['Lars', 'Eriksson'],
      ['Karin', 'Larsson'],
      ['Per', 'Olsson'],
      ['Emma', 'Persson'],
      ['Anders', 'Gustafsson'],
      ['Eva', 'Pettersson'],
      ['Mikael', 'Jonsson'],
      ['Sara', 'Jansson'],
      ['Fredrik', 'Hansson'],
      ['Linnea', 'Bengtsson'],
      ['Oskar', 'Jönsson'],
      ['Ida', 'Lindberg'],
      ['Gustav', 'Jakobsson'],
      ['Elin', 'Magnusson'],
      ['Henrik', 'Åberg'],
      ['Malin', 'Öberg'],
      ['Viktor', 'Holm'],
      ['Hanna', 'Sandberg'],
      ['Björn', 'Ström'],
    ],
  },
  'dealer-autotalo': {
    domain: 'autotalo.example',
    facilities: ['facility-helsinki'],
    phone: '+358 40 555',
    names: [
      ['Aino', 'Virtanen'],
      ['Juha', 'Korhonen'],
      ['Laura', 'Mäkinen'],
      ['Timo', 'Nieminen'],
      ['Sanna', 'Hämäläinen'],
      ['Ville', 'Laine'],
    ],
  },
  'dealer-bilcenter': {
    domain: 'bilcenter.example',
    facilities: ['facility-aarhus'],
    phone: '+45 20 55',
    names: [
      ['Freja', 'Jensen'],
      ['Mads', 'Nielsen'],
      ['Sofie', 'Pedersen'],
      ['Rasmus', 'Sørensen'],
    ],
  },
};

/** An e-mail local part without diacritics: sofia.lindqvist, henrik.aberg. */
const localPart = (first: string, last: string) =>
  `${first}.${last}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o');

function seedDealer(db: DatabaseSync, plan: DealerPlan, _random: Random): void {
  const seeded = SEEDED_BANK_ACCOUNTS[plan.dealerId];
  if (seeded) setBankAccount(db, plan.dealerId, seeded);
  const colleagues = COLLEAGUES[plan.dealerId]!;
  const insert = db.prepare(`INSERT OR IGNORE INTO users (id, email, firstname, lastname, phone, dealer_id, facility_id, roles, active)
    VALUES (?, ?, ?, ?, ?, ?, ?, '[]', 1)`);
  colleagues.names.forEach(([first, last], index) => {
    const number = String(index + 1).padStart(2, '0');
    insert.run(
      `colleague-${plan.code}-${number}`,
      `${localPart(first, last)}@${colleagues.domain}`,
      first,
      last,
      `${colleagues.phone} ${String(10 + index).padStart(2, '0')} ${number}`,
      plan.dealerId,
      colleagues.facilities[index % colleagues.facilities.length]!,
    );
  });
}

/** The demo dealers' bank accounts and colleagues. */
export const ORGANISATIONS_SEED: DemoSeed = {
  name: 'organisation-v1',
  seed: 20_261_125,
  plans: demoDealerPlans(['SE', 'FI', 'DK']),
  seededBefore: { table: 'dealer_bank_accounts' },
  seedDealer,
};
