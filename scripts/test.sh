#!/usr/bin/env bash
# Every test: formatting and lint, Catch2 natively (Release, then
# ASan+UBSan), the wasm package under Node, the package as npm packs it,
# and the page and embed in headless Chromium. Ends with how many cases
# ran, passed and were skipped in each suite (a skipped case never counts
# as passed), and how many inputs each fuzz target's smoke ran.
# PATHRACE_FULL=1 runs every Moving AI problem instead of every 10th;
# PATHRACE_STRESS=1 (`npm run test:load`) runs it all beside stress-ng --cpu 2.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
started=$SECONDS
bash "$ROOT/scripts/ensure-deps.sh" all
start_stress
trap stop_stress EXIT
cd "$ROOT"
maps_available || true
logs="$ROOT/build/test-logs"
rm -rf "$logs"
mkdir -p "$logs"

bash "$ROOT/scripts/lint.sh"

bash "$ROOT/scripts/build.sh" native asan
bash "$ROOT/scripts/fuzz.sh" --smoke | tee "$logs/fuzz-smoke.log"
for preset in native asan; do
  step "Catch2 tests ($preset build)"
  ctest --preset "$preset" -j "$JOBS" | tee "$logs/catch2-$preset.log"
done

bash "$ROOT/scripts/test-js.sh" | tee "$logs/js.log"
bash "$ROOT/scripts/test-package.sh" | tee "$logs/package.log"

if [ -d "$ROOT/tests/e2e" ]; then
  bash "$ROOT/scripts/test-e2e.sh" | tee "$logs/e2e.log"
fi

step "Summary"
node "$ROOT/scripts/test-summary.mjs" "$logs"
step "All tests passed in $((SECONDS - started)) s"
