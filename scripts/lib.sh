# Shared helpers for the project's scripts (sourced, not run).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# The Moving AI folder: the shell's one home of its default (JavaScript's is
# bench/movingai.js, the C++ tests' CMakeLists.txt).
export PATHRACE_MAPS="${PATHRACE_MAPS:-$ROOT/../shared/maps/movingai}"
export NODE_PATH="${NODE_PATH:-/usr/share/nodejs}"  # Debian's emcc needs acorn from here
JOBS="${JOBS:-$(nproc)}"

step() { printf '\n\033[1m==> %s\033[0m\n' "$*"; }
warn() { printf '\033[1;33mWARNING: %s\033[0m\n' "$*" >&2; }

maps_available() {
  if [ -d "$PATHRACE_MAPS" ]; then return 0; fi
  warn "Moving AI maps not found at $PATHRACE_MAPS (set PATHRACE_MAPS): the oracle tests and benchmarks that need them are SKIPPED"
  return 1
}
