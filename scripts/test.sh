#!/usr/bin/env bash
# The one command that installs everything and runs every check and test (README: "Run all tests").
# Each step's wall time goes to the closing summary's table (scripts/lib/steps.sh, scripts/test-summary.mjs).
# Suites run side by side where they share no ports, databases or servers (docs/decisions/ci-within-fifteen-minutes.md).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-node.sh
source scripts/lib/ensure-pnpm.sh
source scripts/lib/ensure-chromium.sh
source scripts/lib/steps.sh
source scripts/lib/auth-emulator.sh
trap steps_finish EXIT

step "Install" pnpm install --frozen-lockfile
step "Lint and format (Biome)" pnpm lint
step "Type-check, build, and check published packages" \
  pnpm exec turbo run typecheck check:package --output-logs=errors-only
step "The committed Drizzle migrations match the schema" pnpm --filter @chartbot/api check:migrations

# One Auth emulator for every suite below, started once.
start_auth_emulator_for_run
# The API's tests are the longest (about 80 s, much of it waiting on deadlines and servers): they start first,
# beside every other workspace's tests, instead of wherever turbo's order put them (about half a minute in).
# The type-check step above built what every workspace's tests import, so turbo runs the tests `--only`: a build
# task of its own would restore `dist/` folders from its cache while the API's tests read them.
step_in_background "API tests" pnpm --filter @chartbot/api test \
  --reporter=default --reporter=json --outputFile.json=.test-results/vitest.json
unit_failed=0
step "Unit tests of every other workspace" pnpm exec turbo run test --only --filter='!@chartbot/api' \
  --concurrency=2 --output-logs=new-only -- \
  --reporter=default --reporter=json --outputFile.json=.test-results/vitest.json ||
  unit_failed=1
wait_for_steps || unit_failed=1
[ "$unit_failed" = 0 ] || exit 1

# The reliability suite stops and restarts PostgreSQL (RELIABILITY_DB_FAULTS=1), so it runs beside the browser
# suites that use no PostgreSQL (the stories; the apps' suites run their API on PGlite), and the journeys, which
# use PostgreSQL when DATABASE_URL is set, wait for it.
if command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432; then
  step_in_background "Reliability suite: the API under bad input, load, faults and abuse" pnpm test:reliability
else
  echo "Reliability suite skipped: no PostgreSQL answers on 127.0.0.1:5432 (see ../shared/DESIGN.md to start it)."
fi
browser_failed=0
step "Browser tests: every story of the UI kit" pnpm exec turbo run test:stories --filter=@chartbot/ui || browser_failed=1
step "Browser tests: the marketing site" pnpm exec turbo run test:e2e --filter=@chartbot/web || browser_failed=1
step "Browser tests: the dashboard" pnpm exec turbo run test:e2e --filter=@chartbot/dashboard || browser_failed=1
wait_for_steps || browser_failed=1
# When the API's tests ran on PostgreSQL (DATABASE_URL), the focused proof of the embedded-PGlite default runs
# beside the journeys: it has no ports or database of theirs, and the journeys leave about a fifth of the CPU idle.
pglite_failed=0
if [ -n "${DATABASE_URL:-}" ]; then
  step_in_background "API tests on embedded PGlite (the default without DATABASE_URL)" \
    pnpm --filter @chartbot/api test:pglite
fi
step "Browser tests: the journeys (every app together)" pnpm exec turbo run test:e2e --filter=@chartbot/journeys ||
  browser_failed=1
wait_for_steps || pglite_failed=1
exit $((browser_failed || pglite_failed))
