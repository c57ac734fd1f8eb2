# Sourced by the scripts in scripts/: makes sure the pnpm version pinned in package.json is on PATH.
# The root package.json is found from this file, so sourcing it from any folder reads the pinned version.
pnpm_root_package="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/package.json"
pnpm_version=$(node -p 'require(process.argv[1]).packageManager.split("@")[1]' "$pnpm_root_package") || return 1
if [ "$(pnpm --version 2>/dev/null)" != "$pnpm_version" ]; then
  echo "Installing pnpm $pnpm_version..."
  npm install --global --no-fund --no-audit "pnpm@$pnpm_version" >/dev/null
fi
export NEXT_TELEMETRY_DISABLED=1 TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1
