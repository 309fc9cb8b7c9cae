// The login step of the authorization flow: replaces oidc-provider's devInteractions.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import type { Interaction, Provider } from 'oidc-provider';
import { findUserByEmail, recordSignIn } from '../db/users.ts';
import type { LoginGuard } from './brute-force.ts';
import { verifyPassword } from '../passwords.ts';
import { renderLoginPage, renderMessagePage } from './login-page.ts';
import { languageOf, TEXTS } from './texts.ts';

const MAX_FORM_BYTES = 16 * 1024;

function send(res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > MAX_FORM_BYTES) throw new Error('login form too large');
  }
  return new URLSearchParams(body);
}

function blockedPage(res: ServerResponse, language: keyof typeof TEXTS, uid: string, email: string, ms: number): void {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  send(res, 429, renderLoginPage({ language, uid, email, blockedMinutes: minutes }), { 'Retry-After': String(Math.ceil(ms / 1000)) });
}

export function createInteractionHandler(provider: Provider, db: DatabaseSync, guard: LoginGuard) {
  return async function handleInteraction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const [, uid, login] = /^\/interaction\/([^/]+)(\/login)?$/.exec(path) ?? [];
    if (!uid) return send(res, 404, renderMessagePage('sv', 'Not found'));
    const method = login ? 'POST' : 'GET';
    if (req.method !== method) return send(res, 405, renderMessagePage('sv', 'Method not allowed'), { Allow: method });

    let details: Interaction;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      return send(res, 400, renderMessagePage('sv', TEXTS.sv.expired));
    }
    const language = languageOf(details.params.ui_locales);
    if (details.uid !== uid) return send(res, 400, renderMessagePage(language, TEXTS[language].expired));
    if (details.prompt.name === 'consent') {
      // Only an explicit prompt=consent gets here: loadExistingGrant already granted the request.
      return provider.interactionFinished(req, res, { consent: { grantId: details.grantId } });
    }
    // A login_hint (the e-mail of a colleague who just activated her account) is filled in.
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint.slice(0, 254) : '';
    if (!login) return send(res, 200, renderLoginPage({ language, uid, email: hint }));

    const form = await readForm(req);
    const email = (form.get('email') ?? '').trim();
    // The browser talks to the provider directly: the socket's address is the client's.
    const ip = req.socket.remoteAddress ?? 'unknown';
    const blocked = guard.blockedFor(email, ip);
    // A blocked email refuses even the right password, without checking it (ADR 0014).
    if (blocked > 0) return blockedPage(res, language, uid, email, blocked);
    const user = email ? findUserByEmail(db, email) : undefined;
    const active = user?.active === 1;
    // Unknown, inactive and wrong password answer alike and cost one scrypt each: no user enumeration.
    const valid = await verifyPassword(form.get('password') ?? '', active ? user.password_hash : null);
    if (!valid || !active) {
      if (guard.failed(email, ip)) return blockedPage(res, language, uid, email, guard.blockedFor(email, ip));
      return send(res, 400, renderLoginPage({ language, uid, email, failed: true }));
    }
    guard.succeeded(email, ip);
    recordSignIn(db, user.id);
    await provider.interactionFinished(req, res, { login: { accountId: user.id } }, { mergeWithLastSubmission: false });
  };
}
