#include "pathrace/jump_table.hpp"

#include <algorithm>
#include <cstring>

#include "jump_rules.hpp"
#include "moves.hpp"
#include "pathrace/grid.hpp"

namespace pathrace {

namespace {

using moves::Direction;

// The entries of one table as a recurrence: each is a function of a few
// cells around it and of the entry one step further along its direction,
// so a build fills them back to front and a repair recomputes backward
// from a changed entry while they keep changing. Directions are template
// arguments: each line's offsets and tests are constants.
template <class M>
class Lines {
 public:
  Lines(const Grid& grid, JumpTable::Entry* entries)
      : cells_{grid.padded_costs()},
        entries_(entries),
        pw_(grid.padded_width()),
        width_(grid.width()),
        height_(grid.height()) {}

  void build() {
    // Straight entries first: the sweeps read them.
    each_direction([&]<Direction d>() {
      if constexpr (!sweep(d)) fill<d>();
    });
    each_direction([&]<Direction d>() {
      if constexpr (sweep(d)) fill<d>();
    });
  }

  // After the cell (x, y) changed: every entry within two cells of it may
  // have other inputs (jump_rules.hpp reads no further), and the walks
  // carry each change on.
  void repair(int x, int y) {
    each_direction([&]<Direction d>() {
      for (int py = std::max(1, y - 1); py <= std::min(height_, y + 3); ++py)
        for (int px = std::max(1, x - 1); px <= std::min(width_, x + 3); ++px)
          walk<d>(static_cast<std::ptrdiff_t>(py) * pw_ + px);
    });
  }

 private:
  // Is d a sweep (a diagonal, or with 4 connections a vertical run whose
  // every step jumps east and west) rather than a straight jump?
  static constexpr bool sweep(Direction d) {
    return M::diagonals ? moves::is_diagonal(d) : d == moves::north || d == moves::south;
  }

  // f.template operator()<d>() for each direction the moves use.
  template <class F>
  static void each_direction(F&& f) {
    f.template operator()<moves::east>();
    f.template operator()<moves::west>();
    f.template operator()<moves::north>();
    f.template operator()<moves::south>();
    if constexpr (M::diagonals) {
      f.template operator()<moves::north_east>();
      f.template operator()<moves::south_east>();
      f.template operator()<moves::south_west>();
      f.template operator()<moves::north_west>();
    }
  }

  template <Direction d>
  [[nodiscard]] std::ptrdiff_t offset() const {
    return moves::offset(d, pw_);
  }

  template <Direction d>
  [[nodiscard]] std::int16_t compute(std::ptrdiff_t i) const {
    if (!cells_.free(i)) return 0;
    const std::ptrdiff_t next = i + offset<d>();
    bool stop;
    if constexpr (!sweep(d)) {
      if (!cells_.free(next)) return 0;
      constexpr bool across = d == moves::east || d == moves::west;
      stop = cells_.forced_straight(next, offset<d>(), across ? pw_ : 1);
    } else if constexpr (M::diagonals) {
      const std::ptrdiff_t ox = moves::dx[d], oy = std::ptrdiff_t{moves::dy[d]} * pw_;
      if (!cells_.diagonal_allowed(i, ox, oy)) return 0;
      const JumpTable::Entry& n = entries_[next];
      stop = n[moves::dx[d] > 0 ? moves::east : moves::west] > 0 ||
             n[moves::dy[d] > 0 ? moves::south : moves::north] > 0 ||
             cells_.forced_diagonal(next, ox, oy);
    } else {
      if (!cells_.free(next)) return 0;
      stop = entries_[next][moves::east] > 0 || entries_[next][moves::west] > 0;
    }
    if (stop) return 1;
    const std::int16_t v = entries_[next][d];
    return static_cast<std::int16_t>(v > 0 ? v + 1 : v - 1);
  }

  // Every cell's entry for d, each after the one it reads.
  template <Direction d>
  void fill() {
    constexpr int dy = moves::dy[d], dx = moves::dx[d];
    for (int k = 1; k <= height_; ++k) {
      const int y = dy > 0 ? height_ + 1 - k : k;
      const std::ptrdiff_t row = static_cast<std::ptrdiff_t>(y) * pw_;
      if constexpr (dx > 0)
        for (int x = width_; x >= 1; --x) entries_[row + x][d] = compute<d>(row + x);
      else
        for (int x = 1; x <= width_; ++x) entries_[row + x][d] = compute<d>(row + x);
    }
  }

