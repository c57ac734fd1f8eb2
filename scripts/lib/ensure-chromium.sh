# Sourced by scripts/test.sh: browser tests use Debian's Chromium (or CHROMIUM_PATH), never a browser downloaded
# by a test tool. Two packages of the same Chromium: `chromium` (the full browser: Lighthouse) and
# `chromium-headless-shell` (the old headless mode, which Playwright's tests run in: a fraction of the full
# browser's processes and CPU; docs/decisions/ci-within-fifteen-minutes.md).
if [ -z "${CHROMIUM_PATH:-}" ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; }; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Chromium for the browser tests..."
    apt-get -o DPkg::Lock::Timeout=600 update -qq &&
      DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq \
        chromium chromium-headless-shell >/dev/null
  elif [ ! -x /usr/bin/chromium ]; then
    echo "Browser tests need Chromium: run 'sudo apt-get install chromium chromium-headless-shell' or set CHROMIUM_PATH." >&2
    exit 1
  else
    echo "Browser tests run in the full Chromium: 'sudo apt-get install chromium-headless-shell' makes them faster."
  fi
fi
