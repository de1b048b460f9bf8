/** PostgreSQL's unique_violation, whether raised by pg or PGlite and wrapped by drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
