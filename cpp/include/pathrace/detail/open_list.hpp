// The open list: an indexed 4-ary heap with decrease-key. Four children per
// node halve the depth of a binary heap; pops, which sift down the whole
// depth, are the bulk of the work, and 4-ary measured faster overall
// (docs/benchmarks.md).
//
// Each slot's position is kept in its item's record (Node::heap_index, an
// int32), so that contains and decrease-key are O(1). The heap works on the
// searcher's arrays but holds their pointers and its size by value: a
// search step keeps it in a local, where the compiler can keep them in
// registers (as members they would be reloaded after every store). The
// caller owns the storage and makes room before pushing.
//
// Search internals (namespace detail): a public header only because
// Searcher holds them by value.
#pragma once

#include <cstddef>
#include <cstdint>

#include "pathrace/buffer.hpp"

namespace pathrace::detail {

// One place in the heap: an item and the key it is ordered by, priority
// then tie, both unsigned. (What Searcher::open_list reports of it is an
// OpenListEntry.)
struct HeapSlot {
  std::uint64_t priority;
  std::uint64_t tie;
  // The index of its record in the array the OpenList is given: a
  // searcher's record (detail/records.hpp), a flow field's padded cell.
  std::uint32_t item;
  // The low bits of the arrival number the slot was pushed or decreased
  // with: tells Searcher::open_list which slots the last expansion made.
  // It fills what was padding, so the slot stays 24 bytes.
  std::uint32_t stamp;
};
static_assert(sizeof(HeapSlot) == 24);

// A searcher's open list between steps: its slots, made to grow with the
// largest list seen, and how many are in use.
struct OpenSlots {
  Buffer<HeapSlot> slots;
  std::size_t size = 0;
};

// The open list's order. Priority and tie as one 128-bit number: a compare
// and a subtract-with-borrow, with no branch to mispredict.
inline bool open_before(const HeapSlot& a, const HeapSlot& b) {
  __extension__ using Key = unsigned __int128;
  return (Key{a.priority} << 64 | a.tie) < (Key{b.priority} << 64 | b.tie);
}

template <class Node>
class OpenList {
 public:
  // Children per node: those of position i are arity·i + 1 … arity·i + arity.
  static constexpr std::size_t arity = 4;

  OpenList(HeapSlot* slots, std::size_t size, Node* nodes)
      : slots_(slots), size_(size), nodes_(nodes) {}

  [[nodiscard]] std::size_t size() const { return size_; }
  // The priority of the slot at position i.
  [[nodiscard]] std::uint64_t priority(std::int32_t i) const {
    return slots_[static_cast<std::size_t>(i)].priority;
  }
  void rebind(HeapSlot* slots) { slots_ = slots; }

  // push, decrease and sift_up are always inlined: left to itself GCC calls
  // sift_up out of line from the search loops, at a cost in instructions
  // (docs/benchmarks.md).
  __attribute__((always_inline)) void push(HeapSlot e) { sift_up(size_++, e); }

  // The smallest slot, removed. Its cell's heap_index is left to the caller.
  HeapSlot pop() {
    const HeapSlot top = slots_[0];
    if (--size_ > 0) sift_down(slots_[size_]);
    return top;
  }

  // The slot at position i becomes e, whose key is no larger.
  __attribute__((always_inline)) void decrease(std::int32_t i, HeapSlot e) {
    sift_up(static_cast<std::size_t>(i), e);
  }

 private:
  static bool before(const HeapSlot& a, const HeapSlot& b) { return open_before(a, b); }

  void place(std::size_t i, const HeapSlot& e) {
    slots_[i] = e;
    nodes_[e.item].heap_index = static_cast<std::int32_t>(i);
  }

  __attribute__((always_inline)) void sift_up(std::size_t i, HeapSlot e) {
    while (i > 0) {
      const std::size_t parent = (i - 1) / arity;
      if (!before(e, slots_[parent])) break;
      place(i, slots_[parent]);
      i = parent;
    }
    place(i, e);
  }

  // Puts e, the former last slot, at the root and sifts it down.
  void sift_down(HeapSlot e) {
    std::size_t i = 0;
    for (;;) {
      const std::size_t first = arity * i + 1;
      std::size_t child = first;
      if (first + 3 < size_) {
        // All four children: two pairs, then their winners, by index
        // arithmetic rather than branches.
        const std::size_t a = first + before(slots_[first + 1], slots_[first]);
        const std::size_t b = first + 2 + before(slots_[first + 3], slots_[first + 2]);
        child = before(slots_[b], slots_[a]) ? b : a;
      } else {
        if (first >= size_) break;
        for (std::size_t k = first + 1; k < size_; ++k)
          if (before(slots_[k], slots_[child])) child = k;
      }
      if (!before(slots_[child], e)) break;
      place(i, slots_[child]);
      i = child;
    }
    place(i, e);
  }

  HeapSlot* slots_;
  std::size_t size_;
  Node* nodes_;
};

}  // namespace pathrace::detail
