import { describe, expect, it } from 'vitest';
import { brandRampFrom } from './brand-ramp';

describe('brand ramp from a custom primary colour', () => {
  it('puts the colour at step 80, darker below and lighter above', () => {
    const ramp = brandRampFrom('#0F6CBD');
    expect(ramp[80]).toBe('#0F6CBD');
    const lightness = (hex: string) =>
      Number.parseInt(hex.slice(1, 3), 16) +
      Number.parseInt(hex.slice(3, 5), 16) +
      Number.parseInt(hex.slice(5, 7), 16);
    const steps = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
    for (let i = 1; i < steps.length; i++)
      expect(lightness(ramp[steps[i]!])).toBeGreaterThanOrEqual(lightness(ramp[steps[i - 1]!]));
  });
});
