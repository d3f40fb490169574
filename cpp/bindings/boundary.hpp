// boundary(): the tables web/lib reads (web/lib/boundary.js) — report and
// cell-info slots, the names of statuses, event kinds and cell states in
// enum order, the packed-rules layout with each field's value names, and
// the limits (largest side, weight, terrain cost, open-list report) — built
// from the engine's own enums, name lists and constants, so that no JS
// module spells them by hand. The wasm build runs it once, in a build-time
// program (boundary_main.cpp), and writes them into web/lib/wasm/
// constants.js (write-constants.mjs); neither module carries them.
#pragma once

#include <emscripten/val.h>

namespace pathrace::js {

emscripten::val boundary();

}  // namespace pathrace::js
