// The open list: an indexed 4-ary heap with decrease-key. Four children per
// node halve the depth of a binary heap; pops, which sift down the whole
// depth, are the bulk of the work, and 4-ary measured 3–9% faster overall.
//
// Each entry's position is kept in its cell's record (Node::heap_index, an
// int32), so that contains and decrease-key are O(1). The heap works on the
// searcher's arrays but holds their pointers and its size by value: a
// search step keeps it in a local, where the compiler can keep them in
// registers (as members they would be reloaded after every store). The
// caller owns the storage and makes room before pushing.
#pragma once

#include <cstddef>
#include <cstdint>

#include "pathrace/grid.hpp"

namespace pathrace {

// Ordered by priority, then tie, both unsigned.
struct OpenEntry {
  std::uint64_t priority;
  std::uint64_t tie;
  PaddedIndex cell;
  // The low bits of the arrival number the entry was pushed or decreased
  // with: tells Searcher::open_list which entries the last expansion made.
  // It fills what was padding, so the entry stays 24 bytes.
  std::uint32_t stamp;
};
static_assert(sizeof(OpenEntry) == 24);

// The open list's order. Priority and tie as one 128-bit number: a compare
// and a subtract-with-borrow, with no branch to mispredict.
inline bool open_before(const OpenEntry& a, const OpenEntry& b) {
  __extension__ using Key = unsigned __int128;
  return (Key{a.priority} << 64 | a.tie) < (Key{b.priority} << 64 | b.tie);
}

template <class Node>
class OpenList {
 public:
  // Children per node: those of position i are arity·i + 1 … arity·i + arity.
  static constexpr std::size_t arity = 4;

  OpenList(OpenEntry* entries, std::size_t size, Node* nodes)
      : entries_(entries), size_(size), nodes_(nodes) {}

  [[nodiscard]] std::size_t size() const { return size_; }
  [[nodiscard]] const OpenEntry* entries() const { return entries_; }
  void rebind(OpenEntry* entries) { entries_ = entries; }

  // push, decrease and sift_up are always inlined: left to itself GCC calls
  // sift_up out of line from the search loops, 5-8% more instructions.
  __attribute__((always_inline)) void push(OpenEntry e) { sift_up(size_++, e); }

  // The smallest entry, removed. Its cell's heap_index is left to the caller.
  OpenEntry pop() {
    const OpenEntry top = entries_[0];
    if (--size_ > 0) sift_down(entries_[size_]);
    return top;
  }

  // The entry at position i becomes e, whose key is no larger.
  __attribute__((always_inline)) void decrease(std::int32_t i, OpenEntry e) {
    sift_up(static_cast<std::size_t>(i), e);
  }

 private:
  static bool before(const OpenEntry& a, const OpenEntry& b) { return open_before(a, b); }

  void place(std::size_t i, const OpenEntry& e) {
    entries_[i] = e;
    nodes_[e.cell.value].heap_index = static_cast<std::int32_t>(i);
  }

  __attribute__((always_inline)) void sift_up(std::size_t i, OpenEntry e) {
    while (i > 0) {
      const std::size_t parent = (i - 1) / arity;
      if (!before(e, entries_[parent])) break;
      place(i, entries_[parent]);
      i = parent;
    }
    place(i, e);
  }

  // Puts e, the former last entry, at the root and sifts it down.
  void sift_down(OpenEntry e) {
    std::size_t i = 0;
    for (;;) {
      const std::size_t first = arity * i + 1;
      std::size_t child = first;
      if (first + 3 < size_) {
        // All four children: two pairs, then their winners, by index
        // arithmetic rather than branches.
        const std::size_t a = first + before(entries_[first + 1], entries_[first]);
        const std::size_t b = first + 2 + before(entries_[first + 3], entries_[first + 2]);
        child = before(entries_[b], entries_[a]) ? b : a;
      } else {
        if (first >= size_) break;
        for (std::size_t k = first + 1; k < size_; ++k)
          if (before(entries_[k], entries_[child])) child = k;
      }
      if (!before(entries_[child], e)) break;
      place(i, entries_[child]);
      i = child;
    }
    place(i, e);
  }

  OpenEntry* entries_;
  std::size_t size_;
  Node* nodes_;
};

}  // namespace pathrace
