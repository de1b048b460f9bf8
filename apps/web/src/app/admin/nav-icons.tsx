/** Small stroke icons for the admin navigation; decorative (the links carry text). */
const shapes = {
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  events: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  posts: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
  executives: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4.4 3.6-7 8-7s8 2.6 8 7',
  materials: 'M4 5c3-1.5 6-1.5 8 0v15c-2-1.5-5-1.5-8 0zM20 5c-3-1.5-6-1.5-8 0v15c2-1.5 5-1.5 8 0z',
  podcast: 'M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3',
  messages: 'M3 5h18v14H3zM3 6l9 7 9-7',
  members:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.4c2.2.7 3.5 2.8 3.5 5.6',
  subscribers: 'M4 4h16v12H8l-4 4zM8 8h8M8 12h5',
  elections: 'M5 11h14v9H5zM9 11V5h6v6M9 8h6M4 20h16',
  media: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15 9.5a1.5 1.5 0 1 0 0-.01',
  submissions: 'M4 4h16v16H4zM4 14h5l1 2h4l1-2h5M8 8h8M8 11h5',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .3-1.5-1.5.3-2-3-1-1 2h-1.6l-1-2-3 1 .3 2L7 7.3 5 7 4 10l2 1v1.6l-2 1 1 3 2-.3 1.5 1.5-.3 2 3 1 1-2h1.6l1 2 3-1-.3-2 1.5-1.5 2 .3 1-3-2-1z',
  account: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4',
  activity: 'M3 12h4l3-8 4 16 3-8h4',
  import: 'M12 3v11M8 10l4 4 4-4M4 15v5h16v-5',
  site: 'M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3zM12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
} as const;

export type IconName = keyof typeof shapes;

export function NavIcon({ name, className = 'h-5 w-5' }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={shapes[name]} />
    </svg>
  );
}
