import type PDFDocument from 'pdfkit';
import { type FontRole, type VisualRun, visualRuns } from './bidi-runs';
import { type FontWeight, fontName } from './pdf-fonts';

// Draws one line of mixed Arabic / Latin text at a box edge, and wraps longer text into such lines.

type Doc = InstanceType<typeof PDFDocument>;

export interface TextStyle {
  size: number;
  weight?: FontWeight;
  color?: string;
  /** Paragraph direction: Arabic text is rtl, English and French ltr. */
  direction: 'rtl' | 'ltr';
  /** Where the line sits in [x, x + width]; defaults to the paragraph's start edge. */
  align?: 'left' | 'right' | 'center';
}

// Any `features` value makes pdfkit shape the whole run at once: without it pdfkit shapes word by word and joins
// the words left to right, which breaks right-to-left runs (and drops a space between them). Latin runs keep
// pdfkit's per-word layout cache (shaping is the costly part of a page).
const shaping = (run: VisualRun) => (run.font === 'arabic' ? { features: [] } : {});

function useFont(doc: Doc, role: FontRole, style: TextStyle): Doc {
  return doc.font(fontName(role, style.weight ?? 'regular')).fontSize(style.size);
}

function measuredRuns(doc: Doc, text: string, style: TextStyle) {
  return visualRuns(text, style.direction).map((run) => ({
    run,
    width: useFont(doc, run.font, style).widthOfString(run.text, shaping(run)),
  }));
}

function lineWidth(doc: Doc, text: string, style: TextStyle): number {
  return measuredRuns(doc, text, style).reduce((total, { width }) => total + width, 0);
}

/** One line, never wrapped; returns its height. */
export function drawLine(doc: Doc, text: string, x: number, y: number, width: number, style: TextStyle): number {
  const align = style.align ?? (style.direction === 'rtl' ? 'right' : 'left');
  const runs = measuredRuns(doc, text, style);
  const total = runs.reduce((sum, run) => sum + run.width, 0);
  let at = align === 'left' ? x : align === 'right' ? x + width - total : x + (width - total) / 2;
  doc.fillColor(style.color ?? '#1b1b1f');
  for (const { run, width: runWidth } of runs) {
    useFont(doc, run.font, style);
    // One baseline for both fonts (their ascenders differ): the alphabetic baseline sits at 0.95 em.
    doc.text(run.text, at, y + style.size * 0.95, { ...shaping(run), lineBreak: false, baseline: 'alphabetic' });
    at += runWidth;
  }
  return style.size * 1.45;
}

/** Greedy word wrap in logical order, each line then laid out by drawLine. */
export function wrapLines(doc: Doc, text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && lineWidth(doc, candidate, style) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

/** Wrapped text; returns the height used. */
export function drawText(doc: Doc, text: string, x: number, y: number, width: number, style: TextStyle): number {
  let height = 0;
  for (const line of wrapLines(doc, text, width, style)) height += drawLine(doc, line, x, y + height, width, style);
  return height;
}
