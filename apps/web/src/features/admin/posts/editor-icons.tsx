import type { ReactNode } from 'react';

const paths = {
  Undo: <path d="M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />,
  Redo: <path d="m15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />,
  Bold: <path d="M7 4h6a4 4 0 0 1 0 8H7zM7 12h7a4 4 0 0 1 0 8H7z" strokeWidth="2.2" />,
  Italic: <path d="M14 4h-4M14 20h-4M14 4l-4 16M10 4h6M8 20h6" />,
  AlignLeft: <path d="M4 6h16M4 10h10M4 14h16M4 18h10" />,
  AlignCenter: <path d="M4 6h16M7 10h10M4 14h16M7 18h10" />,
  AlignRight: <path d="M4 6h16M10 10h10M4 14h16M10 18h10" />,
  Justify: <path d="M4 6h16M4 10h16M4 14h16M4 18h16" />,
  BulletedList: <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" strokeWidth="2" />,
  NumberedList: <path d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 14.5a1.5 1.5 0 1 1 2.5 1L3.5 19H6.5" />,
  DecreaseIndent: <path d="M11 6h9M11 10h9M11 14h9M4 18h16M7 9 4 12l3 3" />,
  IncreaseIndent: <path d="M11 6h9M11 10h9M11 14h9M4 18h16M4 9l3 3-3 3" />,
  RemoveFormatting: <path d="M6 5h11M12 5l-4 14M4 20l16-16" />,
  Help: (
    <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
  ),
  TextColour: <path d="M6 16 11 4h2l5 12M8 12h8" />,
  Link: (
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof paths;

/** A toolbar glyph; decorative, since every button carries its name in aria-label. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-[18px] w-[18px]"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}
