import { defineConfig, presetWind3 } from 'unocss';
import { BADGE_SHAPE, TONE_LOOK } from './src/lib/ui/tones';

/** A message panel per tone (`panel-error`, `panel-warning`, …): border, background and text from THE colour table. */
const panels = Object.fromEntries(Object.entries(TONE_LOOK).map(([tone, look]) => [`panel-${tone}`, `border ${look.panel}`]));

export default defineConfig({
  presets: [presetWind3()],
  // Class names also live in src/lib (button looks, status badges): scan .ts files too.
  content: { pipeline: { include: [/\.(astro|[jt]sx?|mdx?|html)($|\?)/] } },
  // A list's rows repeat their classes 100 times (table and cards): short names keep the page
  // small and cheap to send (docs/decisions/0023).
  shortcuts: {
    'focus-ring': 'focus-visible:outline focus-visible:outline-2 focus-visible:outline-sky-700',
    // A details page's or Home's titled card.
    card: 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm',
    'row-cell': 'whitespace-nowrap px-3 py-3',
    'row-link': 'text-sky-800 underline-offset-2 hover:underline focus-ring',
    'list-card': 'rounded-xl border border-slate-200 bg-white p-3 shadow-sm',
    'list-card-head': 'flex flex-wrap items-center justify-between gap-x-2 gap-y-1',
    'list-card-link': 'whitespace-nowrap font-medium text-sky-800 underline underline-offset-2 focus-ring',
    'list-card-fields': 'mt-1.5 grid grid-cols-2 gap-x-4 gap-y-0.5 text-sm',
    badge: BADGE_SHAPE,
    ...panels,
    'badge-icon': 'h-3.5 w-3.5 shrink-0 fill-none stroke-current stroke-2 [stroke-linecap:round] [stroke-linejoin:round]',
  },
  // Breakpoints of SPEC §9.
  theme: {
    breakpoints: { xs: '320px', sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
  },
});
