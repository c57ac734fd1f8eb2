/** Refuses an empty PATCH body: spread into `.refine(...)`. */
export const hasSomeField = [
  (body: object) => Object.values(body).some((value) => value !== undefined),
  "Send at least one field to change.",
] as const;
