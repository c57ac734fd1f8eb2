/**
 * A gate that opens at most once per `ms`: for a warning that would otherwise be written once per request while
 * a condition lasts (load shed, a saturated pool), which would flood the log when it matters most.
 */
export function oncePer(ms: number): () => boolean {
  let openedAt = Number.NEGATIVE_INFINITY;
  return () => {
    const now = performance.now();
    if (now - openedAt < ms) return false;
    openedAt = now;
    return true;
  };
}
