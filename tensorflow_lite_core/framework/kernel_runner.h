// KernelRunner: the one way to run a kernel outside a graph. It creates the kernel for a NodeDef
// once (node checked against its op, attr defaults added, kernel looked up and constructed, all
// with the framework's own errors), then computes it on given inputs as often as asked, reusing
// one OpKernelContext::Params. Test fixtures, the C API test utility, benchmarks and the demo
// build on it.
//
//   std::unique_ptr<KernelRunner> runner;
//   TF_RETURN_IF_ERROR(KernelRunner::Create(node_def, &runner));
//   std::vector<Tensor> outputs;
//   TF_RETURN_IF_ERROR(runner->Run({x}, &outputs));
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_KERNEL_RUNNER_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_KERNEL_RUNNER_H_

#include <memory>
#include <vector>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/platform/mutex.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

class KernelRunner {
 public:
  struct Options {
    // The device the kernel runs on (its type picks the kernel); null means
    // CpuDevice::Default(). Must outlive the runner. On a device with memory of its own (a GPU),
    // inputs must be where the kernel reads them: host memory for its HostMemory arguments, the
    // device's memory for the rest (device_copy.h); outputs are left there likewise.
    DeviceBase* device = nullptr;
    // The GraphDef version the kernel is created for (deprecated ops refuse newer ones); 0 means
    // TF_GRAPH_DEF_VERSION.
    int graph_def_version = 0;
  };

  // Creates the kernel of `node_def` for the CPU.
  static absl::Status Create(const NodeDef& node_def, std::unique_ptr<KernelRunner>* runner);
  static absl::Status Create(const NodeDef& node_def, const Options& options,
                       std::unique_ptr<KernelRunner>* runner);

  KernelRunner(const KernelRunner&) = delete;
  KernelRunner& operator=(const KernelRunner&) = delete;

  // Runs the kernel once (waiting for an asynchronous kernel to finish, and for the deferred work
  // it announced through OpKernelContext::inc_num_deferred_ops_function). `inputs` must match the
  // kernel's input count and types (InvalidArgument naming the node otherwise); the kernel reads
  // them and never reuses their buffers. `*outputs` gets every output, a DT_INVALID tensor for
  // one the kernel did not set; it is cleared first, also on error. One run at a time per runner.
  absl::Status Run(const std::vector<Tensor>& inputs, std::vector<Tensor>* outputs);

  // Run, letting the kernel reuse the buffer of an input that nothing but `*inputs` holds for an
  // output (callers whose inputs are temporaries); such an input then shares the output's buffer.
  absl::Status RunForwarding(std::vector<Tensor>* inputs, std::vector<Tensor>* outputs);

  OpKernel* kernel() const { return kernel_.get(); }
  const NodeDef& node_def() const { return node_def_; }
  DeviceBase* device() const { return params_.device; }

 private:
  KernelRunner(const NodeDef& node_def, DeviceBase* device);
  absl::Status CheckInputs(const std::vector<Tensor>& inputs) const;
  // On a device with its own memory: each input is in the memory its kernel reads it from.
  absl::Status CheckPlacement(const std::vector<Tensor>& inputs) const;
  absl::Status Compute(std::vector<Tensor>* outputs);

  NodeDef node_def_;
  std::unique_ptr<OpKernel> kernel_;
  // The deferred work a run has announced and not finished; a run ends when there is none.
  class DeferredOps {
   public:
    void Increment();
    // A decrement without an increment is logged and ignored.
    void Decrement();
    void WaitUntilNone();

   private:
    mutex mu_;
    condition_variable none_left_;
    int64 count_ TF_GUARDED_BY(mu_) = 0;
  };

  OpKernelContext::Params params_;
  bool checks_placement_ = false;
  DeferredOps deferred_ops_;
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_KERNEL_RUNNER_H_
