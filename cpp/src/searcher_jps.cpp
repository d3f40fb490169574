// Jump point search in the searcher's loop: the same records, stamps and
// open list as A*, with successors from jump_successors.hpp: online, or
// read from the searcher's JumpTable when it serves the rules and fits the
// walls (never for a larger unit, whose grid is another).
#include "jump_successors.hpp"
#include "moves.hpp"
#include "pathrace/searcher.hpp"
#include "search_frontier.hpp"

namespace pathrace {

template <class Listener>
std::uint64_t Searcher::jps_dispatch(std::uint64_t max_expansions, Listener& listener,
                                     std::uint32_t* marks) {
  const bool prepared = jumps_ != nullptr && &pricing_.view() == grid_ &&
                        jumps_->serves(query_.rules) && jumps_->fits(*grid_);
  return moves::dispatch(query_.rules, [&]<class Moves>(Moves) {
    if (prepared) return jps_step<true, Moves>(max_expansions, listener, marks);
    return jps_step<false, Moves>(max_expansions, listener, marks);
  });
}

template <bool prepared, class Moves, class Listener>
std::uint64_t Searcher::jps_step(std::uint64_t max_expansions, Listener& listener,
                                 std::uint32_t* marks) {
  Frontier<Listener, detail::PooledRecords> f(*this, listener);
  PaddedIndex from;  // the jump point being expanded
  bool short_of_memory = false;
  // A successor may be offered from anywhere along a sweep, so room for it
  // is made one at a time.
  const auto generate = [&](PaddedIndex to, std::int64_t g, int x, int y, std::uint8_t arrival) {
    if (!f.reserve(1)) {
      short_of_memory = true;
      return;
    }
    if (auto* node = f.relax(from, to, g, x, y)) node->arrival = arrival;
  };
  const PaddedIndex goal = query_.goal;
  jps::Successors<Moves, decltype(generate), prepared> successors(
      pricing_.view(), prepared ? jumps_->entries() : nullptr, grid_->padded_x(goal),
      grid_->padded_y(goal), query_.step.cardinal, query_.step.diagonal, generate, marks, search_);
  const std::uint64_t done =
      f.run(max_expansions, 0, [&](PaddedIndex cell, std::int64_t g, int x, int y) {
        from = cell;
        successors.expand(x, y, g, f.record(cell).arrival);
        return !short_of_memory;
      });
  stats_.scanned += successors.scanned();  // after run(), which writes the stats back
  marks_.rows().cover(successors.marked_rows());
  return done;
}

template std::uint64_t Searcher::jps_dispatch(std::uint64_t, NullListener&, std::uint32_t*);
template std::uint64_t Searcher::jps_dispatch(std::uint64_t, TraceRecorder&, std::uint32_t*);

}  // namespace pathrace
