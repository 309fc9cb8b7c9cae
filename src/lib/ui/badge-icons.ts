// The few icons of status badges and the list filter's chevron, apart from the rest (icons.ts adds them).
export const BADGE_ICON_PATHS = {
  check: 'M5 12l5 5L20 7',
  warning: 'M12 9v4M12 17v.01M10.3 4l-8 14a2 2 0 0 0 1.7 3h16a2 2 0 0 0 1.7-3l-8-14a2 2 0 0 0-3.4 0',
  hourglass: 'M7 3h10M7 21h10M8 3v3l4 6-4 6v3M16 3v3l-4 6 4 6v3',
  pen: 'M4 20l1-4L16 5l3 3L8 19zM14 7l3 3M3 21h18',
  coins: 'M3 7h18v10H3zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5M6 10v.01M18 14v.01',
  stop: 'M8 3h8l5 5v8l-5 5H8l-5-5V8zM9 9l6 6M15 9l-6 6',
  flag: 'M5 21V4h11l-2 4 2 4H5',
  chevron: 'M6 9l6 6 6-6',
} as const;

export type BadgeIconName = keyof typeof BADGE_ICON_PATHS;
