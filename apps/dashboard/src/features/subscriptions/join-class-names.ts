/** Class names joined with spaces, skipping the falsy ones. */
export function joinClassNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ");
}
