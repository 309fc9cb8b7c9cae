// The user terms in force (SPEC §1): their text is locales/*.json "terms", this is their identity.
// Changing what the terms say means a new version here, and every user is asked again
// (docs/decisions/0018). No imports: backend/ loads this file too (its seed).

/** The date the current user terms took effect, as YYYY-MM-DD; also the version a user accepts. */
export const TERMS_VERSION = '2026-11-27';
