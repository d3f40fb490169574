#include "pathrace/status.hpp"

namespace pathrace {

std::string_view to_string(SearchStatus s) {
  switch (s) {
    case SearchStatus::idle:
      return "idle";
    case SearchStatus::in_progress:
      return "in_progress";
    case SearchStatus::found:
      return "found";
    case SearchStatus::no_path:
      return "no_path";
    case SearchStatus::out_of_bounds:
      return "out_of_bounds";
    case SearchStatus::start_blocked:
      return "start_blocked";
    case SearchStatus::goal_blocked:
      return "goal_blocked";
    case SearchStatus::invalid_rules:
      return "invalid_rules";
    case SearchStatus::out_of_memory:
      return "out_of_memory";
    case SearchStatus::not_uniform:
      return "not_uniform";
    case SearchStatus::weight_not_one:
      return "weight_not_one";
    case SearchStatus::limit:
      return "limit";
    case SearchStatus::bad_unit_size:
      return "bad_unit_size";
    case SearchStatus::bad_profile:
      return "bad_profile";
    case SearchStatus::bad_goals:
      return "bad_goals";
    case SearchStatus::bad_range:
      return "bad_range";
    case SearchStatus::jps_goals:
      return "jps_goals";
  }
  return "unknown";
}

std::string_view to_string(LoadStatus s) {
  switch (s) {
    case LoadStatus::ok:
      return "ok";
    case LoadStatus::bad_header:
      return "bad_header";
    case LoadStatus::bad_size:
      return "bad_size";
    case LoadStatus::bad_row_length:
      return "bad_row_length";
    case LoadStatus::bad_character:
      return "bad_character";
    case LoadStatus::missing_rows:
      return "missing_rows";
    case LoadStatus::extra_rows:
      return "extra_rows";
    case LoadStatus::bad_data_length:
      return "bad_data_length";
    case LoadStatus::out_of_memory:
      return "out_of_memory";
  }
  return "unknown";
}

}  // namespace pathrace
