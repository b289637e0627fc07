// OpKernel and the contexts it is built and run with, OP_REQUIRES, and REGISTER_KERNEL_BUILDER.
//
// A kernel is created once per node (OpKernelConstruction: attrs, signature) and run many times
// (OpKernelContext: inputs, outputs, device). Kernels are found through the global kernel
// registry by op, device type, label and type constraints; see kernel_registry.h.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_OP_KERNEL_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_OP_KERNEL_H_

#include <cstddef>
#include <functional>
#include <iterator>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "tensorflow_lite_core/framework/allocator.h"
#include "tensorflow_lite_core/framework/device_base.h"
#include "tensorflow_lite_core/framework/kernel_def_builder.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/selective_registration.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/env.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/platform/macros.h"
#include "tensorflow_lite_core/platform/mutex.h"
#include "tensorflow_lite_core/platform/statusor.h"

namespace Eigen {
struct ThreadPoolDevice;
struct GpuDevice;
}  // namespace Eigen

namespace tensorflow {

class ResourceMgr;
class AsyncOpKernel;
class OpKernelConstruction;
class OpKernelContext;

class OpKernel {
 public:
  // Reads the node's attrs and signature from `context`. A kernel that finds something wrong
  // reports it with OP_REQUIRES / context->CtxFailure and is then discarded.
  explicit OpKernel(OpKernelConstruction* context);
  virtual ~OpKernel();
  OpKernel(const OpKernel&) = delete;
  OpKernel& operator=(const OpKernel&) = delete;

  // Runs the kernel. May be called concurrently from several threads for one kernel object.
  virtual void Compute(OpKernelContext* context) = 0;

  // Non-null for asynchronous kernels.
  virtual AsyncOpKernel* AsAsync() { return nullptr; }

  // Whether the kernel is costly enough to be worth running off the caller's thread.
  virtual bool IsExpensive() { return expensive_; }

  const NodeDef& def() const { return *def_; }
  const std::string& name() const { return def_->name(); }
  const std::string& type_string() const { return def_->op(); }
  const std::string& requested_device() const { return def_->device(); }

  int num_inputs() const { return static_cast<int>(input_types_.size()); }
  DataType input_type(int i) const { return input_types_[i]; }
  const DataTypeVector& input_types() const { return input_types_; }
  int num_outputs() const { return static_cast<int>(output_types_.size()); }
  DataType output_type(int i) const { return output_types_[i]; }
  const DataTypeVector& output_types() const { return output_types_; }

  // The index range [*start, *stop) of the input or output argument `name`.
  absl::Status InputRange(std::string_view name, int* start, int* stop) const;
  absl::Status OutputRange(std::string_view name, int* start, int* stop) const;

  int graph_def_version() const { return graph_def_version_; }

  // Where each input and output lives: everything in host memory on the CPU; elsewhere the
  // arguments the kernel's registration names with HostMemory, int32 tensors and types that
  // exist only on the host (TensorFlow's placement), the rest in device memory.
  const MemoryTypeVector& input_memory_types() const { return input_memory_types_; }
  const MemoryTypeVector& output_memory_types() const { return output_memory_types_; }

 private:
  std::shared_ptr<const NodeDef> def_;
  DataTypeVector input_types_;
  DataTypeVector output_types_;
  NameRangeMap input_name_map_;
  NameRangeMap output_name_map_;
  MemoryTypeVector input_memory_types_;
  MemoryTypeVector output_memory_types_;
  int graph_def_version_;
  bool expensive_;
};

class AsyncOpKernel : public OpKernel {
 public:
  using OpKernel::OpKernel;
  using DoneCallback = std::function<void()>;

  // Starts the computation and returns; calls `done` exactly once when it is finished.
  virtual void ComputeAsync(OpKernelContext* context, DoneCallback done) = 0;

