// DeviceBase: what a kernel sees of the device it runs on: its allocator, its Eigen device and,
// on the CPU, the intra-op thread pool; on a device with memory of its own (a GPU), its stream
// and the copies between host memory and the device's; and its ResourceMgr, which it owns: the
// resources kernels keep on the device live as long as the device (or until deleted).
//
// The device owns neither the thread pool nor the Eigen device given to it; whoever sets them
// keeps them alive for as long as the device is used.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_DEVICE_BASE_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_DEVICE_BASE_H_

#include <cstddef>
#include <memory>
#include <string>

#include "tensorflow_lite_core/framework/allocator.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/threadpool.h"

namespace Eigen {
struct ThreadPoolDevice;
struct GpuDevice;
}  // namespace Eigen

namespace tensorflow {

class ResourceMgr;

class DeviceBase {
 public:
  // The intra-op pool kernels split their work across (see work_sharder.h).
  struct CpuWorkerThreads {
    int num_threads = 0;
    thread::ThreadPool* workers = nullptr;
  };

  DeviceBase(std::string name, DeviceType device_type);
  virtual ~DeviceBase();
  DeviceBase(const DeviceBase&) = delete;
  DeviceBase& operator=(const DeviceBase&) = delete;

  // "/device:CPU:0".
  const std::string& name() const { return name_; }
  const DeviceType& device_type() const { return device_type_; }

  // The device's resources; default container "localhost". Never null.
  ResourceMgr* resource_manager() const { return resource_manager_.get(); }

  void set_tensorflow_cpu_worker_threads(CpuWorkerThreads* threads) { cpu_worker_threads_ = threads; }
  // Never null for a CPU device; kernels may rely on it.
  const CpuWorkerThreads* tensorflow_cpu_worker_threads() const { return cpu_worker_threads_; }

  void set_eigen_cpu_device(Eigen::ThreadPoolDevice* device) { eigen_cpu_device_ = device; }
  const Eigen::ThreadPoolDevice* eigen_cpu_device() const { return eigen_cpu_device_; }

  void set_eigen_gpu_device(Eigen::GpuDevice* device) { eigen_gpu_device_ = device; }
  const Eigen::GpuDevice* eigen_gpu_device() const { return eigen_gpu_device_; }

  // Where tensors with these attributes are allocated. The default is the CPU allocator.
  virtual Allocator* GetAllocator(AllocatorAttributes attributes);

  // The stream kernels queue their work on (a cudaStream_t); null on the CPU.
  void* stream() const { return stream_; }

  // Copies `bytes` bytes between host memory and this device's memory. When they return, the
  // host side may be reused and the device side is ordered before any later work on the stream.
  // The CPU has no memory of its own: Unimplemented.
  virtual absl::Status CopyHostToDevice(const void* host, void* device_memory, size_t bytes);
  virtual absl::Status CopyDeviceToHost(const void* device_memory, void* host, size_t bytes);
  // Waits for everything queued on the device; returns the first error it reported.
  virtual absl::Status Sync();
  // Whether `pointer` is in this device's own memory (never on the CPU).
  virtual bool IsDeviceMemory(const void* pointer) const;

 protected:
  void set_stream(void* stream) { stream_ = stream; }

 private:
  std::string name_;
  DeviceType device_type_;
  std::unique_ptr<ResourceMgr> resource_manager_;
  CpuWorkerThreads* cpu_worker_threads_ = nullptr;
  Eigen::ThreadPoolDevice* eigen_cpu_device_ = nullptr;
  Eigen::GpuDevice* eigen_gpu_device_ = nullptr;
  void* stream_ = nullptr;
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_DEVICE_BASE_H_
