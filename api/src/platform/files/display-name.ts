/**
 * Control characters (C0, DEL, C1), quotes and the bidirectional embedding, override and isolate characters
 * (U+202A–U+202E, U+2066–U+2069): they only break headers and logs, or make "invoice\u202Efdp.exe" read as
 * "invoiceexe.pdf" (issue 16.8).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is this pattern's job.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f"\u202a-\u202e\u2066-\u2069]/g;

/** The client's file name reduced to a harmless display name (never used as a path); `fallback` when nothing is left. */
export function displayFileName(filename: string | undefined, fallback: string): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  return base.replace(UNSAFE, '').trim().slice(0, 200) || fallback;
}
