import { CHECKOUT_COMPLETE_MESSAGE } from "./checkout-page";

/**
 * The stand-in for Stripe.js: `Stripe(publishableKey).createEmbeddedCheckoutPage({ fetchClientSecret })`
 * resolves with a checkout whose `mount(element)` shows the sandbox's checkout page in an iframe (under
 * `frameBase`), and which sends the browser to the session's return URL once the page says it is complete.
 */
export function standInStripeJs(frameBase: string, publishableKey: string): string {
  return `(() => {
  "use strict";
  const FRAME_BASE = ${JSON.stringify(frameBase)};
  const PUBLISHABLE_KEY = ${JSON.stringify(publishableKey)};
  const COMPLETE = ${JSON.stringify(CHECKOUT_COMPLETE_MESSAGE)};
  class IntegrationError extends Error { constructor(message) { super(message); this.name = "IntegrationError"; } }
  function Stripe(key) {
    if (key !== PUBLISHABLE_KEY) throw new IntegrationError("Invalid API Key provided: " + key);
    return {
      async createEmbeddedCheckoutPage(options) {
        if (!options || typeof options.fetchClientSecret !== "function") {
          throw new IntegrationError("createEmbeddedCheckoutPage: fetchClientSecret must be a function");
        }
        const clientSecret = String(await options.fetchClientSecret());
        const sessionId = clientSecret.split("_secret_")[0];
        let frame;
        const onMessage = (event) => {
          if (!frame || event.source !== frame.contentWindow || !event.data || event.data.type !== COMPLETE) return;
          if (typeof options.onComplete === "function") options.onComplete();
          else window.location.assign(event.data.returnUrl);
        };
        return {
          mount(target) {
            const element = typeof target === "string" ? document.querySelector(target) : target;
            if (!element) throw new IntegrationError("mount: no element " + target);
            frame = document.createElement("iframe");
            frame.src = FRAME_BASE + "/checkout/" + encodeURIComponent(sessionId) +
              "?client_secret=" + encodeURIComponent(clientSecret);
            frame.title = "Secure checkout page";
            frame.style.cssText = "display:block;width:100%;min-height:480px;border:0;";
            element.appendChild(frame);
            window.addEventListener("message", onMessage);
          },
          unmount() { frame?.remove(); window.removeEventListener("message", onMessage); },
          destroy() { this.unmount(); frame = undefined; },
        };
      },
      initEmbeddedCheckout() {
        throw new IntegrationError("stripe.initEmbeddedCheckout() was renamed createEmbeddedCheckoutPage() (Stripe.js dahlia)");
      },
    };
  }
  window.Stripe = Stripe;
})();
`;
}
