#!/usr/bin/env bash
# The race page in headless Chromium (tests/e2e/, node:test + playwright-core
# driving the system's /usr/bin/chromium): builds the wasm module if needed,
# copies the Moving AI maps into the page, serves web/ on a free port with a
# Content-Security-Policy, runs the tests (or the test files given as
# arguments) and stops the server.
# Screenshots land in test-output/screenshots/. PATHRACE_STRESS=1 runs the
# tests beside stress-ng --cpu 2 (both cores busy). The test files run two
# at a time (PATHRACE_E2E_JOBS): four shortened the page tests but took the
# cores from the C++ lane beside them (docs/benchmarks.md, "The suite's time").
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bash "$ROOT/scripts/build-wasm.sh"
bash "$ROOT/scripts/ensure-deps.sh" all
cd "$ROOT"
maps_available || true  # copy-maps warns too; the Moving AI test then says SKIPPED

# test.sh's web lane builds it before the JS tests, which read it too.
[ -n "${PATHRACE_SITE_BUILT:-}" ] || bash "$ROOT/scripts/build-test-site.sh"

step "Serving web/ for the page tests"
log="$(mktemp)"
node scripts/serve.mjs --port 0 --csp --quiet >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -f "$log"; stop_stress' EXIT
url=""
for _ in $(seq 100); do
  url="$(head -n 1 "$log")"
  [ -n "$url" ] && break
  kill -0 "$server" 2>/dev/null || { cat "$log" >&2; echo "the page server did not start" >&2; exit 1; }
  sleep 0.1
done
[ -n "$url" ] || { echo "the page server printed no URL" >&2; exit 1; }
echo "page server at $url"

# Every file by default, the longest first (the game's, which wait on its
# frames), so that none of them starts last and runs on alone.
if [ $# -gt 0 ]; then
  files=("$@")
else
  files=(tests/e2e/game.test.js tests/e2e/phaser.test.js)
  for f in tests/e2e/*.test.js; do
    [[ " ${files[*]} " == *" $f "* ]] || files+=("$f")
  done
fi
start_stress  # PATHRACE_STRESS=1: beside the page tests (test.sh's, when it started one, goes on)
step "Page tests in headless Chromium (node --test, ${#files[@]} files, ${PATHRACE_E2E_JOBS:-2} at a time)"
mkdir -p test-output/screenshots
PATHRACE_E2E_URL="$url" node --test --test-concurrency="${PATHRACE_E2E_JOBS:-2}" "${files[@]}"
echo "screenshots: test-output/screenshots/"
