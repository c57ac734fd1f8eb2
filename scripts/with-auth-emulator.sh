#!/usr/bin/env bash
# Runs a command with the Firebase Auth emulator (project demo-chartbot) on 127.0.0.1:9099:
# reuses one that is already listening (pnpm dev starts one), otherwise starts one for the command's lifetime.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099
if node -e 'fetch("http://127.0.0.1:9099/").then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))'; then
  exec "$@"
fi
exec "$root/node_modules/.bin/firebase" emulators:exec --only auth --project demo-chartbot \
  --config "$root/firebase.json" "$(printf '%q ' "$@")"
