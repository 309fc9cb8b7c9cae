import type { DatabaseSync } from 'node:sqlite';
import { TERMS_VERSION } from '../../../src/lib/terms-version.ts';
import { hashPassword } from '../passwords.ts';

// DEMO-DATA.md is the contract: tests, demos and screenshots rely on these rows.
export const DEMO_PASSWORD = 'Portal-demo-2026';
const DEMO_INVITATION_TOKEN = 'demo-activation-token';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;
const ALL_ROLES = ['BLANCO', 'LEASING', 'BUSINESS_FINANCE', 'POINT_SHOP', 'MARKET_PLACE', 'COMMISSION', 'ORGANIZATION_ADMIN'];

const dealers = [
  ['dealer-bilhuset', 'Bilhuset Syd AB', '5561234567', 'SE', 'info@bilhuset.example', '+46 40 10 20 30', 1],
  ['dealer-autotalo', 'Autotalo Oy', '1234567-1', 'FI', 'info@autotalo.example', '+358 9 555 0100', 0],
  ['dealer-bilcenter', 'Bilcenter ApS', '12345674', 'DK', 'info@bilcenter.example', '+45 86 10 20 30', 0],
] as const;

const keyAccountManagers = [
  ['kam-karin', 'Karin', 'Lund', '+46 40 123 45 67'],
  ['kam-lars', 'Lars', 'Holm', null],
  ['kam-kaisa', 'Kaisa', 'Virtanen', '+358 9 123 4567'],
  ['kam-mads', 'Mads', 'Nielsen', '+45 86 12 34 56'],
] as const;

const facilities = [
  ['facility-malmo', 'dealer-bilhuset', 'Bilhuset Syd Malmö', 'kam-karin'],
  ['facility-lund', 'dealer-bilhuset', 'Bilhuset Syd Lund', 'kam-lars'],
  ['facility-helsinki', 'dealer-autotalo', 'Autotalo Helsinki', 'kam-kaisa'],
  ['facility-aarhus', 'dealer-bilcenter', 'Bilcenter Aarhus', 'kam-mads'],
] as const;

interface SeedUser {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  facility: string;
  roles: string[];
  language: string | null;
  active: boolean;
  points: number;
}

const users: SeedUser[] = [
  {
    id: 'user-anna',
    email: 'anna.admin@bilhuset.example',
    firstname: 'Anna',
    lastname: 'Andersson',
    phone: '+46 70 123 45 01',
    facility: 'facility-malmo',
    roles: ALL_ROLES,
    language: null,
    active: true,
    points: 12500,
  },
  {
    id: 'user-erik',
    email: 'erik.sales@bilhuset.example',
    firstname: 'Erik',
    lastname: 'Svensson',
    phone: '+46 70 123 45 02',
    facility: 'facility-malmo',
    roles: ['BLANCO'],
    language: null,
    active: true,
    points: 0,
  },
  {
    id: 'user-bodil',
    email: 'basic.user@bilhuset.example',
    firstname: 'Bodil',
    lastname: 'Berg',
    phone: '+46 70 123 45 03',
    facility: 'facility-lund',
    roles: [],
    language: null,
    active: true,
    points: 0,
  },
  {
    id: 'user-mikko',
    email: 'mikko.myyja@autotalo.example',
    firstname: 'Mikko',
    lastname: 'Myyjä',
    phone: '+358 40 123 4501',
    facility: 'facility-helsinki',
    roles: ['BLANCO', 'LEASING', 'POINT_SHOP', 'COMMISSION'],
    language: 'fi',
    active: true,
    points: 8300,
  },
  {
    id: 'user-mette',
    email: 'mette.salg@bilcenter.example',
    firstname: 'Mette',
    lastname: 'Hansen',
    phone: '+45 20 12 34 01',
    facility: 'facility-aarhus',
    roles: ['BLANCO', 'LEASING', 'POINT_SHOP', 'MARKET_PLACE'],
    language: null,
    active: true,
    points: 4100,
  },
  {
    id: 'user-nina',
    email: 'nina.new@bilhuset.example',
    firstname: 'Nina',
    lastname: 'Nyström',
    phone: '+46 70 123 45 04',
    facility: 'facility-malmo',
    roles: [],
    language: null,
    active: false,
    points: 0,
  },
];

/** The user terms a seeded user has accepted: the current ones for those already active (they sign in straight away). */
export function seededTermsVersion(user: Pick<SeedUser, 'active'>): string | null {
  return user.active ? TERMS_VERSION : null;
}

/** A demo user's seeded name, phone, language, roles and terms (for POST /__test/reset-user); undefined for anyone else. */
export function seededUser(email: string): Pick<SeedUser, 'id' | 'firstname' | 'lastname' | 'phone' | 'language' | 'active' | 'roles'> | undefined {
  return users.find((user) => user.email === email.trim().toLowerCase());
}

export function isEmpty(db: DatabaseSync): boolean {
  const row = db.prepare('SELECT COUNT(*) AS count FROM dealers').get() as { count: number };
  return row.count === 0;
}

export async function seed(db: DatabaseSync, now = Date.now()): Promise<void> {
  const hashes = await Promise.all(users.map((user) => (user.active ? hashPassword(DEMO_PASSWORD) : null)));
  const dealerOf = new Map<string, string>(facilities.map(([id, dealerId]) => [id, dealerId]));
  db.exec('BEGIN IMMEDIATE');
  try {
    const insertDealer = db.prepare('INSERT INTO dealers VALUES (?, ?, ?, ?, ?, ?, ?)');
    for (const row of dealers) insertDealer.run(...row);
    const insertKam = db.prepare('INSERT INTO key_account_managers VALUES (?, ?, ?, ?)');
    for (const row of keyAccountManagers) insertKam.run(...row);
    const insertFacility = db.prepare('INSERT INTO facilities VALUES (?, ?, ?, ?)');
    for (const row of facilities) insertFacility.run(...row);
    const insertUser = db.prepare(`INSERT INTO users (id, email, password_hash, firstname, lastname, phone, dealer_id,
      facility_id, roles, selected_language, active, point_balance, terms_version, terms_accepted_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    users.forEach((user, index) => {
      const termsVersion = seededTermsVersion(user);
      insertUser.run(
        user.id,
        user.email,
        hashes[index] ?? null,
        user.firstname,
        user.lastname,
        user.phone,
        dealerOf.get(user.facility)!,
        user.facility,
        JSON.stringify(user.roles),
        user.language,
        user.active ? 1 : 0,
        user.points,
        termsVersion,
        termsVersion === null ? null : now,
      );
    });
    db.prepare('INSERT INTO invitations (token, user_id, expires_at) VALUES (?, ?, ?)').run(DEMO_INVITATION_TOKEN, 'user-nina', now + THIRTY_DAYS_MS);
    const insertFlag = db.prepare('INSERT INTO flags (name, enabled) VALUES (?, ?)');
    insertFlag.run('in-maintenance', 0);
    insertFlag.run('PayMarketplace', 1);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
