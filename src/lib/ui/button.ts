// Button look (SPEC §9): sizes extra-small, small, medium; variants primary, secondary,
// outline, ghost; statuses default, success, error, warning, information. One function,
// so .astro buttons and island buttons look the same.
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

// Colour per status, then how each variant uses it.
const TONE: Record<ButtonStatus, { solid: string; soft: string; line: string; text: string }> = {
  default: { solid: 'bg-sky-800 hover:bg-sky-900 text-white', soft: 'bg-sky-100 hover:bg-sky-200 text-sky-900', line: 'border-sky-800 text-sky-900', text: 'text-sky-900' },
  success: { solid: 'bg-emerald-700 hover:bg-emerald-800 text-white', soft: 'bg-emerald-100 hover:bg-emerald-200 text-emerald-900', line: 'border-emerald-700 text-emerald-900', text: 'text-emerald-900' },
  error: { solid: 'bg-red-700 hover:bg-red-800 text-white', soft: 'bg-red-100 hover:bg-red-200 text-red-900', line: 'border-red-700 text-red-900', text: 'text-red-800' },
  warning: { solid: 'bg-amber-600 hover:bg-amber-700 text-white', soft: 'bg-amber-100 hover:bg-amber-200 text-amber-900', line: 'border-amber-600 text-amber-900', text: 'text-amber-900' },
  information: { solid: 'bg-blue-700 hover:bg-blue-800 text-white', soft: 'bg-blue-100 hover:bg-blue-200 text-blue-900', line: 'border-blue-700 text-blue-900', text: 'text-blue-900' },
};

export function buttonClass({ size = 'md', variant = 'primary', status = 'default', fullWidth = false }: ButtonLook = {}): string {
  const tone = TONE[status];
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
