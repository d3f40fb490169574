#!/usr/bin/env bash
# The site the page tests serve and the JS tests' page benchmark reads:
# the Moving AI maps copied into web/race/maps, then `npm run build`
# (dist/: the game and the race page).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bash "$ROOT/scripts/build-wasm.sh"
bash "$ROOT/scripts/ensure-deps.sh" all
cd "$ROOT"
maps_available || true  # copy-maps warns too; the Moving AI tests then say SKIPPED
step "Copying Moving AI maps into web/race/maps"
node scripts/copy-maps.mjs
step "Building the site: npm run build (dist/: the game, and the site tests serve all of it)"
npm run --silent build
