// A searcher's records (detail/records.hpp): made on first use, given back
// when memory is short, forgotten when the search stamps wrap.
#include "pathrace/detail/records.hpp"

#include <algorithm>

namespace pathrace::detail {

// The records start as zero bytes, which read as "unseen" (stamp 0 is no
// search's) whatever their other fields hold: those are read only under the
// current stamp. So nothing is written here, and a query pays only for the
// pages of records it touches. The pool has room for every block, block 0
// included; blocks_ is made last, so that its size says all three are made.
bool RecordStore::ensure(std::size_t cells, bool pooled) {
  if (make(cells, pooled)) return true;
  // A searcher that has run both kinds of search holds both layouts, each
  // as large as the grid: on the largest grids only one fits.
  free(!pooled);
  free(pooled);  // what the failed attempt left, so it is not held twice
  return make(cells, pooled);
}

bool RecordStore::make(std::size_t cells, bool pooled) {
  if (!pooled) return nodes_.size() == cells || nodes_.reset_zeroed(cells);
  const std::size_t blocks = record_blocks(cells);
  if (blocks_.size() == blocks) return true;
  blocks_ = {};
  if (!pool_.reset((blocks + 1) << record_block_shift) || !owners_.reset(blocks + 1) ||
      !blocks_.reset_zeroed(blocks))
    return false;
  clear_block(pool_.data());  // block 0: every cell whose block has no place
  claimed_ = 0;
  return true;
}

void RecordStore::free(bool pooled) {
  if (!pooled) {
    nodes_ = {};
    return;
  }
  blocks_ = {};
  owners_ = {};
  pool_ = {};
  claimed_ = 0;
}

void RecordStore::forget() {
  for (std::size_t i = 0; i < nodes_.size(); ++i) nodes_[i].search = 0;
  if (blocks_.size() != 0) {
    const std::size_t claimed = std::size_t{claimed_ + 1} << record_block_shift;
    for (std::size_t i = 0; i < claimed; ++i) pool_[i].search = 0;
  }
}

}  // namespace pathrace::detail
