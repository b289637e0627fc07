// gtl::MakeCleanup(f): an object that calls f() when it goes out of scope, unless released
// first. Move-only; assigning over one runs its pending function first, as destroying it would.
//
//   auto close_file = gtl::MakeCleanup([file] { fclose(file); });
//   ...
//   close_file.release();  // keep the file open after all
#ifndef TENSORFLOW_LITE_CORE_LIB_GTL_CLEANUP_H_
#define TENSORFLOW_LITE_CORE_LIB_GTL_CLEANUP_H_

#include <type_traits>
#include <utility>

#include "tensorflow_lite_core/platform/macros.h"

namespace tensorflow {
namespace gtl {

template <typename F>
class Cleanup {
  static_assert(!std::is_reference<F>::value, "F must be a function object, not a reference");

 public:
  // Does nothing when destroyed.
  Cleanup() : pending_(false), function_() {}

  template <typename G>
  explicit Cleanup(G&& function) : pending_(true), function_(std::forward<G>(function)) {}

  // Takes over `other`'s pending call, leaving `other` released.
  Cleanup(Cleanup&& other) : pending_(!other.is_released()), function_(other.release()) {}
  template <typename G>
  Cleanup(Cleanup<G>&& other)  // NOLINT(runtime/explicit): converts like unique_ptr
      : pending_(!other.is_released()), function_(other.release()) {}

  Cleanup& operator=(Cleanup&& other) {
    Run();
    pending_ = !other.is_released();
    function_ = other.release();
    return *this;
  }

  Cleanup(const Cleanup&) = delete;
  Cleanup& operator=(const Cleanup&) = delete;

  ~Cleanup() { Run(); }

  // Cancels the call and hands the function back (c.release()() runs it now).
  F release() {
    pending_ = false;
    return std::move(function_);
  }

  bool is_released() const { return !pending_; }

 private:
  void Run() {
    if (pending_) {
      pending_ = false;
      function_();
    }
  }

  bool pending_;  // declared first: constructors read the source's state before releasing it
  F function_;
};

template <int&... ExplicitArgumentBarrier, typename F, typename Decayed = std::decay_t<F>>
TF_MUST_USE_RESULT Cleanup<Decayed> MakeCleanup(F&& function) {
  return Cleanup<Decayed>(std::forward<F>(function));
}

}  // namespace gtl
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_GTL_CLEANUP_H_
