#!/usr/bin/env bash
# The one command that installs everything and runs every check and test (README: "Run all tests").
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-pnpm.sh
source scripts/lib/ensure-chromium.sh

pnpm install --frozen-lockfile
rm -rf apps/*/.test-results packages/*/.test-results tooling/*/.test-results
trap 'node scripts/test-summary.mjs' EXIT

echo "== Lint and format (Biome)"
pnpm lint
echo "== Type-check, build, and check published packages"
pnpm exec turbo run typecheck check:package --output-logs=errors-only
echo "== The committed Drizzle migrations match the schema"
pnpm --filter @chartbot/api check:migrations
echo "== Tests"
pnpm exec turbo run test --concurrency=1 -- --reporter=default --reporter=json --outputFile.json=.test-results/vitest.json
echo "== Browser tests (Chromium): every story of the UI kit, then each app end to end"
pnpm exec turbo run test:stories test:e2e --concurrency=1
echo "== Reliability suite: the API under bad input, load, faults and abuse (needs PostgreSQL)"
if command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432; then
  pnpm test:reliability
else
  echo "Skipped: no PostgreSQL answers on 127.0.0.1:5432 (see ../shared/DESIGN.md to start it)."
fi
