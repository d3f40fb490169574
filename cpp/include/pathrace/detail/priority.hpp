// The order of one query's open list, as HOG2's TemplateAStar names it:
// phi(g, h) is the priority (smaller first); tie(g, arrival) orders equal
// priorities. One search core, several algorithms:
//   A*           phi = g + h
//   weighted A*  phi = g + floor(w · h)
//   greedy       phi = h
//   Dijkstra     phi = g        (its h is 0)
//   BFS          phi = 0        (its h is 0: arrival order decides)
//
// Search internals (namespace detail): a public header only because
// Searcher holds them by value.
#pragma once

#include <cstdint>

#include "pathrace/rules.hpp"

namespace pathrace::detail {

class Priority {
 public:
  Priority() = default;
  explicit Priority(const Rules& rules)
      : counts_g_(rules.algorithm != Algorithm::greedy && rules.algorithm != Algorithm::bfs),
        weighted_(rules.algorithm == Algorithm::astar && rules.weight != 1.0),
        weight_(rules.weight),
        // BFS is first in, first out by definition, whatever the tie-break says.
        tie_break_(rules.algorithm == Algorithm::bfs ? TieBreak::fifo : rules.tie_break),
        reports_g_(rules.algorithm == Algorithm::bfs) {}

  [[nodiscard]] std::int64_t phi(std::int64_t g, std::int64_t h) const {
    if (weighted_) [[unlikely]]
      h = static_cast<std::int64_t>(weight_ * static_cast<double>(h));
    return (counts_g_ ? g : 0) + h;
  }

  // Smaller first among equal phi: the larger g (key -g), the earlier
  // arrival (fifo) or the later one (lifo). The sign bit is flipped so that
  // unsigned order is the signed order.
  [[nodiscard]] std::uint64_t tie(std::int64_t g, std::int64_t arrival) const {
    const std::int64_t key = tie_break_ == TieBreak::larger_g ? -g
                             : tie_break_ == TieBreak::fifo   ? arrival
                                                              : -arrival;
    return static_cast<std::uint64_t>(key) ^ (std::uint64_t{1} << 63);
  }

  // A tie() as the number it was made from: the g under larger_g, else the
  // arrival number.
  [[nodiscard]] std::int64_t tie_key(std::uint64_t tie) const {
    const auto key = static_cast<std::int64_t>(tie ^ (std::uint64_t{1} << 63));
    return tie_break_ == TieBreak::fifo ? key : -key;
  }
  [[nodiscard]] bool ties_by_g() const { return tie_break_ == TieBreak::larger_g; }

  // The f a cell reports: its phi, except under BFS, whose phi is always 0
  // and which reports g.
  [[nodiscard]] std::int64_t reported_f(std::int64_t g, std::int64_t phi) const {
    return reports_g_ ? g : phi;
  }

 private:
  bool counts_g_ = true;
  bool weighted_ = false;
  double weight_ = 1;
  TieBreak tie_break_ = TieBreak::larger_g;
  bool reports_g_ = false;
};

}  // namespace pathrace::detail
