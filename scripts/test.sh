#!/usr/bin/env bash
# Every test: formatting and lint, Catch2 natively (Release, then ASan+UBSan), the wasm package
# under Node, and the page and embed in headless Chromium.
# PATHRACE_FULL=1 runs every Moving AI problem instead of every 10th.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
started=$SECONDS
bash "$ROOT/scripts/ensure-deps.sh" all
cd "$ROOT"
maps_available || true

bash "$ROOT/scripts/lint.sh"

bash "$ROOT/scripts/build.sh" native asan
bash "$ROOT/scripts/fuzz.sh" --smoke
for preset in native asan; do
  step "Catch2 tests ($preset build)"
  ctest --preset "$preset" -j "$JOBS"
done

bash "$ROOT/scripts/test-js.sh"

if [ -d "$ROOT/tests/e2e" ]; then
  bash "$ROOT/scripts/test-e2e.sh"
fi

step "All tests passed in $((SECONDS - started)) s"
