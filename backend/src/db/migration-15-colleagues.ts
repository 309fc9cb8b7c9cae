// Migration 15 (see migrations.ts: never edited once released): what the organisation admins change
// about their colleagues (who, when, what), and the stand-in's e-mail outbox (the invitations it
// "sends"; GET /outbox shows them).
export const COLLEAGUES_MIGRATION = `
  CREATE TABLE IF NOT EXISTS colleague_changes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    dealer_id TEXT NOT NULL REFERENCES dealers(id),
    at INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('INVITED', 'ACTIVATED', 'ROLES_CHANGED', 'DEACTIVATED')),
    actor_id TEXT REFERENCES users(id),
    user_id TEXT NOT NULL REFERENCES users(id),
    roles TEXT
  );
  CREATE INDEX IF NOT EXISTS colleague_changes_dealer ON colleague_changes(dealer_id, at);
  CREATE TABLE IF NOT EXISTS mail_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    to_email TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    link TEXT,
    created_at INTEGER NOT NULL
  );
`;
