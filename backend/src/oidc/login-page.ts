import { escapeHtml, page } from './html.ts';
import { TEXTS, type UiLanguage } from './texts.ts';

export interface LoginPageOptions {
  language: UiLanguage;
  uid: string;
  email?: string;
  failed?: boolean;
  /** Set when this email is blocked from this address (ADR 0014): minutes left. */
  blockedMinutes?: number;
}

export function renderLoginPage({ language, uid, email = '', failed = false, blockedMinutes }: LoginPageOptions): string {
  const t = TEXTS[language];
  const error = blockedMinutes !== undefined ? t.blocked.replace('{minutes}', String(blockedMinutes)) : failed ? t.invalid : null;
  failed = error !== null;
  const errorAttributes = failed ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const body = `<h1>${escapeHtml(t.title)}</h1>
${error ? `<p id="login-error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${errorAttributes}${failed ? '' : ' autofocus'}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${errorAttributes}${failed ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>`;
  return page(language, t.title, body);
}

export function renderMessagePage(language: UiLanguage, message: string): string {
  return page(language, TEXTS[language].title, `<h1>${escapeHtml(TEXTS[language].title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`);
}