  AsyncOpKernel* AsAsync() override { return this; }
  // Runs ComputeAsync and waits for it.
  void Compute(OpKernelContext* context) override;
};

class OpKernelConstruction {
 public:
  OpKernelConstruction(DeviceType device_type, DeviceBase* device, Allocator* allocator,
                       std::shared_ptr<const NodeDef> node_def, const OpDef* op_def,
                       const DataTypeVector& input_types, const DataTypeVector& output_types,
                       int graph_def_version, absl::Status* status,
                       const KernelDef* kernel_def = nullptr);
  OpKernelConstruction(const OpKernelConstruction&) = delete;
  OpKernelConstruction& operator=(const OpKernelConstruction&) = delete;

  // Reads attr `attr_name`; errors name the attr and the node.
  template <typename T>
  absl::Status GetAttr(std::string_view attr_name, T* value) const {
    return GetNodeAttr(AttrSlice(*def_), attr_name, value);
  }
  bool HasAttr(std::string_view attr_name) const;

  const NodeDef& def() const { return *def_; }
  const OpDef& op_def() const { return *op_def_; }
  const DataTypeVector& input_types() const { return input_types_; }
  const DataTypeVector& output_types() const { return output_types_; }
  int num_inputs() const { return static_cast<int>(input_types_.size()); }
  int num_outputs() const { return static_cast<int>(output_types_.size()); }
  DataType input_type(int i) const { return input_types_[i]; }
  DataType output_type(int i) const { return output_types_[i]; }

  // OK when the node's input and output types are exactly these.
  absl::Status MatchSignature(const DataTypeVector& expected_inputs, const DataTypeVector& expected_outputs);

  // A tensor that lives as long as the caller keeps it (e.g. a kernel's constant state).
  absl::Status allocate_temp(DataType dtype, const TensorShape& shape, Tensor* out_temp);

  const DeviceType& device_type() const { return device_type_; }
  DeviceBase* device() const { return device_; }
  // The process's environment (files, time), as TensorFlow's kernels reach it.
  Env* env() const { return Env::Default(); }
  Allocator* allocator() const { return allocator_; }
  // The device's resources (resource_mgr.h); null only without a device.
  ResourceMgr* resource_manager() const;
  int graph_def_version() const { return graph_def_version_; }
  // The registration the kernel is built from; null when built without the registry.
  const KernelDef* kernel_def() const { return kernel_def_; }

  void SetStatus(const absl::Status& status) { status_->Update(status); }
  const absl::Status& status() const { return *status_; }
  void CtxFailure(const absl::Status& s);
  void CtxFailure(const char* file, int line, const absl::Status& s);
  void CtxFailureWithWarning(const absl::Status& s);
  void CtxFailureWithWarning(const char* file, int line, const absl::Status& s);

 private:
  friend class OpKernel;
  DeviceType device_type_;
  DeviceBase* device_;
  Allocator* allocator_;
  std::shared_ptr<const NodeDef> def_;
  const OpDef* op_def_;
  DataTypeVector input_types_;
  DataTypeVector output_types_;
  int graph_def_version_;
  absl::Status* status_;
  const KernelDef* kernel_def_;
};

// The tensors of one list input (`N * T` or `list(type)`), by position within the list.
class OpInputList {
 public:
  OpInputList() = default;
  OpInputList(OpKernelContext* context, int start, int stop) : context_(context), start_(start), stop_(stop) {}
  int size() const { return stop_ - start_; }
  const Tensor& operator[](int i) const;

  // Iteration in order, as TensorFlow's `for (const Tensor& t : list)`.
  class Iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Tensor;
    using difference_type = std::ptrdiff_t;
    using pointer = const Tensor*;
    using reference = const Tensor&;
    Iterator(const OpInputList* list, int i) : list_(list), i_(i) {}
    const Tensor& operator*() const { return (*list_)[i_]; }
    const Tensor* operator->() const { return &(*list_)[i_]; }
    Iterator& operator++() {
      ++i_;
      return *this;
    }
    Iterator operator++(int) {
      Iterator before = *this;
      ++i_;
      return before;
    }
    bool operator==(const Iterator& other) const { return i_ == other.i_ && list_ == other.list_; }
    bool operator!=(const Iterator& other) const { return !(*this == other); }

   private:
    const OpInputList* list_;
    int i_;
  };
  Iterator begin() const { return Iterator(this, 0); }
  Iterator end() const { return Iterator(this, size()); }

