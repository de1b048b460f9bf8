import defaultImage from '#web/assets/og-default.png';

/**
 * The society's card for link previews of pages without a picture of their own: 1200×630 in the
 * society's colours (generated once from an SVG with sharp; hashed and cached like every asset).
 */
export const DEFAULT_OG_IMAGE = { url: defaultImage, width: 1200, height: 630 } as const;
