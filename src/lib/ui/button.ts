// Button look (SPEC §9): sizes extra-small, small, medium; variants primary, secondary,
// outline, ghost; statuses default, success, error, warning, information. One function,
// so .astro buttons and island buttons look the same. Colours: the tone table (tones.ts).
import { TONE_LOOK } from './tones';

const BUTTON_SIZES = ['xs', 'sm', 'md'] as const;
const BUTTON_VARIANTS = ['primary', 'secondary', 'outline', 'ghost'] as const;
const BUTTON_STATUSES = ['default', 'success', 'error', 'warning', 'information'] as const;
type ButtonSize = (typeof BUTTON_SIZES)[number];
type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
type ButtonStatus = (typeof BUTTON_STATUSES)[number];

export interface ButtonLook {
  size?: ButtonSize;
  variant?: ButtonVariant;
  status?: ButtonStatus;
  fullWidth?: boolean;
}

const SIZE: Record<ButtonSize, string> = {
  xs: 'px-2 py-1 text-xs',
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2 text-sm',
};

export function buttonClass({ size = 'md', variant = 'primary', status = 'default', fullWidth = false }: ButtonLook = {}): string {
  const tone = TONE_LOOK[status];
  const look = {
    primary: `border border-transparent ${tone.solid}`,
    secondary: `border border-transparent ${tone.soft}`,
    outline: `border bg-white hover:bg-slate-50 ${tone.line}`,
    ghost: `border border-transparent bg-transparent hover:bg-slate-100 ${tone.text}`,
  }[variant];
  return [
    'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors',
    'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700',
    'disabled:cursor-not-allowed disabled:opacity-60',
    SIZE[size],
    look,
    fullWidth ? 'w-full' : '',
  ]
    .filter(Boolean)
    .join(' ');
}
