import type { DatabaseSync } from 'node:sqlite';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  firstname: string;
  lastname: string;
  phone: string;
  dealer_id: string;
  facility_id: string;
  roles: string;
  selected_language: string | null;
  active: number;
  tokens_not_before: number | null;
  point_balance: number;
  /** The user terms version last accepted (YYYY-MM-DD) and when (epoch ms); null: never. */
  terms_version: string | null;
  terms_accepted_at: number | null;
  /** When the user last signed in with their password (epoch ms); null: never. */
  last_signed_in_at: number | null;
}

export function findUserById(db: DatabaseSync, id: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function recordSignIn(db: DatabaseSync, id: string, now = Date.now()): void {
  db.prepare('UPDATE users SET last_signed_in_at = ? WHERE id = ?').run(now, id);
}

export function findUserByEmail(db: DatabaseSync, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE email = ?').get(email.trim()) as UserRow | undefined;
}

export function rolesOf(user: UserRow): string[] {
  return JSON.parse(user.roles) as string[];
}
