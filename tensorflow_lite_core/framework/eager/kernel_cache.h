// The kernels of one op created for eager calls, by attr key: a call encodes its attrs (and the
// attrs its inputs determine) in the order of its OpCallSignature, looks the key up, and creates
// the kernel only on a miss. The last kernel used is checked first, as calls repeat.
//
// Not thread-safe: one caller at a time (the Python executor holds the GIL). A CachedKernel's
// runner serves one run at a time, which its `mu` is for. Kernels are shared: one that Clear()
// drops while a caller still runs it lives until that caller lets it go.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_EAGER_KERNEL_CACHE_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_EAGER_KERNEL_CACHE_H_

#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/framework/device_base.h"
#include "tensorflow_lite_core/framework/eager/op_call_signature.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {
namespace eager {

// A kernel created for one combination of attrs, input types and device.
struct CachedKernel {
  std::unique_ptr<KernelRunner> runner;
  // Output index ranges, one per output arg.
  std::vector<std::pair<int, int>> output_ranges;
  // Held while the kernel runs, as a runner serves one call at a time.
  std::mutex mu;
};

// The NodeDef of a call: `num_inputs` inputs and the attrs `key` encodes, every attr of the
// signature in order (an attr whose default is opaque takes the OpDef's default). Bytes after the
// attrs (a caller's device name) are ignored.
absl::Status NodeDefForKey(const OpCallSignature& signature, std::string_view key, int num_inputs,
                     NodeDef* node);

class KernelCache {
 public:
  // `signature` must outlive the cache.
  explicit KernelCache(const OpCallSignature* signature) : signature_(signature) {}

  KernelCache(const KernelCache&) = delete;
  KernelCache& operator=(const KernelCache&) = delete;

  // The kernel for `key`; on a miss, the kernel of NodeDefForKey created on `device` (which must
  // outlive the cache) and kept. A failed creation keeps nothing and returns the framework's
  // error.
  absl::Status Find(const std::string& key, int num_inputs, DeviceBase* device,
                    std::shared_ptr<CachedKernel>* kernel);

  // Drops every kernel, so later calls create new ones (stateful kernels start over, as after
  // TensorFlow's context cache clear).
  void Clear();

  size_t size() const { return kernels_.size(); }

 private:
  const OpCallSignature* signature_;
  std::unordered_map<std::string, std::shared_ptr<CachedKernel>> kernels_;
  std::string last_key_;
  std::shared_ptr<CachedKernel> last_kernel_;
};

}  // namespace eager
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_EAGER_KERNEL_CACHE_H_
