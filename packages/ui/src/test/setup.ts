import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library only cleans up by itself when vitest's globals are on; they are off here.
// Test files share one window (`isolate: false` in vitest.config.ts): what a test put in the body itself goes too.
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  localStorage.clear();
  // The product-wide preferences live in cookies too (`@chartbot/browser-storage`'s shared preferences).
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: expiring what a test left, the way a page would.
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  document.documentElement.removeAttribute("data-cookie-domain");
  document.documentElement.className = "";
});
