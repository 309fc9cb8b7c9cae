// Brute-force protection of the login form, mirroring Auth0's (ADR 0014): after
// MAX_FAILURES failed attempts in a row for one email from one IP address, that IP is
// blocked for that email; other IPs and other accounts are not affected. A block ends when
// the password is set anew (Auth0: a password reset) or after the block time (Auth0 sends
// an unblock link by email; the local provider sends no email, so time stands in for it).
// Keyed by the email as typed, known or not, so a block reveals nothing about who exists.

const MAX_FAILURES = 10;
export const DEFAULT_BLOCK_MS = 15 * 60 * 1000;

interface Entry {
  failures: number;
  blockedUntil: number | null;
}

export interface LoginGuard {
  /** Milliseconds left of a block for this email from this IP, or 0. */
  blockedFor(email: string, ip: string, now?: number): number;
  /** Counts a failed attempt; returns true when this attempt started a block. */
  failed(email: string, ip: string, now?: number): boolean;
  /** A successful sign-in starts the count again (for this IP). */
  succeeded(email: string, ip: string): void;
  /** The password was set anew: every block and count of this email ends. */
  passwordChanged(email: string): void;
}

const normal = (email: string) => email.trim().toLowerCase();
const keyOf = (email: string, ip: string) => `${normal(email)}\n${ip}`;

export function createLoginGuard(blockMs = DEFAULT_BLOCK_MS): LoginGuard {
  const entries = new Map<string, Entry>();
  return {
    blockedFor(email, ip, now = Date.now()) {
      const entry = entries.get(keyOf(email, ip));
      if (!entry?.blockedUntil) return 0;
      if (entry.blockedUntil > now) return entry.blockedUntil - now;
      entries.delete(keyOf(email, ip));
      return 0;
    },
    failed(email, ip, now = Date.now()) {
      const key = keyOf(email, ip);
      const entry = entries.get(key) ?? { failures: 0, blockedUntil: null };
      entry.failures += 1;
      entries.set(key, entry);
      if (entry.failures < MAX_FAILURES) return false;
      entry.blockedUntil = now + blockMs;
      return true;
    },
    succeeded(email, ip) {
      entries.delete(keyOf(email, ip));
    },
    passwordChanged(email) {
      const prefix = `${normal(email)}\n`;
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
