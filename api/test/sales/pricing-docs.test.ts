import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AREA_BANDS,
  type Band,
  BUILDING_AGE_BANDS,
  BUSINESS_TYPE_FACTORS,
  FLOOR_BANDS,
  FLOOR_HEIGHT_BANDS,
  FREQUENCY_FACTORS,
  LOCATION_DISCOUNT_BANDS,
  PERIOD_FACTORS,
  priceQuotation,
  UNIT_TYPE_FACTORS,
} from '@portal/contract';
import { acMaintenance, officePricingInput } from '@portal/contract/testing';
import { describe, expect, it } from 'vitest';

// docs/pricing.md is what people read; factor-tables.ts is what runs. Every table row of the page must equal the
// code (both ways: no missing and no extra rows), and the worked example must be what priceQuotation answers.

const page = readFileSync(join(import.meta.dirname, '../../../docs/pricing.md'), 'utf8');
/** The page with runs of spaces folded, so the formatter's table padding does not matter. */
const folded = page.replace(/ {2,}/g, ' ');

/** The data rows of the table under the heading naming `key` in backticks. */
function tableOf(key: string): string[][] {
  const start = page.indexOf(`(\`${key}\`)`);
  if (start < 0) throw new Error(`docs/pricing.md has no table for ${key}`);
  const rows: string[][] = [];
  for (const line of page.slice(start).split('\n').slice(1)) {
    if (line.startsWith('#')) break;
    if (!line.startsWith('|')) continue;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells.every((cell) => /^-+:?$/.test(cell))) continue;
    rows.push(cells);
  }
  return rows.slice(1);
}

const codes = (key: string) => Object.fromEntries(tableOf(key).map(([code, factor]) => [code, Number(factor)]));
const bands = (key: string) =>
  tableOf(key).map(([band, upTo, permille]) => ({
    band,
    upTo: upTo === '∞' ? Number.POSITIVE_INFINITY : Number(upTo),
    permille: Number(permille),
  }));
const plain = (list: readonly Band[]) => list.map(({ band, upTo, permille }) => ({ band, upTo, permille }));

describe('docs/pricing.md', () => {
  it('lists exactly the factor tables of the code', () => {
    expect(codes('business_type')).toEqual(BUSINESS_TYPE_FACTORS);
    expect(codes('unit_type')).toEqual(UNIT_TYPE_FACTORS);
    expect(bands('area')).toEqual(plain(AREA_BANDS));
    expect(bands('building_age')).toEqual(plain(BUILDING_AGE_BANDS));
    expect(bands('floors')).toEqual(plain(FLOOR_BANDS));
    expect(bands('floor_height')).toEqual(plain(FLOOR_HEIGHT_BANDS));
    expect(codes('period')).toEqual(Object.fromEntries(Object.entries(PERIOD_FACTORS)));
    expect(codes('frequency')).toEqual(FREQUENCY_FACTORS);
    const discounts = tableOf('location_discount').map(([from, bp]) => ({
      fromLocations: Number(from),
      bp: Number(bp),
    }));
    expect(discounts).toEqual(LOCATION_DISCOUNT_BANDS.map((b) => ({ ...b })));
  });

  it('states the worked example as priceQuotation computes it', () => {
    // The page's AC maintenance: 90 SAR a unit per visit.
    const ac = { ...acMaintenance, base_price: 9_000, hourly_price: 12_000 };
    const input = officePricingInput([{ service_id: 'ac', quantity: 4, products: [] }]);
    const money = (n: number) => n.toLocaleString('en-US');
    const one = priceQuotation(input, [ac]);
    expect(folded).toContain(`→ **${money(one.lines[0]!.amount)}**`);
    expect(folded).toContain(`VAT 15 % | 67,191.15 → **${money(one.vat)}**`);
    expect(folded).toContain(`| **total** | **${money(one.total)}** halalas`);
    const two = priceQuotation({ ...input, locations: 2 }, [ac]);
    expect(folded).toContain(`the line is ${money(two.lines[0]!.amount)}`);
    expect(folded).toContain(`discount is ${money(two.discount)}`);
    expect(folded).toContain(`taxable ${money(two.taxable)}, VAT ${money(two.vat)}`);
    expect(folded).toContain(`total **${money(two.total)}** halalas`);
  });
});
