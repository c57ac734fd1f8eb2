#!/usr/bin/env bash
# The one command that installs everything and starts the product locally (README: "Run it").
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-node.sh
source scripts/lib/ensure-pnpm.sh

pnpm install --frozen-lockfile
exec pnpm dev
