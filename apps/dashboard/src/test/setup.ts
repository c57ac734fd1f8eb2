import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library cleans up by itself only when vitest's globals are on; they are off here.
// Most test files share one window (`isolate: false` in vitest.config.ts): what a test put in the body itself
// goes too.
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});
