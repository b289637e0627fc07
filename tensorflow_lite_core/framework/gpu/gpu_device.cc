#include "tensorflow_lite_core/framework/gpu/gpu_device.h"

#include <cuda_runtime.h>

#include <vector>

#ifndef EIGEN_USE_GPU
#define EIGEN_USE_GPU
#endif
#include "unsupported/Eigen/CXX11/Tensor"
#include "tensorflow_lite_core/framework/device_factory.h"
#include "tensorflow_lite_core/framework/gpu/no_gpu_status.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/mutex.h"

namespace tensorflow {

static_assert(kCudaSuccess == cudaSuccess && kCudaErrorNoDevice == cudaErrorNoDevice,
              "no_gpu_status.h's cudaError_t values are CUDA's");

Status CudaErrorToStatus(int cuda_error, const char* call, int ordinal) {
  const cudaError_t error = static_cast<cudaError_t>(cuda_error);
  if (error == cudaSuccess) return OkStatus();
  const std::string text = std::string(call) + " failed on GPU " + std::to_string(ordinal) + ": " +
                           cudaGetErrorName(error) + " (" + cudaGetErrorString(error) + ")";
  if (error == cudaErrorMemoryAllocation) return errors::ResourceExhausted(text);
  return errors::Internal(text);
}

struct GpuDevice::CudaState {
  cudaStream_t stream = nullptr;
  std::unique_ptr<Eigen::GpuStreamDevice> stream_device;
  std::unique_ptr<Eigen::GpuDevice> eigen_device;
};

GpuDevice::GpuDevice(int ordinal, std::string name)
    : DeviceBase(std::move(name), DeviceType(DEVICE_GPU)),
      ordinal_(ordinal),
      allocator_(new GpuCachingAllocator(ordinal)),
      cuda_(new CudaState) {}

GpuDevice::~GpuDevice() {
  cuda_->eigen_device.reset();
  cuda_->stream_device.reset();
  if (cuda_->stream != nullptr) cudaStreamDestroy(cuda_->stream);
}

Status GpuDevice::Create(int ordinal, std::unique_ptr<GpuDevice>* device) {
  std::unique_ptr<GpuDevice> created(new GpuDevice(ordinal, "/device:GPU:" + std::to_string(ordinal)));
  TF_RETURN_IF_ERROR(created->Init());
  *device = std::move(created);
  return OkStatus();
}

Status GpuDevice::Init() {
  TF_RETURN_IF_ERROR(CudaErrorToStatus(cudaSetDevice(ordinal_), "cudaSetDevice", ordinal_));
  TF_RETURN_IF_ERROR(CudaErrorToStatus(cudaStreamCreateWithFlags(&cuda_->stream, cudaStreamNonBlocking),
                                       "cudaStreamCreate", ordinal_));
  cuda_->stream_device.reset(new Eigen::GpuStreamDevice(&cuda_->stream, ordinal_));
  cuda_->eigen_device.reset(new Eigen::GpuDevice(cuda_->stream_device.get()));
  set_eigen_gpu_device(cuda_->eigen_device.get());
  set_stream(cuda_->stream);
  return OkStatus();
}

Allocator* GpuDevice::GetAllocator(AllocatorAttributes attributes) {
  return attributes.on_host() ? cpu_allocator() : allocator_.get();
}

Status GpuDevice::CopyHostToDevice(const void* host, void* device_memory, size_t bytes) {
  // From pageable memory the copy has left `host` when the call returns.
  return CudaErrorToStatus(
      cudaMemcpyAsync(device_memory, host, bytes, cudaMemcpyHostToDevice, cuda_->stream),
      "cudaMemcpyAsync (host to device)", ordinal_);
}

Status GpuDevice::CopyDeviceToHost(const void* device_memory, void* host, size_t bytes) {
  TF_RETURN_IF_ERROR(CudaErrorToStatus(
      cudaMemcpyAsync(host, device_memory, bytes, cudaMemcpyDeviceToHost, cuda_->stream),
      "cudaMemcpyAsync (device to host)", ordinal_));
  return Sync();
}

Status GpuDevice::Sync() {
  return CudaErrorToStatus(cudaStreamSynchronize(cuda_->stream), "cudaStreamSynchronize", ordinal_);
}

bool GpuDevice::IsDeviceMemory(const void* pointer) const { return allocator_->Owns(pointer); }

namespace {

// Finds the GPUs when first asked; devices are made on first use and live for the process.
class GpuDeviceFactory : public DeviceFactory {
 public:
  std::string device_type() const override { return DEVICE_GPU; }

  int DeviceCount() override {
    mutex_lock lock(mu_);
    Enumerate();
    return static_cast<int>(devices_.size());
  }

  Status NoDeviceStatus() override {
    mutex_lock lock(mu_);
    Enumerate();
    return no_device_status_;
  }

  Status GetDevice(int index, DeviceBase** device) override {
    mutex_lock lock(mu_);
    Enumerate();
    if (index < 0 || index >= static_cast<int>(devices_.size())) {
      return errors::InvalidArgument("GPU:", index, " does not exist: ", devices_.size(), " found");
    }
    if (devices_[index] == nullptr) TF_RETURN_IF_ERROR(GpuDevice::Create(index, &devices_[index]));
    *device = devices_[index].get();
    return OkStatus();
  }

 private:
  void Enumerate() TF_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
    if (enumerated_) return;
    enumerated_ = true;
    int count = 0;
    const cudaError_t error = cudaGetDeviceCount(&count);
    if (error != cudaSuccess || count == 0) {
      cudaGetLastError();
      int driver_version = 0;  // stays 0 when no driver is installed
      cudaDriverGetVersion(&driver_version);
      cudaGetLastError();
      no_device_status_ = NoGpuStatus(error, cudaGetErrorName(error), cudaGetErrorString(error),
                                      driver_version);
      return;
    }
    devices_.resize(count);
  }

  mutex mu_;
  bool enumerated_ TF_GUARDED_BY(mu_) = false;
  Status no_device_status_ TF_GUARDED_BY(mu_);
  // Never destroyed (the factory lives for the process), so no CUDA call runs at exit.
  std::vector<std::unique_ptr<GpuDevice>> devices_ TF_GUARDED_BY(mu_);
};

[[maybe_unused]] const bool kGpuDeviceFactoryRegistered = [] {
  RegisterDeviceFactory(std::make_unique<GpuDeviceFactory>());
  return true;
}();

}  // namespace
}  // namespace tensorflow
