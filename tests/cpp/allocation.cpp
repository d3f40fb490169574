// The allocation tests' counters and fixtures (allocation.hpp).
//
// The operator new replacements are global: they serve the whole test
// binary. They only count, and forward to malloc / aligned_alloc and free,
// keeping the standard's behaviour (new_handler loop, bad_alloc, nothrow
// variants returning null). Catch2 allocates in its assertion macros, so
// every measured stretch in the tests is free of them: counts are taken
// before and after, and asserted afterwards.
#include "allocation.hpp"

#include <atomic>
#include <cstdlib>
#include <new>
#include <numeric>
#include <random>
#include <utility>

#include "support.hpp"

namespace {

std::atomic<std::uint64_t> new_calls{0};
std::atomic<std::uint64_t> delete_calls{0};

// Out of line: GCC would otherwise inline free() into the test functions'
// delete-expressions and warn (-Wmismatched-new-delete) that memory from
// operator new is released with free(), which is exactly the point here.
[[gnu::noinline]] void* counted_new(std::size_t size) {
  if (size == 0) size = 1;
  for (;;) {
    if (void* p = std::malloc(size)) {
      new_calls.fetch_add(1, std::memory_order_relaxed);
      return p;
    }
    const std::new_handler handler = std::get_new_handler();
    if (handler == nullptr) throw std::bad_alloc();
    handler();
  }
}

[[gnu::noinline]] void* counted_new_aligned(std::size_t size, std::align_val_t align) {
  std::size_t a = static_cast<std::size_t>(align);
  if (a < sizeof(void*)) a = sizeof(void*);
  if (size == 0) size = 1;
  if (size > SIZE_MAX - (a - 1)) throw std::bad_alloc();
  size = (size + a - 1) / a * a;  // aligned_alloc wants a multiple of the alignment
  for (;;) {
    if (void* p = std::aligned_alloc(a, size)) {
      new_calls.fetch_add(1, std::memory_order_relaxed);
      return p;
    }
    const std::new_handler handler = std::get_new_handler();
    if (handler == nullptr) throw std::bad_alloc();
    handler();
  }
}

[[gnu::noinline]] void counted_delete(void* p) noexcept {
  if (p == nullptr) return;
  delete_calls.fetch_add(1, std::memory_order_relaxed);
  std::free(p);
}

}  // namespace

void* operator new(std::size_t size) { return counted_new(size); }
void* operator new[](std::size_t size) { return counted_new(size); }
void* operator new(std::size_t size, std::align_val_t align) {
  return counted_new_aligned(size, align);
}
void* operator new[](std::size_t size, std::align_val_t align) {
  return counted_new_aligned(size, align);
}
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  try {
    return counted_new(size);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
  try {
    return counted_new(size);
  } catch (...) {
    return nullptr;
  }
}
void* operator new(std::size_t size, std::align_val_t align, const std::nothrow_t&) noexcept {
  try {
    return counted_new_aligned(size, align);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](std::size_t size, std::align_val_t align, const std::nothrow_t&) noexcept {
  try {
    return counted_new_aligned(size, align);
  } catch (...) {
    return nullptr;
  }
}

void operator delete(void* p) noexcept { counted_delete(p); }
void operator delete[](void* p) noexcept { counted_delete(p); }
void operator delete(void* p, std::size_t) noexcept { counted_delete(p); }
void operator delete[](void* p, std::size_t) noexcept { counted_delete(p); }
void operator delete(void* p, std::align_val_t) noexcept { counted_delete(p); }
void operator delete[](void* p, std::align_val_t) noexcept { counted_delete(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { counted_delete(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { counted_delete(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { counted_delete(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { counted_delete(p); }
void operator delete(void* p, std::align_val_t, const std::nothrow_t&) noexcept {
  counted_delete(p);
}
void operator delete[](void* p, std::align_val_t, const std::nothrow_t&) noexcept {
  counted_delete(p);
}

namespace pathrace::test {

std::uint64_t counted_news() { return new_calls.load(std::memory_order_relaxed); }
std::uint64_t counted_deletes() { return delete_calls.load(std::memory_order_relaxed); }

Fixture::Fixture(std::size_t n) {
  std::mt19937 rng(2024);
  grid = random_grid(rng, 48, 36, 0.3, true);
  for (std::size_t i = 0; i < 2 * n; ++i)
    queries.push_back({random_open_cell(rng, grid), random_open_cell(rng, grid)});
}

std::vector<Variant> variants() {
  std::vector<Variant> all;
  const std::pair<Connectivity, CornerRule> moves[] = {
      {Connectivity::four, CornerRule::no_corner_cutting},
      {Connectivity::eight, CornerRule::no_corner_cutting},
      {Connectivity::eight, CornerRule::at_most_one_blocked},
      {Connectivity::eight, CornerRule::always}};
  for (const auto& [connectivity, corner] : moves) {
    Rules r;
    r.connectivity = connectivity;
    r.corner = corner;
    r.algorithm = Algorithm::astar;
    all.push_back({r, "astar"});
    r.weight = 2.5;
    r.heuristic = Heuristic::euclidean;
    all.push_back({r, "weighted astar"});
    r.weight = 1;
    r.heuristic = Heuristic::octile;
    r.algorithm = Algorithm::greedy;
    r.tie_break = TieBreak::lifo;
    all.push_back({r, "greedy"});
    r.algorithm = Algorithm::dijkstra;
    r.tie_break = TieBreak::fifo;
    r.costs = StepCosts::classic;
    all.push_back({r, "dijkstra"});
    r.algorithm = Algorithm::bfs;
    all.push_back({r, "bfs"});
  }
  return all;
}

Run Run::first(std::size_t n) const {
  return {{costs.begin(), costs.begin() + static_cast<std::ptrdiff_t>(n)},
          {expanded.begin(), expanded.begin() + static_cast<std::ptrdiff_t>(n)},
          0};
}

std::uint64_t Run::total_expanded() const {
  return std::accumulate(expanded.begin(), expanded.end(), std::uint64_t{0});
}

Run sized_run() {
  return {std::vector<double>(2 * n_queries), std::vector<std::uint64_t>(2 * n_queries), 0};
}

void run_find_path(Searcher& s, const Fixture& f, const Rules& rules, std::size_t count, Run& run) {
  for (std::size_t i = 0; i < count; ++i) {
    const Result r = s.find_path(f.queries[i].start, f.queries[i].goal, rules);
    run.costs[i] = r.found() ? r.cost : -1;
    run.expanded[i] = r.stats.expanded;
  }
}

void run_stepped(Searcher& s, const Fixture& f, const Rules& rules, std::size_t count,
                 std::span<std::uint8_t> states, TraceRecorder* trace, Run& run) {
  for (std::size_t i = 0; i < count; ++i) {
    run.expanded[i] = 0;
    if (s.start(f.queries[i].start, f.queries[i].goal, rules) != SearchStatus::in_progress) {
      run.costs[i] = -2;
      continue;
    }
    while (!s.done()) {
      const std::uint64_t batch = 1 + i % 29;  // batches of 1 to 29 expansions
      run.expanded[i] += trace != nullptr ? s.step(batch, *trace) : s.step(batch);
      s.cell_states(states);
      if (trace != nullptr) {
        run.events += trace->events().size();
        trace->clear();
      }
    }
    const Result r = s.result();
    run.costs[i] = r.found() ? r.cost : -1;
  }
}

}  // namespace pathrace::test
