// A query's prices for its unit (detail/unit_pricing.hpp), through the one
// definition of what a cell costs a unit (terrain.hpp).
#include "pathrace/detail/unit_pricing.hpp"

#include "terrain.hpp"

namespace pathrace::detail {

terrain::UnitCosts UnitPricing::costs(const Grid& grid) const {
  return {view_->padded_costs(), grid.padded_costs(), grid.padded_width(), size_,
          priced_ ? profile_.cost.data() : nullptr};
}

std::uint8_t UnitPricing::terrain(const Grid& grid, std::uint32_t padded) const {
  return costs(grid)(view_->padded_costs() + padded);
}

}  // namespace pathrace::detail
