// One query of a Searcher: what was asked (its rules, limits, start and
// goal), and its rules as numbers (Scoring), so that a neighbour costs a
// few multiplies and no switch. A search step copies the Scoring into a
// local, where it stays in registers.
//
// Search internals (namespace detail): a public header only because
// Searcher holds them by value.
#pragma once

#include "pathrace/detail/heuristic.hpp"
#include "pathrace/detail/priority.hpp"
#include "pathrace/detail/step_cost.hpp"
#include "pathrace/grid.hpp"
#include "pathrace/query_limits.hpp"
#include "pathrace/rules.hpp"

namespace pathrace::detail {

struct Scoring {
  StepCost step;
  Estimate h;
  Priority priority;
  bool improvable = true;  // false for greedy and BFS: parents are fixed
};

struct Query : Scoring {
  Rules rules;
  QueryLimits limits;
  PaddedIndex start, goal;  // the goal: the first of several
};

}  // namespace pathrace::detail
