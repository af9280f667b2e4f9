// Spec §5: number inputs accept digits, one optional leading minus and one decimal point, and clamp to min/max.

/** Keeps only what a number may contain while typing. */
export function sanitizeNumberText(
  text: string,
  options: { allowNegative?: boolean; allowDecimal?: boolean } = {},
): string {
  const { allowNegative = true, allowDecimal = true } = options;
  let out = '';
  let seenPoint = false;
  for (const [index, char] of [...text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))].entries()) {
    if (char >= '0' && char <= '9') out += char;
    else if (char === '-' && allowNegative && index === 0) out += char;
    else if ((char === '.' || char === '٫') && allowDecimal && !seenPoint) {
      out += '.';
      seenPoint = true;
    }
  }
  return out;
}

/** The number a finished input stands for, clamped; null when empty or only a sign/point. */
export function parseClampedNumber(text: string, min?: number, max?: number): number | null {
  if (text === '' || text === '-' || text === '.' || text === '-.') return null;
  let value = Number(text);
  if (!Number.isFinite(value)) return null;
  if (min !== undefined && value < min) value = min;
  if (max !== undefined && value > max) value = max;
  return value;
}
