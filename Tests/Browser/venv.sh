# Sourced, with ROOT set to the repository: makes sure the browser tools' virtual environment has the pinned
# Selenium and axe-playwright-python, and sets VENV to it. Tests/Browser/run.sh and Benchmarks/till.sh and web.sh
# share it, so the pins live here once.
SELENIUM_VERSION=4.27.1
# NB: only its bundled axe.min.js is used (axe-core, run through Selenium), so none of its dependencies is installed.
AXE_PLAYWRIGHT_VERSION=0.1.8
VENV="$ROOT/.build/browser-venv"
if ! "$VENV/bin/python" -c "import selenium" 2>/dev/null; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q "selenium==$SELENIUM_VERSION"
fi
if ! "$VENV/bin/pip" show axe-playwright-python 2>/dev/null | grep -qx "Version: $AXE_PLAYWRIGHT_VERSION"; then
  "$VENV/bin/pip" install -q --no-deps "axe-playwright-python==$AXE_PLAYWRIGHT_VERSION"
fi
