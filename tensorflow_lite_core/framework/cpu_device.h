// CpuDevice: the host as a device, with its own intra-op thread pool and Eigen::ThreadPoolDevice.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_CPU_DEVICE_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_CPU_DEVICE_H_

#include <memory>

#include "tensorflow_lite_core/framework/device_base.h"

namespace tensorflow {

class CpuDevice : public DeviceBase {
 public:
  // `intra_op_threads` <= 0 means one per schedulable core. That many threads compute a kernel's
  // split loops: the calling thread and a pool of intra_op_threads - 1 workers (one when 1).
  explicit CpuDevice(int intra_op_threads = 0);
  ~CpuDevice() override;

  int intra_op_threads() const { return worker_threads_.num_threads; }

  // The process-wide CPU device, created on first use with DefaultIntraOpThreads() threads.
  static CpuDevice* Default();

  // TFLC_INTRA_OP_PARALLELISM when set to a positive number, else the schedulable cores.
  static int DefaultIntraOpThreads();

 private:
  std::unique_ptr<thread::ThreadPool> pool_;
  CpuWorkerThreads worker_threads_;
  struct EigenState;
  std::unique_ptr<EigenState> eigen_;
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_CPU_DEVICE_H_
