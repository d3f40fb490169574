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
  const std::size_t pw = static_cast<std::size_t>(width) + 2;
  const std::size_t ph = static_cast<std::size_t>(height) + 2;
  if (!g.costs_.reset(pw * ph)) return LoadStatus::out_of_memory;
  g.width_ = width;
  g.height_ = height;
  g.walls_revision_ = first_revision();
  std::memset(g.costs_.data(), blocked, pw * ph);
  for (int y = 0; y < height; ++y)
    std::memset(g.costs_.data() + g.to_padded(0, y).value, fill, static_cast<std::size_t>(width));
  out = std::move(g);
  return LoadStatus::ok;
}

LoadStatus Grid::clone(Grid& out) const {
  Grid g;
  if (!g.costs_.assign_copy(costs_)) return LoadStatus::out_of_memory;
  g.width_ = width_;
  g.height_ = height_;
  g.walls_revision_ = first_revision();
  out = std::move(g);
  return LoadStatus::ok;
}

void Grid::copy_costs(std::span<std::uint8_t> out) const {
  for (int y = 0; y < height_; ++y)
    std::memcpy(out.data() + static_cast<std::size_t>(y) * width_,
                costs_.data() + to_padded(0, y).value, static_cast<std::size_t>(width_));
}

}  // namespace pathrace
