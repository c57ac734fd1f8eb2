#!/usr/bin/env bash
# The API's speed budgets, part of `pnpm --filter @chartbot/api bench` (so of `pnpm bench`); alone with
# `pnpm --filter @chartbot/api bench:api`. Both budgets run even when the first fails.
# 1. Throughput: GET /api/alerts with a session cookie against a bare Fastify select (bench/api.bench.ts).
# 2. Latency: the reliability load test with its p99 budget enforced (100 connections, p99 under 100 ms).
# Each budget is judged on the median of three runs (docs/decisions/api-budget-against-bare-select.md): a
# budget is met when two runs meet it, so the third runs only when the first two disagree.
set -uo pipefail
cd "$(dirname "$0")/.."

# Runs "$@" until two runs agree (at most three); exits 0 when two runs passed.
median_of_three() {
  local passed=0 failed=0 run
  for run in 1 2 3; do
    echo "-- run $run of at most 3: $*"
    if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
    if [ "$passed" -ge 2 ]; then return 0; fi
    if [ "$failed" -ge 2 ]; then return 1; fi
  done
}

median_of_three bash ../../scripts/with-auth-emulator.sh tsx bench/api.bench.ts
throughput=$?
# Reported as "load-budget": the reliability suite's own reports of the same run stay as they were.
median_of_three env RELIABILITY_LOAD_P99_BUDGET=1 RELIABILITY_RUN_NAME=load-budget bash ../../scripts/with-auth-emulator.sh \
  vitest run --config reliability/vitest.config.ts reliability/load.reliability.ts
latency=$?
[ "$throughput" -eq 0 ] && echo "API throughput budget: met" || echo "API throughput budget: NOT met"
[ "$latency" -eq 0 ] && echo "API latency budget: met" || echo "API latency budget: NOT met"
exit $((throughput || latency))
