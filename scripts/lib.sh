# Shared helpers for the project's scripts (sourced, not run).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# The Moving AI folder: the shell's one home of its default (JavaScript's is
# bench/movingai.js, the C++ tests' CMakeLists.txt).
export PATHRACE_MAPS="${PATHRACE_MAPS:-$ROOT/../shared/maps/movingai}"
export NODE_PATH="${NODE_PATH:-/usr/share/nodejs}"  # Debian's emcc needs acorn from here
JOBS="${JOBS:-$(nproc)}"

# Each step says when it began, counted from the first script of the run.
export PATHRACE_T0="${PATHRACE_T0:-$(date +%s)}"
step() {
  local t=$(($(date +%s) - PATHRACE_T0))
  printf '\n\033[1m==> %s\033[0m [%d:%02d]\n' "$*" $((t / 60)) $((t % 60))
}
warn() { printf '\033[1;33mWARNING: %s\033[0m\n' "$*" >&2; }

maps_available() {
  if [ -d "$PATHRACE_MAPS" ]; then return 0; fi
  warn "Moving AI maps not found at $PATHRACE_MAPS (set PATHRACE_MAPS): the oracle tests and benchmarks that need them are SKIPPED"
  return 1
}

# PATHRACE_STRESS=1: two busy processes (stress-ng --cpu 2) load both cores
# for as long as the calling script runs, so the tests prove they hold on a
# loaded machine. Once per run: a script called by one that already stresses
# adds none. The caller stops it with stop_stress (in its EXIT trap); the
# timeout ends it should the caller be killed outright.
start_stress() {
  [ "${PATHRACE_STRESS:-}" = 1 ] && [ -z "${PATHRACE_STRESSING:-}" ] || return 0
  bash "$ROOT/scripts/ensure-deps.sh" stress
  stress-ng --cpu 2 --timeout 3h --quiet &
  STRESS_PID=$!
  export PATHRACE_STRESSING=1
  step "Loading both cores beside the tests: stress-ng --cpu 2 (pid $STRESS_PID)"
}
stop_stress() {
  if [ -n "${STRESS_PID:-}" ]; then
    kill "$STRESS_PID" 2>/dev/null || true
    wait "$STRESS_PID" 2>/dev/null || true
  fi
}
