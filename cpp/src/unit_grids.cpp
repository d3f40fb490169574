// The grids of units larger than one cell (Grid::for_size) and the
// clearance they are made from, and kept current as the grid is edited.
#include <algorithm>
#include <cstring>
#include <new>

#include "pathrace/grid.hpp"
#include "terrain.hpp"

namespace pathrace {

namespace terrain {

void price_blocks(const Grid& grid, int k, const TerrainProfile* profile, std::uint8_t* out) {
  const int w = grid.width(), h = grid.height(), pw = grid.padded_width();
  const std::uint8_t* const costs = grid.padded_costs();
  const std::uint8_t* const table = profile == nullptr ? nullptr : profile->cost.data();
  std::memset(out, 0, grid.padded_size());
  if (k > w || k > h) return;
  // Along rows: out holds the rank of the costliest of k cells from each.
  for (int y = 0; y < h; ++y) {
    const std::uint8_t* row = costs + grid.to_padded(0, y).value;
    std::uint8_t* o = out + grid.to_padded(0, y).value;
    for (int x = 0; x + k <= w; ++x) {
      std::uint8_t worst = 0;
      for (int dx = 0; dx < k; ++dx)
        worst = std::max(worst, rank(table == nullptr ? row[x + dx] : table[row[x + dx]]));
      o[x] = worst;
    }
  }
  // Down columns, in place: row y reads rows y … y + k − 1, none yet rewritten.
  for (int y = 0; y < h; ++y) {
    std::uint8_t* o = out + grid.to_padded(0, y).value;
    for (int x = 0; x + k <= w; ++x) {
      if (y + k > h) {
        o[x] = 0;
        continue;
      }
      std::uint8_t worst = o[x];
      for (int dy = 1; dy < k; ++dy) worst = std::max(worst, o[x + dy * pw]);
      o[x] = unrank(worst);
    }
  }
}

}  // namespace terrain

namespace {
// A cell's clearance from its right, lower and lower-right neighbours'.
inline std::uint8_t clearance_of(const std::uint8_t* cost, const std::uint8_t* clearance,
                                 std::uint32_t i, std::uint32_t pw) {
  if (cost[i] == Grid::blocked) return 0;
  const std::uint8_t smallest =
      std::min({clearance[i + 1], clearance[i + pw], clearance[i + pw + 1]});
  return static_cast<std::uint8_t>(std::min(smallest + 1, Unit::max_size));
}
}  // namespace

const std::uint8_t* Grid::clearance() const {
  if (clearance_.size() == costs_.size()) return clearance_.data();
  if (!clearance_.reset_zeroed(costs_.size())) return nullptr;
  // Row by row from the bottom, each from the one below it (under the last
  // row, the padding's zeros), with no branch: a cell's clearance is the
  // least of the run of open cells rightward from it (capped) and one more
  // than the least clearance below it and below-right, since a square of
  // side s is its top row and the two squares of side s − 1 under it.
  // repair_units recomputes single cells by clearance_of instead.
  const std::size_t pw = static_cast<std::size_t>(padded_width());
  const auto w = static_cast<std::size_t>(width_);
  for (int y = height_ - 1; y >= 0; --y) {
    const std::uint8_t* const cost = costs_.data() + to_padded(0, y).value;
    std::uint8_t* const row = clearance_.data() + to_padded(0, y).value;
    const std::uint8_t* const below = row + pw;
    for (std::size_t x = 0; x < w; ++x)
      row[x] = static_cast<std::uint8_t>(1 + std::min(below[x], below[x + 1]));
    unsigned run = 0;
    for (std::size_t x = w; x-- > 0;) {
      run = std::min(run + 1, unsigned{Unit::max_size}) & -unsigned{cost[x] != blocked};
      row[x] = static_cast<std::uint8_t>(std::min(unsigned{row[x]}, run));
    }
  }
  return clearance_.data();
}

const Grid* Grid::for_size(int size) const {
  if (size == 1) return this;
  if (size < 1 || size > Unit::max_size) return nullptr;
  std::unique_ptr<Grid>& slot = sizes_[static_cast<std::size_t>(size - 2)];
  if (slot != nullptr) return slot.get();
  const std::uint8_t* const clear = clearance();
  if (clear == nullptr) return nullptr;
  std::unique_ptr<Grid> sized(new (std::nothrow) Grid);
  if (sized == nullptr || create(width_, height_, *sized, blocked) != LoadStatus::ok)
    return nullptr;
  std::uint8_t* const out = sized->costs_.data();
  if (uniform()) {
    for (std::size_t i = 0; i < costs_.size(); ++i) out[i] = clear[i] >= size;  // 1 or blocked
  } else {
    terrain::price_blocks(*this, size, nullptr, out);
  }
  sized->derive_from_costs(uniform());
  slot = std::move(sized);
  return slot.get();
}

void Grid::derive_from_costs(bool plain) {
  derive_bits();
  class_cells_ = {};
  if (plain) {
    class_cells_[1] = rows_.count();
  } else {
    for (int y = 0; y < height_; ++y) {
      const std::uint8_t* const row = costs_.data() + to_padded(0, y).value;
      for (int x = 0; x < width_; ++x) ++class_cells_[row[x]];
    }
    class_cells_[blocked] = 0;
  }
  costly_cells_ = 0;
  for (std::size_t c = 2; c < class_cells_.size(); ++c) costly_cells_ += class_cells_[c];
  ++walls_revision_;
}

void Grid::repair_units(int x, int y) {
  const auto pw = static_cast<std::uint32_t>(padded_width());
  // An edit changes the clearance only of cells whose capped square holds
  // it: those up to max_size − 1 left and up. Bottom-right first, so each
  // reads neighbours already right.
  for (int cy = y; cy >= std::max(0, y - Unit::max_size + 1); --cy)
    for (int cx = x; cx >= std::max(0, x - Unit::max_size + 1); --cx) {
      const std::uint32_t i = to_padded(cx, cy).value;
      clearance_[i] = clearance_of(costs_.data(), clearance_.data(), i, pw);
    }
  for (int size = 2; size <= Unit::max_size; ++size) {
    Grid* sized = sizes_[static_cast<std::size_t>(size - 2)].get();
    if (sized == nullptr) continue;
    for (int cy = std::max(0, y - size + 1); cy <= y; ++cy)
      for (int cx = std::max(0, x - size + 1); cx <= x; ++cx) {
        const std::uint32_t i = to_padded(cx, cy).value;
        const std::uint8_t c = clearance_[i] < size ? blocked
                               : uniform()
                                   ? std::uint8_t{1}
                                   : terrain::block_cost(costs_.data() + i, pw, size, nullptr);
        if (sized->cost(cx, cy) != c) sized->set_cost(cx, cy, c);
      }
  }
}

}  // namespace pathrace
