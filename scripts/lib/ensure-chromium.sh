# Sourced by scripts/test.sh: browser tests use Debian's Chromium at /usr/bin/chromium (or CHROMIUM_PATH),
# never a browser downloaded by a test tool.
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Chromium for the browser tests..."
    apt-get -o DPkg::Lock::Timeout=600 update -qq && DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq chromium >/dev/null
  else
    echo "Browser tests need Chromium: run 'sudo apt-get install chromium' or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi
