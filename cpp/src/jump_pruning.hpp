// The pruning of jump point search: which jumps an expansion makes. From
// the start, every direction; from a jump point reached in one direction,
// on, and the turns its neighbours force (per corner rule, as
// jump_successors.hpp describes). Derived, the successor generator, says
// how each kind of jump goes, online or prepared: its straight<dx, dy>,
// diagonal<dx, dy> and (4-connected) vertical<dy> from (x, y) at cost g,
// and its plane_, the rules read by coordinates (jump_rules.hpp).
#pragma once

#include <cstdint>

#include "moves.hpp"
#include "pathrace/rules.hpp"

namespace pathrace::jps {

// The direction a jump point was reached in is a moves::Direction; the
// start, reached by no move, has this one past them.
inline constexpr std::uint8_t no_direction = 8;

template <class Moves, class Derived>
class Pruning {
 protected:
  // The jumps of the expansion of (x, y), reached by `arrival`, whose cost is g.
  void prune(int x, int y, std::int64_t g, std::uint8_t arrival) {
    if constexpr (!Moves::diagonals) {
      switch (arrival) {
        case no_direction:
          self().template straight<1, 0>(x, y, g);
          self().template straight<-1, 0>(x, y, g);
          self().template vertical<1>(x, y, g);
          self().template vertical<-1>(x, y, g);
          return;
        case moves::direction<1, 0>:
          return horizontal_arrival<1>(x, y, g);
        case moves::direction<-1, 0>:
          return horizontal_arrival<-1>(x, y, g);
        case moves::direction<0, 1>:
          return vertical_arrival<1>(x, y, g);
        case moves::direction<0, -1>:
          return vertical_arrival<-1>(x, y, g);
      }
    } else {
      switch (arrival) {
        case no_direction:
          self().template straight<1, 0>(x, y, g);
          self().template straight<-1, 0>(x, y, g);
          self().template straight<0, 1>(x, y, g);
          self().template straight<0, -1>(x, y, g);
          self().template diagonal<1, 1>(x, y, g);
          self().template diagonal<1, -1>(x, y, g);
          self().template diagonal<-1, 1>(x, y, g);
          self().template diagonal<-1, -1>(x, y, g);
          return;
        case moves::direction<1, 0>:
          return straight_arrival<1, 0>(x, y, g);
        case moves::direction<-1, 0>:
          return straight_arrival<-1, 0>(x, y, g);
        case moves::direction<0, 1>:
          return straight_arrival<0, 1>(x, y, g);
        case moves::direction<0, -1>:
          return straight_arrival<0, -1>(x, y, g);
        case moves::direction<1, 1>:
          return diagonal_arrival<1, 1>(x, y, g);
        case moves::direction<1, -1>:
          return diagonal_arrival<1, -1>(x, y, g);
        case moves::direction<-1, 1>:
          return diagonal_arrival<-1, 1>(x, y, g);
        case moves::direction<-1, -1>:
          return diagonal_arrival<-1, -1>(x, y, g);
      }
    }
  }

 private:
  static constexpr CornerRule corner = Moves::corner;  // no_corner_cutting when 4-connected

  Derived& self() { return static_cast<Derived&>(*this); }

  template <int dx>
  void horizontal_arrival(int x, int y, std::int64_t g) {
    self().template straight<dx, 0>(x, y, g);
    if (self().plane_.free(x, y - 1) && !self().plane_.free(x - dx, y - 1))
      self().template vertical<-1>(x, y, g);
    if (self().plane_.free(x, y + 1) && !self().plane_.free(x - dx, y + 1))
      self().template vertical<1>(x, y, g);
  }

  template <int dy>
  void vertical_arrival(int x, int y, std::int64_t g) {
    self().template vertical<dy>(x, y, g);
    self().template straight<1, 0>(x, y, g);
    self().template straight<-1, 0>(x, y, g);
  }

  // 8-connected, arrived along an axis: on, and turns forced by the side
  // cells (sx, sy) = (dy, dx) and (-dy, -dx).
  template <int dx, int dy>
  void straight_arrival(int x, int y, std::int64_t g) {
    self().template straight<dx, dy>(x, y, g);
    side<dx, dy, dy, dx>(x, y, g);
    side<dx, dy, -dy, -dx>(x, y, g);
  }

  template <int dx, int dy, int sx, int sy>
  void side(int x, int y, std::int64_t g) {
    if constexpr (corner == CornerRule::no_corner_cutting) {
      if (self().plane_.free(x + sx, y + sy) && !self().plane_.free(x - dx + sx, y - dy + sy)) {
        self().template straight<sx, sy>(x, y, g);
        self().template diagonal<dx + sx, dy + sy>(x, y, g);
      }
    } else if (dy == 0 ? self().plane_.past_blocked_y(x, y, dx, sy)
                       : self().plane_.past_blocked_x(x, y, sx, dy)) {
      self().template diagonal<dx + sx, dy + sy>(x, y, g);
    }
  }

  // 8-connected, arrived diagonally: both components, on, and the
  // diagonals forced past a blocked cell behind.
  template <int dx, int dy>
  void diagonal_arrival(int x, int y, std::int64_t g) {
    self().template straight<dx, 0>(x, y, g);
    self().template straight<0, dy>(x, y, g);
    self().template diagonal<dx, dy>(x, y, g);
    if (self().plane_.past_blocked_x(x, y, -dx, dy)) self().template diagonal<-dx, dy>(x, y, g);
    if (self().plane_.past_blocked_y(x, y, dx, -dy)) self().template diagonal<dx, -dy>(x, y, g);
  }
};

}  // namespace pathrace::jps
