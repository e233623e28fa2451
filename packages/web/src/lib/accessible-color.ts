/**
 * WCAG 2.1 contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio) for the theme colour: the
 * colour an operator picks (SPEC §9 #3598DC by default) is kept for what it decorates, but text
 * and filled controls use the nearest darker shade that white text and a white page can carry.
 */
export const AA_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return 1;
  const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * `color` itself when it reaches `min` against `background`, else the lightest shade of it (mixed
 * towards black in 1% steps) that does. Unparseable input comes back unchanged.
 */
export function readableShade(color: string, background = '#ffffff', min = AA_TEXT_CONTRAST): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  for (let step = 0; step <= 100; step++) {
    const shade = toHex(rgb.map((c) => c * (1 - step / 100)) as Rgb);
    if (contrastRatio(shade, background) >= min) return shade;
  }
  return '#000000';
}
