import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library only cleans up by itself when vitest's globals are on; they are off here.
afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.className = "";
});
