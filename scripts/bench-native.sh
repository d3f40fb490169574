#!/usr/bin/env bash
# pathrace-bench over every public Moving AI map: A* 8-connected (checked
# against the scenarios' optimal lengths) and A* 4-connected, then jump
# point search beside A* on the same queries (costs compared query by query).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bash "$ROOT/scripts/ensure-deps.sh" native
bash "$ROOT/scripts/build.sh" native
maps_available || exit 0
bench="$ROOT/build/native/pathrace-bench"
step "A* 8-connected, octile, no corner cutting (checked against the scenarios)"
"$bench" --check "$@" "$PATHRACE_MAPS"/*.scen
step "A* 4-connected, manhattan"
"$bench" --diagonal never --heuristic manhattan "$@" "$PATHRACE_MAPS"/*.scen
step "Jump point search vs A*, 8-connected, no corner cutting (interleaved, same queries)"
"$bench" --algorithm jps --versus astar "$@" "$PATHRACE_MAPS"/*.scen
step "Jump point search vs A*, 4-connected"
"$bench" --algorithm jps --versus astar --diagonal never --heuristic manhattan "$@" "$PATHRACE_MAPS"/*.scen
step "The optimisation article's random-map table"
"$bench" --article
