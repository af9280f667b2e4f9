/** The constraint name when the error (or one it wraps, as drizzle does) is PostgreSQL's unique_violation. */
export function uniqueViolation(error: unknown): string | null {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