  // Recomputes the entry of i for d and, while it changes, those behind it.
  // A wall's entry is 0 and the padding's stays 0, so a walk ends there.
  template <Direction d>
  void walk(std::ptrdiff_t i) {
    for (;;) {
      const std::int16_t v = compute<d>(i);
      const std::int16_t was = entries_[i][d];
      if (v == was) return;
      entries_[i][d] = v;
      // A sweep stops at a cell by whether its straight jumps find a jump
      // point, not by how far.
      if constexpr (!sweep(d))
        if ((v > 0) != (was > 0)) carry<d>(i);
      i -= offset<d>();
    }
  }

  // Whether the straight entry of m for d finds a jump point changed: the
  // sweeps that read it there.
  template <Direction d>
  void carry(std::ptrdiff_t m) {
    if constexpr (M::diagonals) {
      constexpr bool across = d == moves::east || d == moves::west;
      each_direction([&]<Direction s>() {
        if constexpr (sweep(s) &&
                      (across ? moves::dx[s] == moves::dx[d] : moves::dy[s] == moves::dy[d]))
          walk<s>(m - offset<s>());
      });
    } else {
      walk<moves::north>(m - offset<moves::north>());
      walk<moves::south>(m - offset<moves::south>());
    }
  }

  jps::Cells<M> cells_;
  JumpTable::Entry* entries_;
  std::ptrdiff_t pw_;
  int width_, height_;
};

template <class F>
decltype(auto) with_lines(Connectivity connectivity, CornerRule corner, F&& f) {
  Rules rules;
  rules.connectivity = connectivity;
  rules.corner = corner;
  return moves::dispatch(rules, [&]<class M>(M) { return f(M{}); });
}

}  // namespace

PrepareStatus JumpTable::build(const Grid& grid, Connectivity connectivity, CornerRule corner) {
  Rules rules;
  rules.connectivity = connectivity;
  rules.corner = corner;
  if (!rules.valid()) return PrepareStatus::invalid_rules;
  const auto cells = static_cast<std::int64_t>(grid.padded_size());
  if (cells > max_padded_cells) {
    clear();
    return PrepareStatus::too_large;
  }
  if (!entries_.reset_zeroed(static_cast<std::size_t>(cells))) {
    clear();
    return PrepareStatus::out_of_memory;
  }
  connectivity_ = connectivity;
  corner_ = connectivity == Connectivity::four ? CornerRule::no_corner_cutting : corner;
  with_lines(connectivity_, corner_, [&]<class M>(M) { Lines<M>(grid, entries_.data()).build(); });
  revision_ = grid.walls_revision();
  return PrepareStatus::ok;
}

void JumpTable::repair(const Grid& grid, int x, int y) {
  with_lines(connectivity_, corner_,
             [&]<class M>(M) { Lines<M>(grid, entries_.data()).repair(x, y); });
  revision_ = grid.walls_revision();
}

void JumpTable::set_cost(Grid& grid, int x, int y, std::uint8_t cost) {
  const bool walls = grid.passable(x, y) != (cost != Grid::blocked);
  const bool fitted = fits(grid);  // a table that no longer fits stays so
  grid.set_cost(x, y, cost);
  if (walls && fitted) repair(grid, x, y);
}

void JumpTable::clear() { entries_ = {}; }

bool JumpTable::same(const JumpTable& other) const {
  return connectivity_ == other.connectivity_ && corner_ == other.corner_ &&
         entries_.size() == other.entries_.size() &&
         (entries_.size() == 0 ||
          std::memcmp(entries_.data(), other.entries_.data(), bytes()) == 0);
}

std::string_view to_string(PrepareStatus s) {
  switch (s) {
    case PrepareStatus::ok:
      return "ok";
    case PrepareStatus::invalid_rules:
      return "invalid_rules";
    case PrepareStatus::too_large:
      return "too_large";
    case PrepareStatus::out_of_memory:
      return "out_of_memory";
  }
  return "unknown";
}

}  // namespace pathrace
