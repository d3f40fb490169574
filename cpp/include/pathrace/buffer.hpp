// An owning array of trivially copyable values whose allocation can fail
// without aborting. Under Emscripten with exceptions off, a failed
// operator new aborts the whole module; malloc returns null instead, so a
// grid too large for memory becomes a status the caller can show.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <type_traits>

#ifdef __EMSCRIPTEN__
#include <unistd.h>
#endif

namespace pathrace {

// Every successful Buffer allocation, process-wide: lets tests prove that a
// query allocates nothing once the buffers have grown to fit.
inline std::atomic<std::uint64_t> buffer_allocations{0};

// `bytes` of zeros from malloc, or null. Only the bytes that may hold old
// data are cleared: a page nobody touches stays untouched, so a large
// buffer of which a query uses a corner costs that corner. glibc's calloc
// does this by itself (fresh pages from the system are zero). Emscripten's
// dlmalloc clears every byte, so here the bytes above the heap's break
// before the allocation are left alone: that memory has never been handed
// out (dlmalloc under Emscripten never lowers the break) and wasm memory
// starts, and grows, zeroed.
inline void* allocate_zeroed(std::size_t bytes) {
#ifdef __EMSCRIPTEN__
  const auto fresh = reinterpret_cast<std::uintptr_t>(sbrk(0));
  void* p = std::malloc(bytes);
  if (p == nullptr) return nullptr;
  const auto at = reinterpret_cast<std::uintptr_t>(p);
  if (at < fresh) std::memset(p, 0, std::min<std::uintptr_t>(fresh - at, bytes));
  return p;
#else
  return std::calloc(bytes, 1);
#endif
}

// Under Emscripten, what must remain to be had after a buffer is
// allocated: the small allocations the engine and its bindings make outside
// buffers (the Grid object itself, a load's list of row ends, a message)
// go through operator new, which aborts the module when malloc fails. A
// buffer that would leave less is refused (out_of_memory), so memory runs
// out only where the engine can say so. Not checked natively, where a
// failed operator new throws and memory is the system's.
inline constexpr std::size_t allocation_headroom = std::size_t{1} << 20;

#ifdef __EMSCRIPTEN__
// The probe passes through a volatile: the compiler may otherwise drop a
// malloc whose block is only freed, and take it to succeed.
inline void* volatile headroom_probe = nullptr;
#endif

// Whether `allocation_headroom` bytes can still be allocated (tried and
// given back: dlmalloc keeps them for the next allocation).
inline bool headroom_left() {
#ifdef __EMSCRIPTEN__
  headroom_probe = std::malloc(allocation_headroom);
  if (headroom_probe == nullptr) return false;
  std::free(headroom_probe);
  headroom_probe = nullptr;
#endif
  return true;
}

template <class T>
class Buffer {
  static_assert(std::is_trivially_copyable_v<T>, "Buffer holds plain values only");

 public:
  Buffer() = default;

  [[nodiscard]] T* data() { return data_.get(); }
  [[nodiscard]] const T* data() const { return data_.get(); }
  [[nodiscard]] std::size_t size() const { return size_; }
  T& operator[](std::size_t i) { return data_[i]; }
  const T& operator[](std::size_t i) const { return data_[i]; }

  // Replaces the contents with n uninitialised values. False (and unchanged)
  // when memory is short.
  [[nodiscard]] bool reset(std::size_t n) {
    return replace(n, [](std::size_t bytes) { return std::malloc(bytes); });
  }

  // The same with n values whose bytes are all zero (see allocate_zeroed).
  [[nodiscard]] bool reset_zeroed(std::size_t n) { return replace(n, allocate_zeroed); }

  // Grows to at least n values, keeping the first size() of them.
  [[nodiscard]] bool grow(std::size_t n) {
    if (n <= size_) return true;
    std::size_t cap = size_ < 16 ? 16 : size_;
    while (cap < n) cap = cap > SIZE_MAX / 2 ? n : cap * 2;
    if (cap > SIZE_MAX / sizeof(T)) return false;
    T* p = static_cast<T*>(std::realloc(data_.get(), cap * sizeof(T)));
    if (p == nullptr) return false;
    if (!headroom_left()) {
      // Give the growth back: the first size_ values stay where realloc put them.
      T* q = static_cast<T*>(std::realloc(p, size_ == 0 ? 1 : size_ * sizeof(T)));
      (void)data_.release();
      data_.reset(q != nullptr ? q : p);
      return false;
    }
    buffer_allocations.fetch_add(1, std::memory_order_relaxed);
    (void)data_.release();
    data_.reset(p);
    size_ = cap;
    return true;
  }

  [[nodiscard]] bool assign_copy(const Buffer& other) {
    if (!reset(other.size_)) return false;
    if (size_ != 0) std::memcpy(data_.get(), other.data_.get(), size_ * sizeof(T));
    return true;
  }

 private:
  template <class Allocate>
  [[nodiscard]] bool replace(std::size_t n, Allocate allocate) {
    if (n > SIZE_MAX / sizeof(T)) return false;
    T* p = static_cast<T*>(allocate(n == 0 ? 1 : n * sizeof(T)));
    if (p == nullptr) return false;
    if (!headroom_left()) {
      std::free(p);
      return false;
    }
    buffer_allocations.fetch_add(1, std::memory_order_relaxed);
    data_.reset(p);
    size_ = n;
    return true;
  }

  struct Free {
    void operator()(T* p) const { std::free(p); }
  };
  std::unique_ptr<T[], Free> data_;
  std::size_t size_ = 0;
};

}  // namespace pathrace
