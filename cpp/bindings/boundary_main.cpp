// The build-time program's one binding: write-constants.mjs calls boundary()
// and writes what it returns into web/lib/wasm/constants.js.
#include <emscripten/bind.h>

#include "boundary.hpp"

EMSCRIPTEN_BINDINGS(pathrace_boundary) {
  emscripten::function("boundary", &pathrace::js::boundary);
}
