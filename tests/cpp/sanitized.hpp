// Whether this test binary runs under AddressSanitizer: heavy tests then
// take a lighter sample, as test_movingai.cpp explains.
#pragma once

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
}  // namespace pathrace::test
