import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, page } from './html.ts';
import { languageOf, TEXTS } from './texts.ts';

/**
 * Auth0's /v2/logout signs out at once; oidc-provider asks first. The form is submitted for the
 * user (its xsrf token still checked), and the button stays for browsers without JavaScript.
 */
export async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const language = languageOf(ctx.oidc.params?.ui_locales);
  const label = TEXTS[language].logout;
  ctx.type = 'html';
  ctx.body = page(
    language,
    label,
    `<h1>${escapeHtml(label)}</h1>
${form}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<button type="submit" form="op.logoutForm">${escapeHtml(label)}</button>
<script>document.getElementById('op.logoutForm').submit()</script>`,
  );
}

export async function renderError(ctx: KoaContextWithOIDC, out: Record<string, string>): Promise<void> {
  ctx.type = 'html';
  const details = Object.entries(out).map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`);
  ctx.body = page('en', 'Sign-in error', `<h1>Sign-in error</h1>\n<div role="alert">${details.join('\n')}</div>`);
}
