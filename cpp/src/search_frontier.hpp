// One step() of a Searcher, seen from its loop: the records, the open list
// and the counters held in locals, copied in when the step starts and
// written back when it ends (as members they would be reloaded after every
// store through a record). The best-first loop and jump point search both
// run in it and differ only in how they offer successors to relax().
#pragma once

#include <algorithm>
#include <cstdint>
#include <type_traits>

#include "pathrace/searcher.hpp"

namespace pathrace {

template <class Listener, class Records>
class Searcher::Frontier {
  static constexpr bool pooled = std::is_same_v<Records, detail::PooledRecords>;

 public:
  Frontier(Searcher& searcher, Listener& listener)
      : searcher_(searcher),
        q_(searcher.query_),
        nodes_(searcher.records_.data()),
        records_(view(searcher)),
        search_(searcher.search_),
        open_(searcher.open_.slots.data(), searcher.open_.size, nodes_),
        seq_(searcher.seq_),
        stats_(searcher.stats_),
        rows_(searcher.records_.rows()),
        listener_(listener) {}

  // The record of a cell this search has seen.
  [[nodiscard]] Node& record(PaddedIndex cell) const { return nodes_[records_.find(cell)]; }
  [[nodiscard]] SearchStats& stats() { return stats_; }

  // Room for n more slots in the open list; false when memory is short.
  [[nodiscard]] bool reserve(std::size_t n) {
    Buffer<detail::HeapSlot>& heap = searcher_.open_.slots;
    if (open_.size() + n <= heap.size()) return true;
    if (!heap.grow(open_.size() + n)) return false;
    open_.rebind(heap.data());
    return true;
  }

  // Offers `to` the cost tg through `from`: opens it, or, when tg is lower
  // than its g and the algorithm improves parents, improves it (reopening it
  // when closed). (tx, ty) are its padded coordinates, for h. Its record
  // when it changed, else null. Always inlined: clang (and so the wasm build) otherwise calls
  // it for each neighbour of a 4-connected step, which made wasm markedly
  // slower (docs/benchmarks.md, "Numbers behind the code's choices").
  __attribute__((always_inline)) Node* relax(PaddedIndex from, PaddedIndex to, std::int64_t tg,
                                             int tx, int ty) {
    std::uint32_t record = records_.find(to);
    Node* at = &nodes_[record];
    EventKind kind = EventKind::open;
    if (at->search != search_) {
      record = records_.claim(
          to, [this](std::uint32_t first) { detail::RecordStore::clear_block(nodes_ + first); });
      at = &nodes_[record];
      at->search = search_;
      rows_.cover(ty);
      ++stats_.generated;
    } else if (!q_.improvable || tg >= at->g) {
      return nullptr;
    } else {
      kind = at->heap_index == detail::closed_index ? EventKind::reopen : EventKind::improve;
    }
    Node& node = *at;
    // An open cell's h is fixed and its f is g plus a function of h (only
    // the algorithms that improve get here), so its new f is its old one
    // lowered by what g gained: the estimate, O(goals) with several, is
    // computed once per cell opened, never per improvement.
    const bool improve = kind == EventKind::improve;
    const std::int64_t f =
        improve ? static_cast<std::int64_t>(open_.priority(node.heap_index)) - (node.g - tg)
                : q_.priority.phi(tg, q_.h(tx, ty));
    node.g = tg;
    node.parent = from;
    const detail::HeapSlot slot{static_cast<std::uint64_t>(f), q_.priority.tie(tg, seq_), record,
                                static_cast<std::uint32_t>(seq_)};
    ++seq_;
    if (improve) {
      // f strictly drops with g, so sifting up suffices.
      open_.decrease(node.heap_index, slot);
    } else {
      stats_.reopened += kind == EventKind::reopen;
      open_.push(slot);
    }
    if constexpr (Listener::traces)
      listener_.on_generate(kind, to, from, tg, q_.h(tx, ty), q_.priority.reported_f(tg, f));
    return at;
  }

  // Expands the best open cells until `max_expansions` are done, the goal
  // is taken or the open list is empty. Each cell but the goal goes to
  // expand(cell, g, x, y) (padded coordinates), which returns false when
  // memory ran short; `room` open entries are made for it first. Writes the
  // state back and returns the number expanded. Always inlined into the step
  // that made this Frontier, so that its members can live in registers.
  template <class Expand>
  __attribute__((always_inline)) std::uint64_t run(std::uint64_t max_expansions, std::size_t room,
                                                   Expand&& expand) {
    Searcher& s = searcher_;
    const auto pw = static_cast<std::uint32_t>(s.grid_->padded_width());
    const PaddedIndex goal = s.query_.goal;
    PaddedIndex current = s.current_;
    Expansion last = s.expansion_;
    // Several goals, a range or closest: one test per expansion for all.
    const bool nearest = s.query_.limits.closest, targets = s.targets_.any();
    const bool either = nearest || targets;
    std::uint64_t done = 0;
    while (done < max_expansions) {
      if (open_.size() == 0) {
        s.status_ = SearchStatus::no_path;
        break;
      }
      const detail::HeapSlot top = open_.pop();
      const PaddedIndex cell = records_.cell(top.item);
      Node& node = nodes_[top.item];
      node.heap_index = detail::closed_index;
      ++done;
      current = cell;
      last = {seq_, stats_.generated};
      const std::int64_t g = node.g;
      const int x = static_cast<int>(cell.value % pw);
      const int y = static_cast<int>(cell.value / pw);
      if constexpr (Listener::traces)
        listener_.on_expand(cell, node.parent, g, q_.h(x, y),
                            q_.priority.reported_f(g, static_cast<std::int64_t>(top.priority)));
      if (cell == goal) {
        s.finish_path(goal, SearchStatus::found);
        break;
      }
      if (either) [[unlikely]] {
        if (targets && s.targets_.on_target(cell, x, y, search_)) {
          s.finish_path(cell, SearchStatus::found);
          break;
        }
        if (nearest) s.targets_.consider(cell, g, x, y);
      }
      if ((room != 0 && !reserve(room)) || !expand(cell, g, x, y)) {
        s.status_ = SearchStatus::out_of_memory;
        break;
      }
      // The open list grows only while expanding: its peak is reached here.
      stats_.peak_open = std::max<std::uint64_t>(stats_.peak_open, open_.size());
    }
    s.open_.size = open_.size();
    s.seq_ = seq_;
    s.current_ = current;
    s.expansion_ = last;
    stats_.expanded += done;
    s.stats_ = stats_;
    s.records_.rows() = rows_;
    if constexpr (pooled) s.records_.claimed(records_.claimed());
    return done;
  }

 private:
  Searcher& searcher_;
  const detail::Scoring q_;  // the query's numbers, copied: a local stays in registers
  static Records view(Searcher& s) {
    if constexpr (pooled)
      return s.records_.pooled_view();
    else
      return {};
  }

  Node* const nodes_;  // the records' array, in the Records layout
  Records records_;
  const std::uint32_t search_;
  detail::OpenList<Node> open_;
  std::int64_t seq_;
  SearchStats stats_;
  detail::RowSpan rows_;
  Listener& listener_;
};

}  // namespace pathrace
