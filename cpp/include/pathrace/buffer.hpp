// An owning array of trivially copyable values whose allocation can fail
// without aborting. Under Emscripten with exceptions off, a failed
// operator new aborts the whole module; malloc returns null instead, so a
// grid too large for memory becomes a status the caller can show.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <type_traits>

namespace pathrace {

// Every successful Buffer allocation, process-wide: lets tests prove that a
// query allocates nothing once the buffers have grown to fit.
inline std::atomic<std::uint64_t> buffer_allocations{0};

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
    if (n > SIZE_MAX / sizeof(T)) return false;
    T* p = static_cast<T*>(std::malloc(n == 0 ? 1 : n * sizeof(T)));
    if (p == nullptr) return false;
    buffer_allocations.fetch_add(1, std::memory_order_relaxed);
    data_.reset(p);
    size_ = n;
    return true;
  }

  // Grows to at least n values, keeping the first size() of them.
  [[nodiscard]] bool grow(std::size_t n) {
    if (n <= size_) return true;
    std::size_t cap = size_ < 16 ? 16 : size_;
    while (cap < n) cap = cap > SIZE_MAX / 2 ? n : cap * 2;
    if (cap > SIZE_MAX / sizeof(T)) return false;
    T* p = static_cast<T*>(std::realloc(data_.get(), cap * sizeof(T)));
    if (p == nullptr) return false;
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
  struct Free {
    void operator()(T* p) const { std::free(p); }
  };
  std::unique_ptr<T[], Free> data_;
  std::size_t size_ = 0;
};

}  // namespace pathrace
