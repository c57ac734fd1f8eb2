const codeOf = (error: unknown) => (error as { code?: unknown } | undefined)?.code;

/** PostgreSQL's unique violation (23505), as the driver throws it or as Drizzle wraps it (its `cause`). */
export const isUniqueViolation = (error: unknown): boolean =>
  codeOf(error) === "23505" || codeOf((error as { cause?: unknown } | undefined)?.cause) === "23505";
