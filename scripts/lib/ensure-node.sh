# Sourced by the scripts in scripts/ and .ci/run before ensure-pnpm.sh: makes sure the commands run on Node 24.
# A `node` of version 24 or newer on PATH is used as it is. Otherwise the pinned Node below is installed from the
# npm registry's packaged binaries (the `node-<os>-<arch>` package, checked by npm against the registry's
# integrity hash) into the git-ignored `.tools/node-<version>` of this repository, once, and its bin folder is
# put first on PATH, so everything started from here (pnpm, turbo, vitest, Next, tsx, firebase-tools) runs on it.
# Why: docs/decisions/node-24-from-the-npm-registry.md.
chartbot_node_version=24.21.0
chartbot_node_major=${chartbot_node_version%%.*}
chartbot_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

chartbot_found_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$chartbot_found_major" -ge "$chartbot_node_major" ] 2>/dev/null; then
  # Already on a current Node (the developer's own, or ours from an earlier source): no second download.
  CHARTBOT_NODE_HOME="$(cd "$(dirname "$(command -v node)")/.." && pwd)"
else
  case "$(uname -s)" in
    Linux) chartbot_node_os=linux ;;
    Darwin) chartbot_node_os=darwin ;;
    *) chartbot_node_os=unsupported ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) chartbot_node_arch=x64 ;;
    aarch64 | arm64) chartbot_node_arch=arm64 ;;
    *) chartbot_node_arch=unsupported ;;
  esac
  chartbot_node_package="node-$chartbot_node_os-$chartbot_node_arch"
  chartbot_node_dir="$chartbot_root/.tools/node-$chartbot_node_version"
  CHARTBOT_NODE_HOME="$chartbot_node_dir/node_modules/$chartbot_node_package"
  if [ ! -x "$CHARTBOT_NODE_HOME/bin/node" ]; then
    echo "Installing Node $chartbot_node_version ($chartbot_node_package from the npm registry) into .tools/..."
    # Into a fresh folder first, moved into place when complete: an interrupted install leaves nothing half-done.
    chartbot_node_tmp="$chartbot_root/.tools/.node-$chartbot_node_version.$$"
    rm -rf "$chartbot_node_tmp"
    mkdir -p "$chartbot_node_tmp"
    if ! npm install --prefix "$chartbot_node_tmp" --no-save --no-package-lock --no-fund --no-audit \
      --loglevel=error "$chartbot_node_package@$chartbot_node_version" >/dev/null; then
      rm -rf "$chartbot_node_tmp"
      echo "Could not install $chartbot_node_package@$chartbot_node_version from the npm registry." >&2
      echo "Install Node $chartbot_node_major or newer yourself and run the command again." >&2
      return 1
    fi
    rm -rf "$chartbot_node_dir"
    mv "$chartbot_node_tmp" "$chartbot_node_dir"
  fi
  export PATH="$CHARTBOT_NODE_HOME/bin:$PATH"
  hash -r
fi
export CHARTBOT_NODE_HOME
echo "Node $(node --version) ($(command -v node))"
