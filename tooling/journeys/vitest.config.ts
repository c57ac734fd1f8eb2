import { defineConfig } from "vitest/config";

// Unit tests of the budgets' own logic; the journeys and budgets themselves run in Playwright.
export default defineConfig({ test: { include: ["budgets/**/*.test.ts"] } });
