// WCAG 2.1 contrast (1.4.3): text needs 4.5:1 against what is behind it. Used to derive, from a colour
// the user picks (spec 2.9's colour picker, #409EFF by default), a shade that text can be written in.

const channels = (hex: string): [number, number, number] => {
  const full = hex.replace('#', '').replace(/^(\w)(\w)(\w)$/, '$1$1$2$2$3$3');
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
};

const toHex = (rgb: number[]) => `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance of a #rgb / #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The contrast ratio of two colours (1 to 21).
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour itself when it reaches `ratio` against every background, else the lightest shade of it
 * (mixed with black, so its hue stays) that does.
 */
export function readableShade(hex: string, backgrounds: string[], ratio = 4.5): string {
  const rgb = channels(hex);
  for (let black = 0; black <= 1; black += 0.01) {
    const shade = toHex(rgb.map((value) => value * (1 - black)));
    if (backgrounds.every((background) => contrastRatio(shade, background) >= ratio)) return shade;
  }
  return '#000000';
}
