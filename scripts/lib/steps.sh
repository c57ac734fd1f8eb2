# Sourced by scripts/test.sh and .ci/run: runs each step of a run and writes down its wall time, so the test
# summary (scripts/test-summary.mjs) can end with a table of every step and the run's total.
#
#   step "Lint" pnpm lint                 prints "== Lint", runs the command, records its time and exit code
#   step_in_background "Journeys" cmd     the same, in the background, its output kept in a log that is
#   wait_for_steps                        printed whole when the step ends; wait_for_steps waits for them all
#                                         and fails when any of them failed
#
# Records go to .test-results/steps.tsv (name, start and end in ms since the epoch, exit code, and how busy the
# machine's CPUs were over the step, in percent: where a step leaves cores idle, work could run beside it).
# The first script of a run to source this file owns the run: it clears the last run's reports and table and
# prints the summary when it exits (steps_finish); scripts it calls add their steps to the same table.
steps_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
steps_file="$steps_root/.test-results/steps.tsv"
steps_logs="$steps_root/.test-results/step-logs"
if [ -z "${STEPS_RUN_OWNER:-}" ]; then
  export STEPS_RUN_OWNER=$$
  rm -rf "$steps_file" "$steps_logs" "$steps_root"/{apps,packages,tooling}/*/.test-results
fi
mkdir -p "$steps_logs"

steps_now() { date +%s%3N; }

# The machine's CPU time so far, busy and in all, in clock ticks (/proc/stat's first line): "busy total".
steps_cpu() {
  local label user nice system idle iowait irq softirq steal rest
  if read -r label user nice system idle iowait irq softirq steal rest </proc/stat 2>/dev/null; then
    local total=$((user + nice + system + idle + iowait + irq + softirq + steal))
    echo "$((total - idle - iowait)) $total"
  else
    echo "0 0"
  fi
}

# steps_record NAME STARTED ENDED STATUS CPU_AT_START: the CPU at the start is steps_cpu's answer then.
steps_record() {
  local busy_before total_before busy_after total_after busy=""
  read -r busy_before total_before <<<"$5"
  read -r busy_after total_after <<<"$(steps_cpu)"
  if [ "$total_after" -gt "$total_before" ]; then
    busy=$((100 * (busy_after - busy_before) / (total_after - total_before)))
  fi
  printf '%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" "$busy" >>"$steps_file"
}

step() {
  local name="$1" started cpu status=0
  shift
  echo "== $name"
  started=$(steps_now)
  cpu=$(steps_cpu)
  "$@" || status=$?
  steps_record "$name" "$started" "$(steps_now)" "$status" "$cpu"
  return "$status"
}

steps_pids=()
step_in_background() {
  local name="$1" log
  shift
  log="$steps_logs/$(printf '%s' "$name" | tr -c 'A-Za-z0-9' '-').log"
  echo "== $name (in the background; its output follows when it ends)"
  (
    started=$(steps_now)
    cpu=$(steps_cpu)
    status=0
    "$@" >"$log" 2>&1 || status=$?
    steps_record "$name" "$started" "$(steps_now)" "$status" "$cpu"
    echo "== $name: output ($([ "$status" = 0 ] && echo passed || echo "failed, exit code $status"))"
    cat "$log"
    exit "$status"
  ) &
  steps_pids+=("$!")
}

wait_for_steps() {
  local pid failed=0
  for pid in "${steps_pids[@]}"; do
    wait "$pid" || failed=1
  done
  steps_pids=()
  return "$failed"
}

# Commands to run when the script exits, before the summary (e.g. stopping a server it started).
steps_exit_commands=()
steps_at_exit() { steps_exit_commands+=("$1"); }

# The script's EXIT trap: runs the steps_at_exit commands, then the closing summary (tests, retried tests, the
# table of step times), printed once, by the run's owner. Arguments go to scripts/test-summary.mjs
# (e.g. --budget-seconds 900). Keeps the script's exit code.
steps_finish() {
  local status=$? command
  for command in "${steps_exit_commands[@]}"; do "$command" || true; done
  if [ "$STEPS_RUN_OWNER" = "$$" ]; then
    node "$steps_root/scripts/test-summary.mjs" "$@" || status=1
  fi
  return "$status"
}