 private:
  OpKernelContext* context_ = nullptr;
  int start_ = 0;
  int stop_ = 0;
};

// The outputs of one list output, by position within the list.
class OpOutputList {
 public:
  OpOutputList() = default;
  OpOutputList(OpKernelContext* context, int start, int stop) : context_(context), start_(start), stop_(stop) {}
  int size() const { return stop_ - start_; }
  Tensor* operator[](int i);
  DataType expected_output_dtype(int i) const;
  absl::Status allocate(int i, const TensorShape& shape, Tensor** output);
  void set(int i, const Tensor& tensor);
  void set(int i, Tensor&& tensor);

 private:
  OpKernelContext* context_ = nullptr;
  int start_ = 0;
  int stop_ = 0;
};

class OpKernelContext {
 public:
  // What one run needs. Callers that run a kernel many times keep one Params and only change
  // `inputs` between runs.
  struct Params {
    int64 step_id = 0;
    OpKernel* op_kernel = nullptr;
    DeviceBase* device = nullptr;
    // One per kernel input; the pointed-to tensors must outlive the run. A null entry is an
    // uninitialized input.
    std::vector<const Tensor*> inputs;
    // Inputs the kernel may reuse in place when nothing else holds their buffer. When empty, no
    // input may be forwarded. Same length as `inputs` otherwise.
    std::vector<Tensor*> forwardable_inputs;
    // Where the kernel's resources live; null means the device's.
    ResourceMgr* resource_manager = nullptr;
    // Non-null on a GPU device.
    void* stream = nullptr;
    // How a kernel tells the runner about deferred work: device work it queued that may outlive
    // its Compute (or the done callback of ComputeAsync). It calls the first before queueing and
    // the second, from any thread, when the work has finished; the run ends when every call is
    // matched. Empty when the runner tracks none (the calls are then no-ops).
    std::function<void()> inc_num_deferred_ops_function;
    std::function<void()> dec_num_deferred_ops_function;
  };

  explicit OpKernelContext(Params* params);
  OpKernelContext(Params* params, int num_outputs);
  ~OpKernelContext();
  OpKernelContext(const OpKernelContext&) = delete;
  OpKernelContext& operator=(const OpKernelContext&) = delete;

  int num_inputs() const { return static_cast<int>(params_->inputs.size()); }
  DataType input_dtype(int index) const;
  // The dtype of the single input named `name`.
  absl::Status input_dtype(std::string_view name, DataType* dtype) const;
  // The input at `index`; CHECK-fails when out of range or not provided.
  const Tensor& input(int index) const {
    if (TF_PREDICT_FALSE(!has_input(index))) MissingInput(index);
    return *params_->inputs[index];
  }
  // The single input named `name` (an input argument of the op).
  absl::Status input(std::string_view name, const Tensor** tensor);
  absl::Status input_list(std::string_view name, OpInputList* list);
  // A Ref(T) input: TensorFlow's guard of the referenced tensor, and the tensor. No reference
  // edges exist here: every ref input shares one process-wide mutex, and mutable_input gives a
  // tensor sharing the input's buffer. InvalidArgument for an input that is not a ref.
  absl::Status input_ref_mutex(std::string_view name, mutex** out_mutex);
  absl::Status mutable_input(std::string_view name, Tensor* tensor, bool lock_held);
  // The same by input index, as TensorFlow's: CHECK-fail for an index out of range, an input
  // that is not a ref or (mutable_input) one not provided.
  mutex* input_ref_mutex(int index);
  Tensor mutable_input(int index, bool lock_held);
  bool has_input(int index) const {
    return index >= 0 && index < num_inputs() && params_->inputs[index] != nullptr;
  }

  int num_outputs() const { return static_cast<int>(outputs_.size()); }
  DataType expected_output_dtype(int index) const { return params_->op_kernel->output_type(index); }
  MemoryType input_memory_type(int index) const {
    return params_->op_kernel->input_memory_types()[index];
  }
  MemoryType output_memory_type(int index) const {
    return params_->op_kernel->output_memory_types()[index];
  }

