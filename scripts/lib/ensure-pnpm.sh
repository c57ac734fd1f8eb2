# Sourced by the scripts in scripts/: makes sure the pnpm version pinned in package.json is on PATH.
pnpm_version=$(node -p 'require("./package.json").packageManager.split("@")[1]')
if [ "$(pnpm --version 2>/dev/null)" != "$pnpm_version" ]; then
  echo "Installing pnpm $pnpm_version..."
  npm install --global --no-fund --no-audit "pnpm@$pnpm_version" >/dev/null
fi
export NEXT_TELEMETRY_DISABLED=1 TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1
