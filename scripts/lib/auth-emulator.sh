# Sourced by scripts/test.sh and .ci/run: one Firebase Auth emulator (project demo-chartbot, 127.0.0.1:9099,
# the repository's firebase.json) for a whole run, so the suites that need it (the API's and the reference bot's
# tests, the dashboard's browser tests, the reliability suite, the API budgets) neither start their own per
# command nor lose it when a suite beside them ends (scripts/with-auth-emulator.sh and the dashboard's e2e
# setup reuse one that answers). Needs the workspace installed; stopped when the run exits (steps_at_exit).
auth_emulator_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

auth_emulator_answers() {
  node -e 'fetch("http://127.0.0.1:9099/").then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))'
}

start_auth_emulator_for_run() {
  export FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099
  if auth_emulator_answers; then
    echo "The Firebase Auth emulator already answers on 127.0.0.1:9099: this run uses it."
    return 0
  fi
  local log="$auth_emulator_root/.test-results/auth-emulator.log" waited=0
  mkdir -p "$(dirname "$log")"
  # Its own process group, so stopping it stops every process it started.
  setsid node "$auth_emulator_root/node_modules/firebase-tools/lib/bin/firebase.js" emulators:start \
    --only auth --project demo-chartbot --config "$auth_emulator_root/firebase.json" >"$log" 2>&1 &
  auth_emulator_pid=$!
  steps_at_exit stop_auth_emulator_of_run
  until auth_emulator_answers; do
    if ! kill -0 "$auth_emulator_pid" 2>/dev/null || [ "$waited" -ge 120 ]; then
      echo "The Firebase Auth emulator did not start (log: $log):" >&2
      cat "$log" >&2
      return 1
    fi
    sleep 0.5
    waited=$((waited + 1))
  done
  echo "Firebase Auth emulator started for this run on 127.0.0.1:9099 (log: .test-results/auth-emulator.log)."
}

stop_auth_emulator_of_run() {
  [ -n "${auth_emulator_pid:-}" ] || return 0
  kill -INT -- "-$auth_emulator_pid" 2>/dev/null || return 0
  for _ in $(seq 1 40); do
    kill -0 "$auth_emulator_pid" 2>/dev/null || return 0
    sleep 0.25
  done
  kill -KILL -- "-$auth_emulator_pid" 2>/dev/null || true
}
