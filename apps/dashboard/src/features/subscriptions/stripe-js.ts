// Stripe.js, loaded on the payment screen only (never globally) and only when checkout is embedded: a script tag
// for the configured URL (Stripe's, or the local payments sandbox's stand-in), once per page.

/** The part of Stripe.js's embedded checkout the dashboard uses. */
export interface StripeEmbeddedCheckout {
  mount(element: HTMLElement): void;
  destroy(): void;
}

export interface StripeJs {
  createEmbeddedCheckoutPage(options: {
    fetchClientSecret: () => Promise<string>;
  }): Promise<StripeEmbeddedCheckout>;
}

export type StripeConstructor = (publishableKey: string) => StripeJs;

declare global {
  interface Window {
    Stripe?: StripeConstructor;
  }
}

const loading = new Map<string, Promise<StripeConstructor>>();

/** Loads Stripe.js from `url` (once; a failed load is tried again next time) and resolves with `Stripe`. */
export function loadStripeJs(url: string): Promise<StripeConstructor> {
  const known = loading.get(url);
  if (known) return known;
  const loaded = new Promise<StripeConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.addEventListener("load", () => {
      if (window.Stripe) resolve(window.Stripe);
      else reject(new Error("Stripe.js loaded without defining Stripe"));
    });
    script.addEventListener("error", () => {
      script.remove();
      reject(new Error(`Stripe.js could not be loaded from ${url}`));
    });
    document.head.append(script);
  });
  loading.set(url, loaded);
  loaded.catch(() => loading.delete(url));
  return loaded;
}
