// The local stand-in for the external direct bank payment (SPEC §7: its URL is configuration,
// DIRECT_PAYMENT_URL): GET /bank/pay shows what is paid with a button; the button "pays" and sends the
// dealer back to the portal's returnUrl (only the portal's origins, so it is no open redirect). The
// payment itself reaches the invoice on the lifecycle's timer, as a real bank's would later.
import { Hono } from 'hono';
import { ApiError } from '../api/errors.ts';
import { checkedReturnUrl } from './payment.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function bankPageRoutes(portalOrigins: string[]) {
  return new Hono()
    .get('/pay', (c) => {
      const { invoice = '', amount = '', currency = '', returnUrl = '' } = c.req.query();
      checkedReturnUrl(portalOrigins, returnUrl);
      return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test bank: pay invoice ${escapeHtml(invoice)}</title></head>
<body><main><h1>Test bank</h1><p>Pay ${escapeHtml(amount)} ${escapeHtml(currency)} for invoice ${escapeHtml(invoice)}.</p>
<form method="post"><input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}"><button>Pay</button></form></main></body></html>`);
    })
    .post('/pay', async (c) => {
      const form = await c.req.parseBody();
      const returnUrl = typeof form.returnUrl === 'string' ? form.returnUrl : '';
      return c.redirect(checkedReturnUrl(portalOrigins, returnUrl), 303);
    })
    .onError((error, c) => (error instanceof ApiError ? c.text(error.detail ?? error.code, error.status) : c.text('Error', 500)));
}
