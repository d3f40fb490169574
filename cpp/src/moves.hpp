// The moves of a grid, in one place: the eight directions, the corner rule
// (may a diagonal step pass the cells beside it?), and the dispatch that
// turns a query's connectivity and corner rule into compile-time constants
// (or, for the searcher's less common rules, AnyMoves: the same read at run time).
// The searcher, jump point search, flow fields, line of sight and connected
// components all take their moves from here.
#pragma once

#include <cstddef>
#include <cstdint>

#include "pathrace/rules.hpp"

namespace pathrace::moves {

// The cardinal directions first (all the moves of a 4-connected grid), then
// the diagonals; d ^ 2 is the opposite of d.
enum Direction : std::uint8_t {
  north,
  east,
  south,
  west,
  north_east,
  south_east,
  south_west,
  north_west,
};
inline constexpr int dx[8] = {0, 1, 0, -1, 1, 1, -1, -1};
inline constexpr int dy[8] = {-1, 0, 1, 0, -1, 1, 1, -1};

constexpr Direction opposite(Direction d) { return static_cast<Direction>(d ^ 2); }
static_assert([] {
  for (int d = 0; d < 8; ++d) {
    const Direction o = opposite(static_cast<Direction>(d));
    if (dx[o] != -dx[d] || dy[o] != -dy[d]) return false;
  }
  return true;
}());
constexpr bool is_diagonal(Direction d) { return d >= north_east; }
// One step in direction d, as an index offset in a row-major array whose
// rows are `row` entries apart.
constexpr std::ptrdiff_t offset(Direction d, std::ptrdiff_t row) { return dx[d] + dy[d] * row; }
// The direction of the step (x, y). Precondition: one of the eight steps.
constexpr Direction direction_of(int x, int y) {
  int d = 0;
  while (dx[d] != x || dy[d] != y) ++d;
  return static_cast<Direction>(d);
}
// The same at compile time: anything but a step of one of the eight reads
// past the table, which does not compile.
template <int x, int y>
inline constexpr Direction direction = direction_of(x, y);

// The corner rule, its one test: may a diagonal step pass its two side
// cells (the cells it passes between), given which of them are free? The
// cell it enters must be free too, which this does not ask.
constexpr bool passes(CornerRule corner, bool side_free, bool other_side_free) {
  switch (corner) {
    case CornerRule::no_corner_cutting:
      return side_free && other_side_free;
    case CornerRule::at_most_one_blocked:
      return side_free || other_side_free;
    case CornerRule::always:
      return true;
  }
  return false;
}

// The corner rule a query's moves obey: 4-connected moves, and a line of
// sight under them, never pass a blocked cell's corner.
constexpr CornerRule corner_rule(const Rules& rules) {
  return rules.connectivity == Connectivity::four ? CornerRule::no_corner_cutting : rules.corner;
}

// A connectivity and a corner rule as types, for code compiled per pair.
template <Connectivity c, CornerRule r>
struct Moves {
  static constexpr Connectivity connectivity = c;
  static constexpr CornerRule corner = r;
  static constexpr bool diagonals = c == Connectivity::eight;
  // May a diagonal step pass its side cells, given which are free?
  static constexpr bool pass(bool side_free, bool other_side_free) {
    return passes(r, side_free, other_side_free);
  }
};

// f(Moves<…>{}) for the rules' moves, so that the loops f runs test no rule
// at run time. Precondition: rules.valid().
template <class F>
decltype(auto) dispatch(const Rules& rules, F&& f) {
  constexpr Connectivity eight = Connectivity::eight;
  if (rules.connectivity == Connectivity::four)
    return f(Moves<Connectivity::four, CornerRule::no_corner_cutting>{});  // as corner_rule()
  switch (rules.corner) {
    case CornerRule::at_most_one_blocked:
      return f(Moves<eight, CornerRule::at_most_one_blocked>{});
    case CornerRule::always:
      return f(Moves<eight, CornerRule::always>{});
    case CornerRule::no_corner_cutting:
      break;
  }
  return f(Moves<eight, CornerRule::no_corner_cutting>{});
}

// The corner rule as a count: how many of its two side cells a diagonal
// step needs free. passes() is the rule; this is the same test as a sum,
// for a rule read at run time.
constexpr int sides_needed(CornerRule corner) {
  return passes(corner, false, false) ? 0 : passes(corner, true, false) ? 1 : 2;
}
static_assert([] {
  for (const CornerRule r :
       {CornerRule::no_corner_cutting, CornerRule::at_most_one_blocked, CornerRule::always})
    for (const bool a : {false, true})
      for (const bool b : {false, true})
        if (passes(r, a, b) != (int{a} + int{b} >= sides_needed(r))) return false;
  return true;
}());

// Any connectivity and corner rule, read at run time: one compiled loop for
// the rules that do not get a loop of their own (Searcher::dispatch_rules
// says which), so that the module is smaller. It answers what Moves does.
struct AnyMoves {
  bool diagonals;
  int sides;  // sides_needed(corner_rule(the rules))
  [[nodiscard]] bool pass(bool side_free, bool other_side_free) const {
    return int{side_free} + int{other_side_free} >= sides;
  }
};

// Calls step(d, terrain) for each move out of the cell whose cost is at `c`
// (in a padded grid, rows pw apart) that `allowed` (a Moves, or AnyMoves)
// allows, in Direction order; terrain is the cost of the cell the move
// enters, as read(pointer to its cost) gives it (0: blocked). The
// neighbours are read into locals first: the caller's stores could alias
// the cost bytes, and the compiler would reload them otherwise. Always
// inlined, so that each d is a constant in step, and a Moves' rule is
// compiled in.
template <class M, class Step, class Read>
__attribute__((always_inline)) inline void each(const M& allowed, const std::uint8_t* c,
                                                std::ptrdiff_t pw, Step&& step, Read&& read) {
  const std::uint8_t n = read(c + offset(north, pw)), e = read(c + offset(east, pw)),
                     s = read(c + offset(south, pw)), w = read(c + offset(west, pw));
  if (n != 0) step(north, n);
  if (e != 0) step(east, e);
  if (s != 0) step(south, s);
  if (w != 0) step(west, w);
  if (!allowed.diagonals) return;
  const std::uint8_t ne = read(c + offset(north_east, pw)), se = read(c + offset(south_east, pw)),
                     sw = read(c + offset(south_west, pw)), nw = read(c + offset(north_west, pw));
  if (ne != 0 && allowed.pass(n != 0, e != 0)) step(north_east, ne);
  if (se != 0 && allowed.pass(s != 0, e != 0)) step(south_east, se);
  if (sw != 0 && allowed.pass(s != 0, w != 0)) step(south_west, sw);
  if (nw != 0 && allowed.pass(n != 0, w != 0)) step(north_west, nw);
}

template <class M, class Step, class Read>
__attribute__((always_inline)) inline void each(const std::uint8_t* c, std::ptrdiff_t pw,
                                                Step&& step, Read&& read) {
  each(M{}, c, pw, step, read);
}

// The costs as they are.
struct PlainCosts {
  __attribute__((always_inline)) std::uint8_t operator()(const std::uint8_t* c) const { return *c; }
};

template <class M, class Step>
__attribute__((always_inline)) inline void each(const std::uint8_t* c, std::ptrdiff_t pw,
                                                Step&& step) {
  each<M>(c, pw, step, PlainCosts{});
}

}  // namespace pathrace::moves
