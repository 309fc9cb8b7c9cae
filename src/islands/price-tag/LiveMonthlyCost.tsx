// The price tag form's live monthly cost: the form itself is plain HTML (it works without
// JavaScript); this island reads its price, down payment, term and rate as the dealer types and
// asks the same endpoint as the apply form (useMonthlyCost), saying the cost in a live region.
import { useEffect, useState } from 'react';
import { formatMoney } from '../../lib/format';
import type { Locale } from '../../lib/i18n';
import { createTranslate, type MessageMap } from '../../lib/messages';
import { useMonthlyCost } from '../blanco/apply/useMonthlyCost';

interface Props {
  formId: string;
  monthlyCostUrl: string;
  locale: Locale;
  currency: 'SEK' | 'EUR' | 'DKK';
  messages: MessageMap;
}

type Terms = { credit: number; interestRate: number; term: number } | null;

const numberIn = (form: HTMLFormElement, name: string): number | null => {
  const raw = String(new FormData(form).get(name) ?? '').replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const value = raw === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
};

function termsOf(form: HTMLFormElement): Terms {
  const cashPrice = numberIn(form, 'cashPrice');
  const downPayment = numberIn(form, 'downPayment') ?? 0;
  const interestRate = numberIn(form, 'interestRate');
  const term = numberIn(form, 'term');
  if (cashPrice === null || interestRate === null || term === null || downPayment >= cashPrice) return null;
  return { credit: cashPrice - downPayment, interestRate, term };
}

export default function LiveMonthlyCost({ formId, monthlyCostUrl, locale, currency, messages }: Props) {
  const t = createTranslate(messages);
  const [terms, setTerms] = useState<Terms>(null);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const update = () => setTerms(termsOf(form));
    update();
    form.addEventListener('input', update);
    form.addEventListener('change', update);
    return () => {
      form.removeEventListener('input', update);
      form.removeEventListener('change', update);
    };
  }, [formId]);
  const state = useMonthlyCost(monthlyCostUrl, terms);
  return (
    <p aria-live="polite" className="text-sm text-slate-800">
      {state.kind === 'ready'
        ? t('priceTag.live.cost', { amount: formatMoney(state.cost.monthlyCost, currency, locale) })
        : state.kind === 'error' ? t(state.messageKey) : state.kind === 'loading' ? t('priceTag.live.loading') : t('priceTag.live.prompt')}
    </p>
  );
}
