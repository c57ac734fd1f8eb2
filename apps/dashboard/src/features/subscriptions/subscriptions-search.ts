/** What the Subscriptions page reads from its query string. */
export interface SubscriptionsSearch {
  /** The add-on to pre-select (`?addon=<slug>`), when it is one of the catalogue. */
  addon: string | null;
  /** The outcome of a Stripe Checkout the user comes back from (`?checkout=success|canceled`). */
  checkout: "success" | "canceled" | null;
}

/**
 * Reads `?addon=` and `?checkout=`. The marketing site's Subscribe buttons link with `?addon=`; Stripe returns
 * with both. Unknown values are ignored (the slug is matched case-insensitively against the catalogue).
 */
export function parseSubscriptionsSearch(
  params: Pick<URLSearchParams, "get">,
  slugs: readonly string[],
): SubscriptionsSearch {
  const wanted = params.get("addon")?.trim().toLowerCase() ?? "";
  const addon = slugs.find((slug) => slug === wanted) ?? null;
  const checkout = params.get("checkout");
  return { addon, checkout: checkout === "success" || checkout === "canceled" ? checkout : null };
}
