// Small line icons (24×24 paths, drawn with currentColor) for Icon.astro.
import { BADGE_ICON_PATHS } from './badge-icons.ts';

export const ICON_PATHS = {
  ...BADGE_ICON_PATHS,
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  loan: 'M4 7h16v10H4zM4 10h16M8 14h3',
  leasing: 'M5 16l1.5-5h11L19 16M5 16h14v3H5zM8 19v1M16 19v1M7.5 11l1-3h7l1 3',
  inventory: 'M3 10l9-5 9 5v10H3zM7 20v-6h10v6M7 17h10',
  shop: 'M5 8h14l-1 12H6zM9 8a3 3 0 0 1 6 0',
  market: 'M4 10l2-5h12l2 5M4 10h16v9H4zM9 19v-5h6v5',
  report: 'M6 3h9l4 4v14H6zM9 12h7M9 16h7M9 8h3',
  commission: 'M12 3v18M16 7H10a2.5 2.5 0 0 0 0 5h4a2.5 2.5 0 0 1 0 5H7',
  organisation: 'M4 21V5l8-2v18M12 9h8v12M7 8h2M7 12h2M7 16h2M15 13h2M15 17h2',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0',
  back: 'M15 6l-6 6 6 6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  info: 'M12 11v6M12 7v.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0',
  error: 'M12 8v5M12 16v.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0',
  help: 'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0',
} as const;

export type IconName = keyof typeof ICON_PATHS;
