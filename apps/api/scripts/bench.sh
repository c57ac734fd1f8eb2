#!/usr/bin/env bash
# `pnpm --filter @chartbot/api bench:api`: the API's speed budgets, both run even when the first fails.
# Not yet part of `pnpm bench` (and so of CI): the API does not meet either reliably yet.
# 1. Throughput: GET /api/alerts with a session cookie against a bare Fastify select (bench/api.bench.ts).
# 2. Latency: the reliability load test with its p99 budget enforced (100 connections, p99 under 100 ms).
set -uo pipefail
cd "$(dirname "$0")/.."
bash ../../scripts/with-auth-emulator.sh tsx bench/api.bench.ts
throughput=$?
RELIABILITY_LOAD_P99_BUDGET=1 bash ../../scripts/with-auth-emulator.sh \
  vitest run --config reliability/vitest.config.ts reliability/load.reliability.ts
latency=$?
exit $((throughput || latency))
