# Sourced by the scripts in scripts/ after ensure-node.sh: makes sure the pnpm version pinned in package.json is
# on PATH and runs on that Node. The root package.json is found from this file, so sourcing it from any folder
# reads the pinned version. With the Node that ensure-node.sh installed into .tools/, pnpm goes into that Node's
# own prefix (its bin folder is first on PATH), so the pnpm used is never one of another Node.
pnpm_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
pnpm_version=$(node -p 'require(process.argv[1]).packageManager.split("@")[1]' "$pnpm_root/package.json") || return 1
case "${CHARTBOT_NODE_HOME:-}" in
  "$pnpm_root/.tools/"*)
    if [ "$("$CHARTBOT_NODE_HOME/bin/pnpm" --version 2>/dev/null)" != "$pnpm_version" ]; then
      echo "Installing pnpm $pnpm_version for $(node --version)..."
      npm install --global --prefix "$CHARTBOT_NODE_HOME" --no-fund --no-audit --loglevel=error \
        "pnpm@$pnpm_version" >/dev/null
      hash -r
    fi
    ;;
  *)
    if [ "$(pnpm --version 2>/dev/null)" != "$pnpm_version" ]; then
      echo "Installing pnpm $pnpm_version..."
      npm install --global --no-fund --no-audit "pnpm@$pnpm_version" >/dev/null
      hash -r
    fi
    ;;
esac
export NEXT_TELEMETRY_DISABLED=1 TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1
