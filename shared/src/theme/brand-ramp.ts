import type { BrandVariants } from '@fluentui/react-components';

// Fluent themes need a 16-step brand ramp; a custom primary colour (spec §4) is one hex value.
// Steps 10–70 darken it towards black, 80 is the colour itself, 90–160 lighten it towards white.

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function mix(a: [number, number, number], b: [number, number, number], t: number): [number, number, number] {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export function brandRampFrom(hex: string): BrandVariants {
  const base = channels(hex);
  const black: [number, number, number] = [0, 0, 0];
  const white: [number, number, number] = [255, 255, 255];
  const steps = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
  const ramp = {} as Record<(typeof steps)[number], string>;
  for (const step of steps) {
    if (step <= 80) ramp[step] = toHex(mix(black, base, 0.1 + (0.9 * (step - 10)) / 70));
    else ramp[step] = toHex(mix(base, white, ((step - 80) / 80) * 0.85));
  }
  return ramp as BrandVariants;
}
