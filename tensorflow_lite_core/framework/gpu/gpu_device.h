// GpuDevice: one CUDA GPU as a device kernels run on. It owns a stream (every kernel of the
// device is queued on it, in order), a caching allocator of device memory, and the
// Eigen::GpuDevice that kernels get from ctx->eigen_device<Eigen::GpuDevice>().
//
// Devices are made by the GPU device factory, which this library registers when it loads: the
// first LookupDevice("/GPU:0") (device_factory.h) asks the CUDA runtime for the GPUs. Kernels
// queue work and return; copies to the host and Sync() wait for it.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_GPU_GPU_DEVICE_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_GPU_GPU_DEVICE_H_

#include <memory>
#include <string>

#include "tensorflow_lite_core/framework/device_base.h"
#include "tensorflow_lite_core/framework/gpu/gpu_caching_allocator.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

class GpuDevice : public DeviceBase {
 public:
  // Device `ordinal` of the CUDA runtime's list.
  static absl::Status Create(int ordinal, std::unique_ptr<GpuDevice>* device);
  ~GpuDevice() override;

  int ordinal() const { return ordinal_; }
  GpuCachingAllocator* gpu_allocator() const { return allocator_.get(); }

  // Device memory, or host memory for on_host attributes (HostMemory arguments).
  Allocator* GetAllocator(AllocatorAttributes attributes) override;
  absl::Status CopyHostToDevice(const void* host, void* device_memory, size_t bytes) override;
  absl::Status CopyDeviceToHost(const void* device_memory, void* host, size_t bytes) override;
  absl::Status Sync() override;
  bool IsDeviceMemory(const void* pointer) const override;

 private:
  GpuDevice(int ordinal, std::string name);
  absl::Status Init();

  const int ordinal_;
  std::unique_ptr<GpuCachingAllocator> allocator_;
  struct CudaState;  // the stream and the Eigen devices over it
  std::unique_ptr<CudaState> cuda_;
};

// "<call> failed on GPU <ordinal>: <CUDA's name and description of the error>" as Internal
// (ResourceExhausted for out of memory), or OK for cudaSuccess; takes an int to keep the CUDA
// headers out of this one.
absl::Status CudaErrorToStatus(int cuda_error, const char* call, int ordinal);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_GPU_GPU_DEVICE_H_