  // Allocates output `index` with `shape` and the output's dtype; *output points into this
  // context and stays valid for the rest of the run.
  absl::Status allocate_output(int index, const TensorShape& shape, Tensor** output);
  absl::Status allocate_output(int index, const TensorShape& shape, Tensor** output, AllocatorAttributes attr);
  absl::Status allocate_output(std::string_view name, const TensorShape& shape, Tensor** output);

  // Makes output `index` share `tensor`'s buffer. The dtype must match the output's.
  void set_output(int index, const Tensor& tensor);
  void set_output(int index, Tensor&& tensor);
  absl::Status set_output(std::string_view name, const Tensor& tensor);
  // A Ref(T) output: shares `*tensor_for_ref`'s buffer (dtype T). No reference edges exist here,
  // so `mu` (TensorFlow's guard of the referenced tensor) is not kept.
  void set_output_ref(int index, mutex* mu, Tensor* tensor_for_ref);
  // Ref outputs from ref inputs (TensorFlow's Assign and friends): output `output_index` shares
  // ref input `input_index`'s tensor.
  void forward_ref_input_to_ref_output(int input_index, int output_index);
  // Makes ref input `name` refer to `tensor` (a new buffer, possibly of another shape): the
  // caller's input tensor is replaced, which is how a variable given to the input changes.
  absl::Status replace_ref_input(std::string_view name, const Tensor& tensor, bool lock_held);
  void replace_ref_input(int index, const Tensor& tensor, bool lock_held);

  // Reuses the buffer of the first of `candidate_input_indices` that has the output's dtype and
  // element count and whose buffer nothing else holds; otherwise allocates. Either way output
  // `output_index` gets `output_shape`.
  absl::Status forward_input_or_allocate_output(std::initializer_list<int> candidate_input_indices,
                                          int output_index, const TensorShape& output_shape,
                                          Tensor** output, int* forwarded_input = nullptr);
  // True (and output set) when input `input_index` could be forwarded to output `output_index`.
  bool forward_input_to_output_with_shape(int input_index, int output_index,
                                          const TensorShape& output_shape, Tensor** output);

  absl::Status allocate_temp(DataType dtype, const TensorShape& shape, Tensor* out_temp);
  absl::Status allocate_temp(DataType dtype, const TensorShape& shape, Tensor* out_temp,
                       AllocatorAttributes attr);

  absl::Status output_list(std::string_view name, OpOutputList* list);
  // The output at `index`, or null when it has not been set.
  Tensor* mutable_output(int index);
  // Moves output `index` out of the context; a DT_INVALID tensor when it has not been set.
  Tensor release_output(int index);

  // True when every input has the first one's shape; otherwise sets an InvalidArgument status
  // naming `op` and the first input that differs, and returns false.
  bool ValidateInputsAreSameShape(OpKernel* op);

  const absl::Status& status() const { return status_; }
  void SetStatus(const absl::Status& status) { status_.Update(status); }
  void CtxFailure(const absl::Status& s);
  void CtxFailure(const char* file, int line, const absl::Status& s);
  void CtxFailureWithWarning(const absl::Status& s);
  void CtxFailureWithWarning(const char* file, int line, const absl::Status& s);

  // The Eigen device to evaluate expressions on: Eigen::ThreadPoolDevice or Eigen::GpuDevice.
  template <typename EigenDeviceType>
  const EigenDeviceType& eigen_device() const;
  const Eigen::ThreadPoolDevice& eigen_cpu_device() const { return *params_->device->eigen_cpu_device(); }

  DeviceBase* device() const { return params_->device; }
  Env* env() const { return Env::Default(); }
  // The resources kernels share (resource_mgr.h): Params::resource_manager, or the device's.
  ResourceMgr* resource_manager() const;
  OpKernel& op_kernel() const { return *params_->op_kernel; }
  int64 step_id() const { return params_->step_id; }
  void* op_device_context_stream() const { return params_->stream; }
  // See Params: empty functions when the runner tracks no deferred work.
  const std::function<void()>& inc_num_deferred_ops_function() const {
    return params_->inc_num_deferred_ops_function;
  }
  const std::function<void()>& dec_num_deferred_ops_function() const {
    return params_->dec_num_deferred_ops_function;
  }
  Allocator* get_allocator(AllocatorAttributes attr) const { return params_->device->GetAllocator(attr); }

