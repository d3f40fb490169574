// Who moves: a unit's size and the terrain profile it prices cells by.
//
// A unit of size k occupies the k × k block of cells whose top-left cell is
// its position. The position is open for it when the whole block lies in
// the grid and holds no wall; stepping onto it costs the step cost times
// the costliest cell of that block (a wall counting as costlier than any
// cost, so one wall closes the block). For k = 1 this is the grid itself.
// Every rule of the engine then applies unchanged to the grid of block
// costs, Grid::for_size(k): a diagonal step's side cells are the two
// positions it passes, whose blocks with those of its ends fill the
// (k+1) × (k+1) square it sweeps (docs/engine.md).
//
// A profile re-prices terrain classes for one query: cost[c] is what a cell
// of terrain c costs this unit, 0 for a wall. Walls (class 0) stay walls.
#pragma once

#include <array>
#include <cstdint>

namespace pathrace {

struct TerrainProfile {
  std::array<std::uint8_t, 256> cost{};

  // The grid's own prices: class c costs c.
  [[nodiscard]] static constexpr TerrainProfile identity() {
    TerrainProfile p;
    for (int c = 0; c < 256; ++c)
      p.cost[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(c);
    return p;
  }
  // False when it makes walls passable (cost[0] != 0).
  [[nodiscard]] bool valid() const { return cost[0] == 0; }
};

struct Unit {
  static constexpr int max_size = 8;

  int size = 1;  // 1 … max_size
  // Not owned; read when a query starts (the searcher keeps a copy).
  const TerrainProfile* terrain = nullptr;

  [[nodiscard]] bool valid_size() const { return size >= 1 && size <= max_size; }
};

}  // namespace pathrace
