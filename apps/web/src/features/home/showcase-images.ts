/**
 * The landing page's pictures of the product: which screens, at what size they are taken, and
 * the widths written for the page's `srcset`. `scripts/landing-shots.ts` takes them from the
 * built app with these figures; `showcase-section.tsx` shows them. One list, so the page never
 * asks for a file the script did not write.
 */
export type ShowcaseShot = {
  id: 'editor' | 'cockpit' | 'stage' | 'remote';
  /** The browser window the screen is taken in (CSS pixels). */
  viewport: { width: number; height: number };
  /** Device pixels per CSS pixel when taken. */
  scale: number;
  /** The widths written, in pixels: about the shown size, and twice that. */
  widths: [number, number];
  /** How wide the page shows it (the `sizes` attribute). */
  sizes: string;
};

const wide = {
  viewport: { width: 1280, height: 800 },
  scale: 1,
  widths: [640, 1280],
  sizes: '(min-width: 62em) 540px, (min-width: 48em) 45vw, 92vw',
} satisfies Omit<ShowcaseShot, 'id'>;

export const showcaseShots: ShowcaseShot[] = [
  { id: 'editor', ...wide, widths: [...wide.widths] },
  { id: 'cockpit', ...wide, widths: [...wide.widths] },
  { id: 'stage', ...wide, widths: [...wide.widths] },
  {
    id: 'remote',
    viewport: { width: 390, height: 720 },
    scale: 2,
    widths: [260, 520],
    // The phone fills 46 % of its frame (showcase.module.css).
    sizes: '(min-width: 62em) 250px, (min-width: 48em) 21vw, 42vw',
  },
];

export function showcaseWidths(shot: ShowcaseShot): number[] {
  return shot.widths;
}

/** The address of one picture, as the script writes it under `apps/web/public/landing/`. */
export function showcaseSource(
  shot: ShowcaseShot,
  language: string,
  scheme: 'light' | 'dark',
  width: number,
): string {
  return `/landing/${shot.id}-${language === 'fr' ? 'fr' : 'en'}-${scheme}-${width}.webp`;
}
