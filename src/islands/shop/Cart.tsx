// The point shop cart (SPEC §2 saved "point shop cart"): the lines and count, live. The cart is the
// server's (the session's, following the user to their next sign-in and device: ADR 0060), priced
// from the API; the browser keeps nothing. Add-to-cart forms on the page are sent through it without a
// page load; without JavaScript they post and the server-rendered cart shows the same.
import { useEffect, useState } from 'react';
import type { CartSyncRequest, CartView } from '../../lib/shop/cart-sync';
import { pluralFormOf, type PluralForms } from '../../lib/messages';

interface CartLabels {
  heading: string;
  empty: string;
  count: PluralForms;
  total: string;
  checkout: string;
  remove: string;
  added: PluralForms;
  unavailable: string;
  soldOut: string;
  short: string;
  updating: string;
}

interface Props {
  syncUrl: string;
  checkoutHref: string;
  initial: CartView;
  labels: CartLabels;
  locale: string;
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

async function post(url: string, request: CartSyncRequest): Promise<CartView | null> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(request),
  });
  return response.ok ? ((await response.json()) as CartView) : null;
}

export default function Cart({ syncUrl, checkoutHref, initial, labels, locale }: Props) {
  const [view, setView] = useState(initial);
  const [status, setStatus] = useState('');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(0);

  /** One call to the portal; the cart says it is updating meanwhile. A failure answers null. */
  const sync = (request: CartSyncRequest): Promise<CartView | null> => {
    setBusy((count) => count + 1);
    return post(syncUrl, request)
      .catch(() => null)
      .finally(() => setBusy((count) => count - 1));
  };

  const apply = (answer: CartView | null) => {
    setFailed(!answer);
    if (!answer) return null;
    setView(answer);
    return answer;
  };

  useEffect(() => {
    // Add-to-cart forms of the page: sent here, the page stays.
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (!form.matches('[data-cart-add]')) return;
      event.preventDefault();
      const data = new FormData(form);
      const add = { articleId: String(data.get('articleId')), quantity: Number(data.get('quantity')) };
      if (!Number.isInteger(add.quantity) || add.quantity < 1) return form.submit();
      void sync({ add }).then((answer) => {
        if (apply(answer)) setStatus(fill(labels.added[pluralFormOf(answer!.count, locale)], { count: answer!.count }));
        else form.submit();
      });
    };
    document.addEventListener('submit', onSubmit);
    return () => document.removeEventListener('submit', onSubmit);
    // Once per page: the listener is added at mount only.
  }, []);

  const remove = (articleId: string) => {
    void sync({ set: { articleId, quantity: 0 } }).then(apply);
  };

  return (
    <section aria-labelledby="cart-heading" aria-busy={busy > 0} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="cart-heading" className="text-lg font-semibold">
        {labels.heading}{' '}
        <span className="text-base font-normal text-slate-700">({fill(labels.count[pluralFormOf(view.count, locale)], { count: view.count })})</span>
      </h2>
      <p role="status" className="text-sm text-emerald-800">
        {busy > 0 ? labels.updating : status}
      </p>
      {failed && (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {labels.unavailable}
        </p>
      )}
      {view.lines.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{labels.empty}</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-slate-200 text-sm">
            {view.lines.map((line) => (
              <li key={line.articleId} className="flex items-center justify-between gap-2 py-2">
                <span>
                  {line.quantity} × {line.name}
                  {line.availability === 'soldOut' && <span className="block text-red-800">{labels.soldOut}</span>}
                  {line.availability === 'short' && <span className="block text-amber-900">{labels.short}</span>}
                </span>
                <span className="flex items-center gap-2">
                  <span className="tabular-nums">{line.priceText}</span>
                  <button
                    type="button"
                    disabled={busy > 0}
                    onClick={() => remove(line.articleId)}
                    className="rounded px-2 py-1 text-sky-800 underline hover:bg-slate-100"
                    aria-label={fill(labels.remove, { name: line.name })}
                  >
                    ×
                  </button>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex justify-between font-semibold">
            <span>{labels.total}</span>
            <span className="tabular-nums">{view.totalText}</span>
          </p>
          <a href={checkoutHref} className="mt-3 inline-block rounded-md bg-sky-800 px-4 py-2 font-medium text-white hover:bg-sky-900">
            {labels.checkout}
          </a>
        </>
      )}
    </section>
  );
}
