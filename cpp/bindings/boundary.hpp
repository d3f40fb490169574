// boundary(): the tables web/lib reads once after init() (web/lib/
// boundary.js) — report and cell-info slots, the names of statuses, event
// kinds and cell states in enum order, and the packed-rules layout with each
// field's value names — built from the engine's own enums and name lists,
// so that no JS module spells them by hand.
#pragma once

#include <emscripten/val.h>

namespace pathrace::js {

emscripten::val boundary();

}  // namespace pathrace::js
