/** Joins the truthy class names with spaces. */
export function joinClassNames(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ");
}
