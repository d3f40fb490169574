// Whether this test binary runs under AddressSanitizer: heavy tests then
// take a lighter sample, as test_movingai.cpp explains. The native build
// always runs the whole enumeration; the sanitizer run is there to find
// memory and undefined-behaviour faults on the same code paths, which a
// spread sample reaches at a quarter of the cost (it runs ~5x slower).
#pragma once

#include <bit>
#include <cstdint>
#include <vector>

#if defined(__SANITIZE_ADDRESS__)  // GCC
#define PATHRACE_TEST_ASAN 1
#elif defined(__has_feature)  // Clang
#if __has_feature(address_sanitizer)
#define PATHRACE_TEST_ASAN 1
#endif
#endif

namespace pathrace::test {
#ifdef PATHRACE_TEST_ASAN
inline constexpr int sanitizer_slowdown = 4;
#else
inline constexpr int sanitizer_slowdown = 1;
#endif

// The wall patterns (bit i set = cell i is a wall) of an n-cell grid that an
// exhaustive test runs: all 2^n natively; under ASan a fixed 1 in
// sanitizer_slowdown of them, spread over every bit (pattern i · an odd
// multiplier, mod 2^n, is a permutation, so none repeats), each cell open
// in about half of them, the empty pattern first.
inline std::vector<std::uint32_t> wall_patterns(int cells) {
  const std::uint32_t all = std::uint32_t{1} << cells;
  const std::uint32_t count = all / static_cast<std::uint32_t>(sanitizer_slowdown);
  std::vector<std::uint32_t> patterns;
  patterns.reserve(count);
  for (std::uint32_t i = 0; i < count; ++i)
    patterns.push_back(sanitizer_slowdown == 1 ? i : (i * 0x9e3779b1U) & (all - 1));
  return patterns;
}

// Ordered pairs of open cells over `patterns` of an n-cell grid: what an
// exhaustive test's query count must be, counted from the bits alone.
inline std::uint64_t open_pairs(const std::vector<std::uint32_t>& patterns, int cells) {
  std::uint64_t pairs = 0;
  for (const std::uint32_t walls : patterns) {
    const auto open = static_cast<std::uint64_t>(cells - std::popcount(walls));
    pairs += open * open;
  }
  return pairs;
}
}  // namespace pathrace::test
