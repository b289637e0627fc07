#define EIGEN_USE_THREADS
#include "tensorflow_lite_core/framework/cpu_device.h"

#include <algorithm>
#include <cstdlib>

#include "unsupported/Eigen/CXX11/Tensor"

namespace tensorflow {

struct CpuDevice::EigenState {
  explicit EigenState(thread::ThreadPool* pool, int threads)
      : device(pool->AsEigenThreadPool(), threads) {}
  Eigen::ThreadPoolDevice device;
};

CpuDevice::CpuDevice(int intra_op_threads) : DeviceBase("/device:CPU:0", DeviceType(DEVICE_CPU)) {
  const int threads = intra_op_threads > 0 ? intra_op_threads : thread::NumSchedulableCPUs();
  // The thread that runs a kernel computes one share of its loops itself (Shard, Eigen's
  // parallelFor), so `threads` computing threads are the caller and threads - 1 workers. A worker
  // more would sit idle through every split loop, spinning for work on a core the others need
  // (a 256-cube MatMul on 2 cores: 230 us with it, 180 without).
  pool_ = std::make_unique<thread::ThreadPool>("intra_op", std::max(1, threads - 1));
  worker_threads_.num_threads = threads;
  worker_threads_.workers = pool_.get();
  set_tensorflow_cpu_worker_threads(&worker_threads_);
  eigen_ = std::make_unique<EigenState>(pool_.get(), threads);
  set_eigen_cpu_device(&eigen_->device);
}

CpuDevice::~CpuDevice() = default;

int CpuDevice::DefaultIntraOpThreads() {
  const char* setting = std::getenv("TFLC_INTRA_OP_PARALLELISM");
  if (setting != nullptr) {
    const int threads = std::atoi(setting);
    if (threads > 0) return threads;
  }
  return thread::NumSchedulableCPUs();
}

CpuDevice* CpuDevice::Default() {
  static CpuDevice* const device = new CpuDevice(DefaultIntraOpThreads());
  return device;
}

}  // namespace tensorflow
