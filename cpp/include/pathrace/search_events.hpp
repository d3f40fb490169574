// What a search reports while it runs. The core calls a listener chosen at
// compile time; NullListener's empty inline methods vanish, so the plain
// find_path pays nothing for tracing.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "pathrace/grid.hpp"

namespace pathrace {

enum class EventKind : std::uint8_t {
  expand,   // a cell was taken off the open list
  open,     // a neighbour was seen for the first time and opened
  improve,  // an open neighbour got a cheaper g (decrease-key)
  reopen,   // a closed neighbour got a cheaper g and went back on the open list
};

// "unknown" for a value past the last.
constexpr std::string_view to_string(EventKind kind) {
  switch (kind) {
    case EventKind::expand:
      return "expand";
    case EventKind::open:
      return "open";
    case EventKind::improve:
      return "improve";
    case EventKind::reopen:
      return "reopen";
  }
  return "unknown";
}

// Costs in reported units: 1 and sqrt(2) (exact) or 10 and 14 (classic).
struct SearchEvent {
  EventKind kind;
  CellId cell;
  CellId parent;  // -1 for the start
  double g;
  double h;
  double f;  // the priority the open list orders by
};

// The parent of the start: a padding cell, never a real one.
inline constexpr PaddedIndex no_parent{0};

// Listener interface, in the engine's padded indices and fixed-point costs.
struct NullListener {
  static constexpr bool traces = false;
  void on_expand(PaddedIndex, PaddedIndex, std::int64_t, std::int64_t, std::int64_t) {}
  void on_generate(EventKind, PaddedIndex, PaddedIndex, std::int64_t, std::int64_t, std::int64_t) {}
};

// Records events in public cell ids and reported units.
class TraceRecorder {
 public:
  static constexpr bool traces = true;

  explicit TraceRecorder(const Grid& grid) : grid_(&grid) {}
  void set_unit(double unit) { unit_ = unit; }

  void on_expand(PaddedIndex cell, PaddedIndex parent, std::int64_t g, std::int64_t h,
                 std::int64_t f) {
    record(EventKind::expand, cell, parent, g, h, f);
  }
  void on_generate(EventKind kind, PaddedIndex cell, PaddedIndex parent, std::int64_t g,
                   std::int64_t h, std::int64_t f) {
    record(kind, cell, parent, g, h, f);
  }

  [[nodiscard]] const std::vector<SearchEvent>& events() const { return events_; }
  void clear() { events_.clear(); }

 private:
  void record(EventKind kind, PaddedIndex cell, PaddedIndex parent, std::int64_t g, std::int64_t h,
              std::int64_t f) {
    events_.push_back({kind, grid_->to_cell(cell),
                       parent == no_parent ? -1 : grid_->to_cell(parent),
                       static_cast<double>(g) / unit_, static_cast<double>(h) / unit_,
                       static_cast<double>(f) / unit_});
  }

  const Grid* grid_;
  double unit_ = 1;  // set by the searcher for each query
  std::vector<SearchEvent> events_;
};

}  // namespace pathrace
