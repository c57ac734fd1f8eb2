#!/usr/bin/env node
// `pnpm lint`: docs/api/openapi.json (the API's OpenAPI document, generated from its routes' schemas and kept
// current by apps/api/test/openapi-document.test.ts) against Redocly's recommended rules. Fails on any error
// and on any warning not listed below with its reason.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createConfig, lintFromString } from "@redocly/openapi-core";

const DOCUMENT = fileURLToPath(new URL("../docs/api/openapi.json", import.meta.url));

/** Warnings that are true of this API, each with why. */
const ACCEPTED = [
  { ruleId: "info-license", why: "the API is not published under a licence" },
  {
    ruleId: "operation-4xx-response",
    pointer: "#/paths/~1api~1health~1live/get/responses",
    why: "a liveness probe takes no input and no rate limit: it has no 4xx answer",
  },
  {
    ruleId: "operation-4xx-response",
    pointer: "#/paths/~1api~1health~1ready/get/responses",
    why: "a readiness probe takes no input and no rate limit: it has no 4xx answer",
  },
];

const config = await createConfig({ extends: ["recommended"] });
const problems = await lintFromString({
  source: readFileSync(DOCUMENT, "utf8"),
  absoluteRef: DOCUMENT,
  config,
});
const accepted = (problem) =>
  problem.severity === "warn" &&
  ACCEPTED.some(
    (rule) =>
      rule.ruleId === problem.ruleId &&
      (rule.pointer === undefined || rule.pointer === problem.location[0]?.pointer),
  );
const reported = problems.filter((problem) => !accepted(problem));
for (const problem of reported) {
  console.error(
    `docs/api/openapi.json ${problem.location[0]?.pointer ?? ""}: ${problem.severity} ${problem.ruleId}: ${problem.message}`,
  );
}
if (reported.length > 0) {
  console.error(`\n${reported.length} problem(s) in the OpenAPI document (Redocly's recommended rules).`);
  process.exit(1);
}