 private:
  // CHECK-fails naming the op and why input `index` cannot be read.
  [[noreturn]] void MissingInput(int index) const;
  absl::Status OutputIndexFor(std::string_view name, int* index) const;
  bool CanForwardInput(int input_index, int output_index, const TensorShape& shape) const;

  Params* params_;
  // Inline for the usual few outputs: a context costs no heap allocation per run.
  absl::InlinedVector<Tensor, 4> outputs_;
  absl::Status status_;
};

template <>
inline const Eigen::ThreadPoolDevice& OpKernelContext::eigen_device<Eigen::ThreadPoolDevice>() const {
  return eigen_cpu_device();
}

template <>
inline const Eigen::GpuDevice& OpKernelContext::eigen_device<Eigen::GpuDevice>() const {
  return *params_->device->eigen_gpu_device();
}

// Appends the node's name and op to a failure, as TensorFlow's messages do.
absl::Status AttachKernelContext(const absl::Status& status, const OpKernel& kernel);

}  // namespace tensorflow

// Checks `EXP`; when false, records `STATUS_EXP` on the context and returns from the caller.
#define OP_REQUIRES(CTX, EXP, STATUS_EXP)                  \
  do {                                                     \
    if (TF_PREDICT_FALSE(!(EXP))) {                        \
      (CTX)->CtxFailure(__FILE__, __LINE__, (STATUS_EXP)); \
      return;                                              \
    }                                                      \
  } while (0)

// `OP_REQUIRES_VALUE(lhs, ctx, rexpr)`: evaluates `rexpr` (a StatusOr); on error records its
// status on the context and returns from the caller, otherwise moves the value into `lhs`, which
// may be a declaration.
#define OP_REQUIRES_VALUE(LHS, CTX, REXPR) \
  OP_REQUIRES_VALUE_IMPL(TF_STATUS_MACROS_CONCAT(_tflc_status_or_value, __COUNTER__), LHS, CTX, REXPR)

#define OP_REQUIRES_VALUE_IMPL(STATUSOR, LHS, CTX, REXPR) \
  auto STATUSOR = (REXPR);                                \
  OP_REQUIRES_OK(CTX, STATUSOR.status());                 \
  LHS = std::move(STATUSOR).value()

#define OP_REQUIRES_OK(CTX, ...)                                   \
  do {                                                             \
    absl::Status _tflc_op_status = (__VA_ARGS__);          \
    if (TF_PREDICT_FALSE(!_tflc_op_status.ok())) {                 \
      (CTX)->CtxFailureWithWarning(__FILE__, __LINE__, _tflc_op_status); \
      return;                                                      \
    }                                                              \
  } while (0)

// As OP_REQUIRES, and calls `CALLBACK` (the done callback) before returning.
#define OP_REQUIRES_ASYNC(CTX, EXP, STATUS_EXP, CALLBACK)  \
  do {                                                     \
    if (TF_PREDICT_FALSE(!(EXP))) {                        \
      (CTX)->CtxFailure(__FILE__, __LINE__, (STATUS_EXP)); \
      (CALLBACK)();                                        \
      return;                                              \
    }                                                      \
  } while (0)

#define OP_REQUIRES_OK_ASYNC(CTX, STATUS, CALLBACK)                \
  do {                                                             \
    absl::Status _tflc_op_status = (STATUS);               \
    if (TF_PREDICT_FALSE(!_tflc_op_status.ok())) {                 \
      (CTX)->CtxFailureWithWarning(__FILE__, __LINE__, _tflc_op_status); \
      (CALLBACK)();                                                \
      return;                                                      \
    }                                                              \
  } while (0)

#include "tensorflow_lite_core/framework/kernel_registry.h"  // IWYU pragma: export

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_OP_KERNEL_H_
