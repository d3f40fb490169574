#!/usr/bin/env bash
# Every test: formatting and lint, Catch2 natively (Release, then
# ASan+UBSan), the wasm package under Node, the package as npm packs it,
# and the page and embed in headless Chromium. Ends with how many cases
# ran, passed and were skipped in each suite (a skipped case never counts
# as passed), and how many inputs each fuzz target's smoke ran.
#
# Three lanes run side by side, because none keeps both cores busy alone:
# the C++ lane (the native and ASan builds, the fuzz smoke, Catch2 in both
# builds) is compilers and test processes; the web lane (the JS tests, the
# packed package) and the page lane (the page and embed in Chromium) wait
# much of their time on a browser's clock. The C++ lane needs only
# Debian's packages, so it starts while npm installs and the wasm module
# builds; the other two start from the wasm module and the built site.
# Each lane's lines come prefixed with its name and are kept whole in
# build/lanes/<lane>.log; a failing lane lets the others finish, then the
# run fails naming it. PATHRACE_FULL=1 runs every Moving AI problem
# instead of every 10th; PATHRACE_STRESS=1 (`npm run test:load`) runs it
# all beside stress-ng --cpu 2.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
started=$SECONDS
# Every Debian package first, in one apt-get (it takes a lock).
bash "$ROOT/scripts/ensure-deps.sh" debian
start_stress
trap stop_stress EXIT
cd "$ROOT"
maps_available || true
logs="$ROOT/build/test-logs"
rm -rf "$logs"
mkdir -p "$logs"

cpp_lane() {
  bash "$ROOT/scripts/build.sh" native asan
  bash "$ROOT/scripts/fuzz.sh" --smoke | tee "$logs/fuzz-smoke.log"
  for preset in native asan; do
    step "Catch2 tests ($preset build)"
    ctest --preset "$preset" -j "$JOBS" | tee "$logs/catch2-$preset.log"
  done
}

web_lane() {
  bash "$ROOT/scripts/test-js.sh" | tee "$logs/js.log"
  bash "$ROOT/scripts/test-package.sh" | tee "$logs/package.log"
}

page_lane() {
  bash "$ROOT/scripts/test-e2e.sh" | tee "$logs/e2e.log"
}

wasm_lane() {
  bash "$ROOT/scripts/build-wasm.sh"
}

# Runs lane $1 in the background, its lines prefixed, its whole output in build/lanes/$1.log.
lanes="$ROOT/build/lanes"
rm -rf "$lanes"
mkdir -p "$lanes"
run_lane() {
  local name=$1
  ("${name}_lane" 2>&1 | tee "$lanes/$name.log" | sed -u "s/^/[$name] /") &
}
failed=()
step "The C++ lane starts: [cpp] C++ builds, fuzz smoke and Catch2"
run_lane cpp
cpp_pid=$!
step "Beside it: [wasm] the wasm module, while npm installs and the lint runs"
run_lane wasm
wasm_pid=$!
bash "$ROOT/scripts/ensure-deps.sh" npm
bash "$ROOT/scripts/lint.sh" || failed+=(lint)
wait "$wasm_pid" && export PATHRACE_WASM_BUILT=1 || failed+=(wasm)

# The site the page lane serves and the JS tests' page benchmark reads, built once here.
step "Copying Moving AI maps into web/race/maps"
node scripts/copy-maps.mjs
step "Building the site: npm run build (dist/: the game, and the site tests serve all of it)"
npm run --silent build
export PATHRACE_SITE_BUILT=1

step "Two more lanes: [web] JS and package tests; [page] the page and embed in Chromium"
run_lane web
web_pid=$!
run_lane page
page_pid=$!
wait "$cpp_pid" || failed+=(cpp)
wait "$web_pid" || failed+=(web)
wait "$page_pid" || failed+=(page)

step "Summary"
node "$ROOT/scripts/test-summary.mjs" "$logs"
if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED: ${failed[*]}; each lane's whole output is in build/lanes/<lane>.log" >&2
  exit 1
fi
step "All tests passed in $((SECONDS - started)) s"
