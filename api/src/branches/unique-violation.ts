/** True when the error (or one it wraps, as drizzle does) is PostgreSQL's unique_violation of that constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (name === undefined || name === constraint)) return true;
  }
  return false;
}
