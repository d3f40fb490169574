#include "pathrace/rules.hpp"

#include <array>
#include <cmath>
#include <utility>

namespace pathrace {
namespace {

template <class E, std::size_t N>
std::optional<E> lookup(const std::array<std::pair<std::string_view, E>, N>& table,
                        std::string_view name) {
  for (const auto& [text, value] : table)
    if (text == name) return value;
  return std::nullopt;
}

template <class E, std::size_t N>
std::string_view name_of(const std::array<std::pair<std::string_view, E>, N>& table, E value) {
  for (const auto& [text, v] : table)
    if (v == value) return text;
  return "unknown";
}

constexpr std::array<std::pair<std::string_view, Algorithm>, 5> algorithms{{
    {"astar", Algorithm::astar},
    {"greedy", Algorithm::greedy},
    {"dijkstra", Algorithm::dijkstra},
    {"bfs", Algorithm::bfs},
    {"jps", Algorithm::jps},
}};
constexpr std::array<std::pair<std::string_view, CornerRule>, 3> corner_rules{{
    {"no-corner-cutting", CornerRule::no_corner_cutting},
    {"at-most-one-blocked", CornerRule::at_most_one_blocked},
    {"always", CornerRule::always},
}};
constexpr std::array<std::pair<std::string_view, StepCosts>, 2> step_costs{{
    {"exact", StepCosts::exact},
    {"classic", StepCosts::classic},
}};
constexpr std::array<std::pair<std::string_view, Heuristic>, 5> heuristics{{
    {"manhattan", Heuristic::manhattan},
    {"octile", Heuristic::octile},
    {"euclidean", Heuristic::euclidean},
    {"chebyshev", Heuristic::chebyshev},
    {"zero", Heuristic::zero},
}};
constexpr std::array<std::pair<std::string_view, TieBreak>, 3> tie_breaks{{
    {"larger-g", TieBreak::larger_g},
    {"fifo", TieBreak::fifo},
    {"lifo", TieBreak::lifo},
}};

}  // namespace

bool Rules::valid() const {
  return static_cast<unsigned>(algorithm) <= static_cast<unsigned>(Algorithm::jps) &&
         (connectivity == Connectivity::four || connectivity == Connectivity::eight) &&
         static_cast<unsigned>(corner) <= static_cast<unsigned>(CornerRule::always) &&
         static_cast<unsigned>(costs) <= static_cast<unsigned>(StepCosts::classic) &&
         static_cast<unsigned>(heuristic) <= static_cast<unsigned>(Heuristic::zero) &&
         static_cast<unsigned>(tie_break) <= static_cast<unsigned>(TieBreak::lifo) &&
         std::isfinite(weight) && weight >= 0 && weight <= max_weight;
}

bool admissible(const Rules& rules) {
  // Manhattan overestimates a diagonal step; the others never do.
  return rules.connectivity == Connectivity::four || rules.heuristic != Heuristic::manhattan;
}

std::optional<Algorithm> parse_algorithm(std::string_view n) { return lookup(algorithms, n); }
std::optional<CornerRule> parse_corner_rule(std::string_view n) { return lookup(corner_rules, n); }
std::optional<StepCosts> parse_step_costs(std::string_view n) { return lookup(step_costs, n); }
std::optional<Heuristic> parse_heuristic(std::string_view n) { return lookup(heuristics, n); }
std::optional<TieBreak> parse_tie_break(std::string_view n) { return lookup(tie_breaks, n); }

std::string_view to_string(Algorithm a) { return name_of(algorithms, a); }
std::string_view to_string(CornerRule c) { return name_of(corner_rules, c); }
std::string_view to_string(StepCosts c) { return name_of(step_costs, c); }
std::string_view to_string(Heuristic h) { return name_of(heuristics, h); }
std::string_view to_string(TieBreak t) { return name_of(tie_breaks, t); }

}  // namespace pathrace
