#!/usr/bin/env bash
# npm start: builds what is needed and serves the race page
# (PORT overrides 8080; PATHRACE_CSP=1 adds a Content-Security-Policy).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bash "$ROOT/scripts/ensure-deps.sh" all
bash "$ROOT/scripts/build-wasm.sh"
cd "$ROOT"
step "Copying Moving AI maps into web/race/maps"
node scripts/copy-maps.mjs
step "Building the site (dist/: the server takes /game.html and /phaser.html from it)"
npx --no-install vite build --logLevel warn
step "Serving the race page"
exec node scripts/serve.mjs
