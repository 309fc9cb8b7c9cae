// THE colour table (SPEC §9 statuses): one entry per tone, with every look a tone takes (a
// status badge, a button's four variants, a message panel), so a tone's colours change in one
// place. Full class names, so UnoCSS finds them here.
/**
 * Every status badge's pill, whatever its tone. uno.config.ts names it `badge`: a list's 100
 * badges carry that one class instead of these nine (docs/decisions/0031).
 */
export const BADGE_SHAPE = 'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium';

const TONES = ['default', 'neutral', 'information', 'success', 'warning', 'error'] as const;
export type Tone = (typeof TONES)[number];

export interface ToneLook {
  /** A soft badge: a status in a list or heading. */
  badge: string;
  /** A message panel: border, background and text. */
  panel: string;
  /** Buttons: solid (primary), soft (secondary), outlined, text only (ghost). */
  solid: string;
  soft: string;
  line: string;
  text: string;
}

export const TONE_LOOK: Record<Tone, ToneLook> = {
  default: {
    badge: 'bg-sky-100 text-sky-900',
    panel: 'border-sky-300 bg-sky-50 text-sky-950',
    solid: 'bg-sky-800 hover:bg-sky-900 text-white',
    soft: 'bg-sky-100 hover:bg-sky-200 text-sky-900',
    line: 'border-sky-800 text-sky-900',
    text: 'text-sky-900',
  },
  neutral: {
    badge: 'bg-slate-100 text-slate-800',
    panel: 'border-slate-300 bg-slate-50 text-slate-900',
    solid: 'bg-slate-700 hover:bg-slate-800 text-white',
    soft: 'bg-slate-100 hover:bg-slate-200 text-slate-800',
    line: 'border-slate-600 text-slate-800',
    text: 'text-slate-800',
  },
  information: {
    badge: 'bg-sky-100 text-sky-900',
    panel: 'border-sky-300 bg-sky-50 text-sky-950',
    solid: 'bg-blue-700 hover:bg-blue-800 text-white',
    soft: 'bg-blue-100 hover:bg-blue-200 text-blue-900',
    line: 'border-blue-700 text-blue-900',
    text: 'text-blue-900',
  },
  success: {
    badge: 'bg-emerald-100 text-emerald-900',
    panel: 'border-emerald-300 bg-emerald-50 text-emerald-900',
    solid: 'bg-emerald-700 hover:bg-emerald-800 text-white',
    soft: 'bg-emerald-100 hover:bg-emerald-200 text-emerald-900',
    line: 'border-emerald-700 text-emerald-900',
    text: 'text-emerald-900',
  },
  warning: {
    badge: 'bg-amber-100 text-amber-900',
    panel: 'border-amber-300 bg-amber-50 text-amber-950',
    solid: 'bg-amber-600 hover:bg-amber-700 text-white',
    soft: 'bg-amber-100 hover:bg-amber-200 text-amber-900',
    line: 'border-amber-600 text-amber-900',
    text: 'text-amber-900',
  },
  error: {
    badge: 'bg-red-100 text-red-900',
    panel: 'border-red-300 bg-red-50 text-red-950',
    solid: 'bg-red-700 hover:bg-red-800 text-white',
    soft: 'bg-red-100 hover:bg-red-200 text-red-900',
    line: 'border-red-700 text-red-900',
    text: 'text-red-800',
  },
};
