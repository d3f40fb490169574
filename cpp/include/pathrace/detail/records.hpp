// Where a searcher's per-cell records live, in one of two layouts; a
// record's stamp says whether it is the current search's, so neither is
// cleared between searches. The flat records start as zero bytes (unseen);
// the pool's blocks are cleared as they are claimed.
//
// FlatRecords, for the best-first algorithms: one record per padded cell,
// at the cell's index. Their searches touch dense regions, whose records
// lie side by side in rows.
//
// PooledRecords, for jump point search: records in blocks of eight padded
// cells (eight neighbours along a row), each block given a place in a pool
// the first time a search opens one of its cells, and kept there for every
// later search. A per-block table says where each block lies; block 0 of
// the pool is never given out and stays zero bytes, so a cell whose block
// has no place yet reads as unseen with no test. A jump point search's
// records are a few cells scattered over the map: in a row-major array each
// one touched a page of its own, and on a big map those first-touch page
// faults were much of a query's time; claimed blocks lie side by side in
// the order searches reached them, 21 to a page. Warthog's node pool does
// the same (blocks of eight, allocated in order). The best-first searches
// keep the flat layout: the table's extra load per neighbour cost them more
// instructions than the fewer faults repaid.
//
// The open list holds record indices (a record's place in its layout), so
// that its moves reach the record directly; for the pool, `owners` maps a
// block's place back to its cells. A view holds the arrays' pointers and
// the count of claimed blocks by value, like OpenList, so that a search
// step keeps them in registers; the step writes the count back when it
// ends. The pool has room for every block of the grid, but only the pages
// claimed blocks fill are ever touched: it is not allocated zeroed, and a
// block is cleared when it is claimed. (Zeroed by calloc, which clears what
// the heap held before, the pool was written whole by a searcher's first
// query, which faulted in every page of it: docs/benchmarks.md.)
//
// Search internals (namespace detail): a public header only because
// Searcher holds them by value.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "pathrace/buffer.hpp"
#include "pathrace/detail/row_span.hpp"
#include "pathrace/grid.hpp"

namespace pathrace::detail {

// A cell's record. Its fields other than `search` mean something only
// while `search` is the current search's; a record of zero bytes (stamp 0,
// which no search has) is a cell never touched.
struct Record {
  std::int64_t g;
  PaddedIndex parent;       // no_parent for the start
  std::int32_t heap_index;  // >= 0 open, closed_index closed
  std::uint32_t search;     // which search last touched it
  std::uint8_t arrival;     // jump point search: the direction of the last move into it
};
inline constexpr std::int32_t closed_index = -1;

// Cells per block, as a shift.
inline constexpr unsigned record_block_shift = 3;
inline constexpr std::uint32_t record_block_mask = (1u << record_block_shift) - 1;

// Blocks a grid of `cells` padded cells has.
constexpr std::size_t record_blocks(std::size_t cells) {
  return (cells + record_block_mask) >> record_block_shift;
}

// Where the record of `cell` lies in the pool: in the zero block when its
// block has no place.
inline std::uint32_t record_of(const std::uint32_t* blocks, PaddedIndex cell) {
  return blocks[cell.value >> record_block_shift] << record_block_shift |
         (cell.value & record_block_mask);
}

// The cell whose record lies at `record` (a claimed block's).
inline PaddedIndex cell_of(const std::uint32_t* owners, std::uint32_t record) {
  return {owners[record >> record_block_shift] << record_block_shift |
          (record & record_block_mask)};
}

class FlatRecords {
 public:
  [[nodiscard]] static std::uint32_t find(PaddedIndex cell) { return cell.value; }
  template <class Fresh>
  [[nodiscard]] static std::uint32_t claim(PaddedIndex cell, Fresh&&) {
    return cell.value;
  }
  [[nodiscard]] static PaddedIndex cell(std::uint32_t record) { return {record}; }
};

class PooledRecords {
 public:
  PooledRecords(std::uint32_t* blocks, std::uint32_t* owners, std::uint32_t claimed)
      : blocks_(blocks), owners_(owners), claimed_(claimed) {}

  // Where the record of `cell` lies: in the zero block, to be read only,
  // when its block has no place.
  [[nodiscard]] std::uint32_t find(PaddedIndex cell) const { return record_of(blocks_, cell); }
  // The same, to be written: the block is given a place first if it has
  // none, and fresh(its first record) clears it.
  template <class Fresh>
  __attribute__((always_inline)) std::uint32_t claim(PaddedIndex cell, Fresh&& fresh) {
    std::uint32_t& block = blocks_[cell.value >> record_block_shift];
    if (block == 0) [[unlikely]] {
      block = ++claimed_;
      owners_[block] = cell.value >> record_block_shift;
      fresh(block << record_block_shift);
    }
    return block << record_block_shift | (cell.value & record_block_mask);
  }
  [[nodiscard]] PaddedIndex cell(std::uint32_t record) const { return cell_of(owners_, record); }
  // Blocks given a place so far.
  [[nodiscard]] std::uint32_t claimed() const { return claimed_; }

 private:
  std::uint32_t* blocks_;
  std::uint32_t* owners_;
  std::uint32_t claimed_;
};

// A searcher's records: flat, indexed by PaddedIndex::value; and pooled,
// for jump point search: per block of eight padded cells its place in the
// pool (0: none yet), per place the block there, and the pool, whose block
// 0 stays zero bytes. Each is made by the first search that uses it and
// kept. Which layout the current search uses, and the rows it has written.
class RecordStore {
 public:
  // The records of the layout a search uses, for a grid of `cells` padded
  // cells. When memory is short, the other layout's records, which the new
  // search does not read, are given back first.
  [[nodiscard]] bool ensure(std::size_t cells, bool pooled);
  // The current search's layout.
  void use(bool pooled) { pooled_ = pooled; }
  // The records of the current search's layout.
  [[nodiscard]] Record* data() { return pooled_ ? pool_.data() : nodes_.data(); }

  // The pooled records' view for a search step, which writes the count of
  // claimed blocks back (claimed()).
  [[nodiscard]] PooledRecords pooled_view() { return {blocks_.data(), owners_.data(), claimed_}; }
  void claimed(std::uint32_t blocks) { claimed_ = blocks; }
  // A pool block just claimed: its records read as unseen.
  static void clear_block(Record* first) {
    std::fill_n(first, std::size_t{1} << record_block_shift, Record{});
  }

  // The current search's record of a padded cell, to be read only.
  [[nodiscard]] const Record& record(PaddedIndex cell) const {
    return pooled_ ? pool_[record_of(blocks_.data(), cell)] : nodes_[cell.value];
  }
  // The cell of an open list slot's record.
  [[nodiscard]] PaddedIndex slot_cell(std::uint32_t item) const {
    return pooled_ ? cell_of(owners_.data(), item) : PaddedIndex{item};
  }
  // Where the current search's records are.
  [[nodiscard]] RowSpan& rows() { return rows_; }
  [[nodiscard]] const RowSpan& rows() const { return rows_; }

  // The search stamps wrapped: every record made reads as unseen again.
  void forget();

 private:
  [[nodiscard]] bool make(std::size_t cells, bool pooled);
  void free(bool pooled);

  Buffer<Record> nodes_;
  Buffer<std::uint32_t> blocks_, owners_;
  Buffer<Record> pool_;
  std::uint32_t claimed_ = 0;  // blocks of pool_ given out, after block 0
  bool pooled_ = false;        // the current search's records are pool_'s
  RowSpan rows_;
};

}  // namespace pathrace::detail
