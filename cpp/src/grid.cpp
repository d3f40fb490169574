#include "pathrace/grid.hpp"

#include <algorithm>
#include <atomic>
#include <cstring>

namespace pathrace {

std::uint64_t Grid::first_revision() {
  static std::atomic<std::uint64_t> grids{0};
  return (grids.fetch_add(1, std::memory_order_relaxed) + 1) << 32;
}

LoadStatus Grid::create(int width, int height, Grid& out, std::uint8_t fill) {
  if (!valid_size(width, height)) return LoadStatus::bad_size;
  Grid g;
  const int pw = width + 2, ph = height + 2;
  const std::size_t cells = static_cast<std::size_t>(pw) * static_cast<std::size_t>(ph);
  if (!g.costs_.reset(cells) || !g.rows_.reset(ph, pw) || !g.columns_.reset(pw, ph))
    return LoadStatus::out_of_memory;
  g.width_ = width;
  g.height_ = height;
  g.walls_revision_ = first_revision();
  std::memset(g.costs_.data(), blocked, cells);
  for (int y = 0; y < height; ++y)
    std::memset(g.costs_.data() + g.to_padded(0, y).value, fill, static_cast<std::size_t>(width));
  if (fill != blocked) g.derive_bits();
  g.costly_cells_ = fill > 1 ? g.cell_count() : 0;
  if (fill != blocked) g.class_cells_[fill] = g.cell_count();
  out = std::move(g);
  return LoadStatus::ok;
}

void Grid::derive_bits() {
  const int pw = padded_width(), ph = height_ + 2;
  for (int y = 0; y < ph; ++y)
    rows_.assign_row(y, costs_.data() + static_cast<std::size_t>(y) * pw, pw);
  columns_.assign_transpose(rows_, ph, pw);
}

LoadStatus Grid::clone(Grid& out) const {
  Grid g;
  if (!g.costs_.assign_copy(costs_) || !g.rows_.assign_copy(rows_) ||
      !g.columns_.assign_copy(columns_))
    return LoadStatus::out_of_memory;
  g.width_ = width_;
  g.height_ = height_;
  g.costly_cells_ = costly_cells_;
  g.class_cells_ = class_cells_;
  g.walls_revision_ = first_revision();
  out = std::move(g);
  return LoadStatus::ok;
}

void Grid::set_cost(int x, int y, std::uint8_t c) {
  std::uint8_t& cell = costs_[to_padded(x, y).value];
  costly_cells_ += (c > 1) - (cell > 1);
  if (cell != blocked) --class_cells_[cell];
  if (c != blocked) ++class_cells_[c];
  const bool walls = (cell == blocked) != (c == blocked);
  if (walls) ++walls_revision_;
  cell = c;
  rows_.set(y + 1, x + 1, c != blocked);
  columns_.set(x + 1, y + 1, c != blocked);
  if (clearance_.size() != 0) repair_units(x, y);
}

CellId Grid::first_costly_cell() const {
  if (uniform()) return -1;
  for (int y = 0; y < height_; ++y)
    for (int x = 0; x < width_; ++x)
      if (cost(x, y) > 1) return cell(x, y);
  return -1;
}

void Grid::copy_costs(std::span<std::uint8_t> out) const {
  for (int y = 0; y < height_; ++y)
    std::memcpy(out.data() + static_cast<std::size_t>(y) * width_,
                costs_.data() + to_padded(0, y).value, static_cast<std::size_t>(width_));
}

}  // namespace pathrace
