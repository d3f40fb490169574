#!/usr/bin/env bash
# Every test: formatting and lint, Catch2 natively (Release, then
# ASan+UBSan), the wasm package under Node, the package as npm packs it,
# and the page and embed in headless Chromium. Ends with how many cases
# ran, passed and were skipped in each suite (a skipped case never counts
# as passed), and how many inputs each fuzz target's smoke ran.
#
# After the lint, two lanes run side by side, because neither keeps both
# cores busy alone: the C++ lane (the native and ASan builds, the fuzz
# smoke, Catch2 in both builds, then the packed package) is compilers and
# test processes, the web lane (the wasm module, the site, the JS tests,
# the page in Chromium) waits much of its time on a browser's clock. The
# page tests are the longest step, so they start as soon as the JS tests
# end, and the package's tests, which need the wasm module and nothing of
# the page tests, run at the C++ lane's end instead. Each lane's lines come
# prefixed with its name and are kept whole in build/lanes/<lane>.log; a
# failing lane lets the other finish, then the run fails naming it.
# PATHRACE_FULL=1 runs every Moving AI problem instead of every 10th;
# PATHRACE_STRESS=1 (`npm run test:load`) runs it all beside stress-ng --cpu 2.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
started=$SECONDS
# Every install first, one at a time (apt-get and npm ci each take a lock).
bash "$ROOT/scripts/ensure-deps.sh" all
bash "$ROOT/scripts/ensure-deps.sh" clang
start_stress
trap stop_stress EXIT
cd "$ROOT"
maps_available || true
logs="$ROOT/build/test-logs"
rm -rf "$logs"
mkdir -p "$logs"

bash "$ROOT/scripts/lint.sh"

cpp_lane() {
  bash "$ROOT/scripts/build.sh" native asan
  bash "$ROOT/scripts/fuzz.sh" --smoke | tee "$logs/fuzz-smoke.log"
  for preset in native asan; do
    step "Catch2 tests ($preset build)"
    ctest --preset "$preset" -j "$JOBS" | tee "$logs/catch2-$preset.log"
  done
  # The wasm module it packs is the one the web lane builds: build-wasm.sh
  # builds for one lane at a time, so were that build still running, this
  # one would wait for it and then find nothing to do.
  bash "$ROOT/scripts/test-package.sh" | tee "$logs/package.log"
}

web_lane() {
  # The site first: the JS tests' page benchmark reads it, and the page tests serve it.
  bash "$ROOT/scripts/build-test-site.sh"
  export PATHRACE_SITE_BUILT=1
  bash "$ROOT/scripts/test-js.sh" | tee "$logs/js.log"
  bash "$ROOT/scripts/test-e2e.sh" | tee "$logs/e2e.log"
}

# Runs lane $1 in the background, its lines prefixed, its whole output in build/lanes/$1.log.
lanes="$ROOT/build/lanes"
rm -rf "$lanes"
mkdir -p "$lanes"
run_lane() {
  local name=$1
  ("${name}_lane" 2>&1 | tee "$lanes/$name.log" | sed -u "s/^/[$name] /") &
}
step "Two lanes side by side: [cpp] C++ builds, fuzz smoke, Catch2 and the package; [web] JS and page tests"
run_lane web
web_pid=$!
run_lane cpp
cpp_pid=$!
failed=()
wait "$cpp_pid" || failed+=(cpp)
wait "$web_pid" || failed+=(web)

step "Summary"
node "$ROOT/scripts/test-summary.mjs" "$logs"
if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED: the ${failed[*]} lane(s); the whole output of each is in build/lanes/<lane>.log" >&2
  exit 1
fi
step "All tests passed in $((SECONDS - started)) s"
