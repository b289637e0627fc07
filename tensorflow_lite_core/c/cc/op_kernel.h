// OpKernel, OpKernelConstruction, OpKernelContext, OP_REQUIRES and REGISTER_KERNEL_BUILDER of the
// header-only C++ API, over kernels.h. Porting a TensorFlow C++ kernel is mostly a matter of
// includes and namespace:
//
//   class ZeroOutOp : public OpKernel {
//    public:
//     explicit ZeroOutOp(OpKernelConstruction* context) : OpKernel(context) {}
//     void Compute(OpKernelContext* context) override {
//       const Tensor& input = context->input(0);
//       Tensor* output = nullptr;
//       OP_REQUIRES_OK(context, context->allocate_output(0, input.shape(), &output));
//       ...
//   };
//   REGISTER_KERNEL_BUILDER(Name("ZeroOut").Device(DEVICE_CPU), ZeroOutOp);
//
// The context objects wrap the core's (valid only during the call that receives them). Tensors
// they hand out (input(), allocate_output()) are owned by the context object or by the caller as
// stated per method. Registrations are recorded when the plugin is loaded and made by its
// TF_InitPlugin (see plugin.h).
#ifndef TENSORFLOW_LITE_CORE_C_CC_OP_KERNEL_H_
#define TENSORFLOW_LITE_CORE_C_CC_OP_KERNEL_H_

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/c/c_api.h"
#include "tensorflow_lite_core/c/cc/registry.h"
#include "tensorflow_lite_core/c/cc/status.h"
#include "tensorflow_lite_core/c/cc/tensor.h"
#include "tensorflow_lite_core/c/kernels.h"

TFLC_PLUGIN_NAMESPACE_BEGIN

inline constexpr char DEVICE_CPU[] = "CPU";
inline constexpr char DEVICE_GPU[] = "GPU";

class OpKernel;
class OpKernelContext;

namespace internal {

// What both context wrappers share: the C context and the failures recorded through the wrapper,
// each also reported to the core with `report_failure`.
template <typename CContext, void (*report_failure)(CContext*, TF_Status*)>
class ContextBase {
 public:
  // Records a failure; the first one is the one reported.
  void CtxFailure(const Status& status) {
    if (status.ok()) return;
    status_.Update(status);
    status.CopyTo(Scratch());
    report_failure(context_, Scratch());
  }
  // OP_REQUIRES's file and line are dropped, as the core's OP_REQUIRES drops them (TensorFlow only
  // logs them): the status reads the same whichever API the kernel is written against.
  void CtxFailure(const char* /*file*/, int /*line*/, const Status& status) { CtxFailure(status); }
  void CtxFailureWithWarning(const Status& status) { CtxFailure(status); }
  void CtxFailureWithWarning(const char* file, int line, const Status& status) {
    CtxFailure(file, line, status);
  }
  void SetStatus(const Status& status) { CtxFailure(status); }
  // The failures recorded through this object.
  const Status& status() const { return status_; }

  CContext* get() const { return context_; }

 protected:
  explicit ContextBase(CContext* context) : context_(context) {}

  CContext* const context_;

 private:
  Status status_;
};

}  // namespace internal

// What a kernel's constructor sees: the node's name and attrs.
class OpKernelConstruction
    : public internal::ContextBase<TF_OpKernelConstruction, &TF_OpKernelConstruction_Failure> {
 public:
  explicit OpKernelConstruction(TF_OpKernelConstruction* context) : ContextBase(context) {}
  OpKernelConstruction(const OpKernelConstruction&) = delete;
  OpKernelConstruction& operator=(const OpKernelConstruction&) = delete;

  // Reads attr `name` (NotFound when missing, InvalidArgument for another kind of value).
  Status GetAttr(const std::string& name, int32_t* value) const {
    return Call(TF_OpKernelConstruction_GetAttrInt32, name, value);
  }
  Status GetAttr(const std::string& name, int64_t* value) const {
    return Call(TF_OpKernelConstruction_GetAttrInt64, name, value);
  }
  Status GetAttr(const std::string& name, float* value) const {
    return Call(TF_OpKernelConstruction_GetAttrFloat, name, value);
  }
  Status GetAttr(const std::string& name, DataType* value) const {
    return Call(TF_OpKernelConstruction_GetAttrType, name, value);
  }
  Status GetAttr(const std::string& name, bool* value) const {
    TF_Bool read = 0;
    TFLC_RETURN_IF_ERROR(Call(TF_OpKernelConstruction_GetAttrBool, name, &read));
    *value = read != 0;
    return Status();
  }
  Status GetAttr(const std::string& name, std::string* value) const {
    int32_t list_size = 0, total_size = 0;
    TFLC_RETURN_IF_ERROR(Size(name, &list_size, &total_size));
    std::string read(static_cast<size_t>(total_size < 0 ? 0 : total_size), '\0');
    TF_OpKernelConstruction_GetAttrString(context_, name.c_str(), read.data(), read.size(),
                                          internal::Scratch());
    TFLC_RETURN_IF_ERROR(internal::LastStatus());
    *value = std::move(read);
    return Status();
  }
#if defined(TFLC_PLUGIN_FOR_TENSORFLOW)
  template <typename Unavailable = TensorShape>
  Status GetAttr(const std::string& /*name*/, Unavailable* /*value*/) const {
    static_assert(!std::is_same_v<Unavailable, Unavailable>,
                  "a TensorShape attr is read with TF_OpKernelConstruction_GetAttrTensorShape, "
                  "which TensorFlow 2.21 does not export: not with TFLC_PLUGIN_FOR_TENSORFLOW");
    return Status();
  }
#else
  Status GetAttr(const std::string& name, TensorShape* value) const {
    int32_t list_size = 0, rank = 0;
    TFLC_RETURN_IF_ERROR(Size(name, &list_size, &rank));
    std::vector<int64_t> dims(static_cast<size_t>(rank < 0 ? 0 : rank));
    TF_OpKernelConstruction_GetAttrTensorShape(context_, name.c_str(), dims.data(), dims.size(),
                                               internal::Scratch());
    TFLC_RETURN_IF_ERROR(internal::LastStatus());
    *value = TensorShape(dims);
    return Status();
  }
#endif
  Status GetAttr(const std::string& name, Tensor* value) const {
    TF_Tensor* read = nullptr;
    TF_OpKernelConstruction_GetAttrTensor(context_, name.c_str(), &read, internal::Scratch());
    TFLC_RETURN_IF_ERROR(internal::LastStatus());
    *value = Tensor(read);
    return Status();
  }
  Status GetAttr(const std::string& name, std::vector<int32_t>* value) const {
    return CallList(TF_OpKernelConstruction_GetAttrInt32List, name, value);
  }
  Status GetAttr(const std::string& name, std::vector<int64_t>* value) const {
    return CallList(TF_OpKernelConstruction_GetAttrInt64List, name, value);
  }
  Status GetAttr(const std::string& name, std::vector<float>* value) const {
    return CallList(TF_OpKernelConstruction_GetAttrFloatList, name, value);
  }
  Status GetAttr(const std::string& name, std::vector<DataType>* value) const {
    return CallList(TF_OpKernelConstruction_GetAttrTypeList, name, value);
  }
  Status GetAttr(const std::string& name, std::vector<bool>* value) const {
    std::vector<TF_Bool> read;
    TFLC_RETURN_IF_ERROR(CallList(TF_OpKernelConstruction_GetAttrBoolList, name, &read));
    value->assign(read.begin(), read.end());
    return Status();
  }
  Status GetAttr(const std::string& name, std::vector<std::string>* value) const {
    int32_t list_size = 0, total_size = 0;
    TFLC_RETURN_IF_ERROR(Size(name, &list_size, &total_size));
    const size_t count = static_cast<size_t>(list_size < 0 ? 0 : list_size);
    std::vector<char*> starts(count);
    std::vector<size_t> lengths(count);
    std::string storage(static_cast<size_t>(total_size < 0 ? 0 : total_size), '\0');
    TF_OpKernelConstruction_GetAttrStringList(context_, name.c_str(), starts.data(),
                                              lengths.data(), static_cast<int>(count),
                                              storage.data(), storage.size(), internal::Scratch());
    TFLC_RETURN_IF_ERROR(internal::LastStatus());
    value->clear();
    for (size_t i = 0; i < count; ++i) value->emplace_back(starts[i], lengths[i]);
    return Status();
  }
  Status GetAttr(const std::string& name, std::vector<Tensor>* value) const {
    int32_t list_size = 0, total_size = 0;
    TFLC_RETURN_IF_ERROR(Size(name, &list_size, &total_size));
    std::vector<TF_Tensor*> read(static_cast<size_t>(list_size < 0 ? 0 : list_size), nullptr);
    TF_OpKernelConstruction_GetAttrTensorList(context_, name.c_str(), read.data(),
                                              static_cast<int>(read.size()), internal::Scratch());
    TFLC_RETURN_IF_ERROR(internal::LastStatus());
    value->clear();
    for (TF_Tensor* tensor : read) value->emplace_back(tensor);
    return Status();
  }

  bool HasAttr(const std::string& name) const {
    return TF_OpKernelConstruction_HasAttr(context_, name.c_str(), internal::Scratch());
  }

  // The node's name.
  std::string name() const {
    const TF_StringView view = TF_OpKernelConstruction_GetName(context_);
    return std::string(view.data, view.len);
  }

 private:
  template <typename Function, typename Value>
  Status Call(Function function, const std::string& name, Value* value) const {
    function(context_, name.c_str(), value, internal::Scratch());
    return internal::LastStatus();
  }
  template <typename Function, typename Element>
  Status CallList(Function function, const std::string& name, std::vector<Element>* value) const {
    int32_t list_size = 0, total_size = 0;
    TFLC_RETURN_IF_ERROR(Size(name, &list_size, &total_size));
    std::vector<Element> read(static_cast<size_t>(list_size < 0 ? 0 : list_size));
    function(context_, name.c_str(), read.data(), static_cast<int>(read.size()),
             internal::Scratch());
    TFLC_RETURN_IF_ERROR(internal::LastStatus());
    *value = std::move(read);
    return Status();
  }
  Status Size(const std::string& name, int32_t* list_size, int32_t* total_size) const {
    TF_OpKernelConstruction_GetAttrSize(context_, name.c_str(), list_size, total_size,
                                        internal::Scratch());
    return internal::LastStatus();
  }

};

class OpKernel {
 public:
  explicit OpKernel(OpKernelConstruction* context) : name_(context->name()) {}
  virtual ~OpKernel() = default;
  OpKernel(const OpKernel&) = delete;
  OpKernel& operator=(const OpKernel&) = delete;

  // Runs the kernel; may be called from several threads at once.
  virtual void Compute(OpKernelContext* context) = 0;

  // The node's name.
  const std::string& name() const { return name_; }

 private:
  const std::string name_;
};

// What Compute sees: inputs, outputs, and where failures go.
class OpKernelContext
    : public internal::ContextBase<TF_OpKernelContext, &TF_OpKernelContext_Failure> {
 public:
  OpKernelContext(TF_OpKernelContext* context, OpKernel* kernel)
      : ContextBase(context), kernel_(kernel) {}
  OpKernelContext(const OpKernelContext&) = delete;
  OpKernelContext& operator=(const OpKernelContext&) = delete;

  int num_inputs() const { return TF_NumInputs(context_); }
  int num_outputs() const { return TF_NumOutputs(context_); }

  // Input `index`, owned by the caller. Throws StatusError for an index out of range (the kernel
  // then fails with that error), as TensorFlow's input() would abort.
  Tensor input(int index) {
    Tensor tensor;
    Status status = input(index, &tensor);
    if (!status.ok()) throw StatusError(std::move(status));
    return tensor;
  }
  Status input(int index, Tensor* tensor) {
    TF_Tensor* read = nullptr;
    TF_GetInput(context_, index, &read, internal::Scratch());
    TFLC_RETURN_IF_ERROR(internal::LastStatus());
    *tensor = Tensor(read);
    return Status();
  }

  DataType expected_output_dtype(int index) const {
    return TF_ExpectedOutputDataType(context_, index);
  }

  // Allocates output `index`; *output is owned by this context and valid until it is destroyed.
  Status allocate_output(int index, const TensorShape& shape, Tensor** output) {
    const DataType dtype = expected_output_dtype(index);
    const size_t bytes = static_cast<size_t>(shape.num_elements()) * TF_DataTypeSize(dtype);
    TF_Tensor* allocated = TF_AllocateOutput(context_, index, dtype, shape.data(), shape.dims(),
                                             bytes, internal::Scratch());
    TFLC_RETURN_IF_ERROR(internal::LastStatus());
    *output = Store(index, Tensor(allocated));
    return Status();
  }

  // Reuses the buffer of one of `candidate_input_indices` for output `output_index` when nothing
  // else uses it, else allocates. *output as for allocate_output.
  Status forward_input_or_allocate_output(std::initializer_list<int> candidate_input_indices,
                                          int output_index, const TensorShape& output_shape,
                                          Tensor** output, int* forwarded_input = nullptr) {
    int forwarded = -1;
    TF_Tensor* allocated = TF_ForwardInputOrAllocateOutput(
        context_, candidate_input_indices.begin(), static_cast<int>(candidate_input_indices.size()),
        output_index, output_shape.data(), output_shape.dims(), &forwarded, internal::Scratch());
    TFLC_RETURN_IF_ERROR(internal::LastStatus());
    if (forwarded_input != nullptr) *forwarded_input = forwarded;
    *output = Store(output_index, Tensor(allocated));
    return Status();
  }

  // A scratch tensor, owned by the caller.
  Status allocate_temp(DataType dtype, const TensorShape& shape, Tensor* out_temp) {
    TF_Tensor* allocated = TF_AllocateTemp(context_, dtype, shape.data(), shape.dims(), nullptr,
                                           internal::Scratch());
    TFLC_RETURN_IF_ERROR(internal::LastStatus());
    *out_temp = Tensor(allocated);
    return Status();
  }

  // Makes output `index` share `tensor`'s buffer; a mismatch fails the kernel.
  void set_output(int index, const Tensor& tensor) {
    TF_SetOutput(context_, index, tensor.get(), internal::Scratch());
    CtxFailure(internal::LastStatus());
  }

  int64_t step_id() const { return TF_StepId(context_); }
  const OpKernel& op_kernel() const { return *kernel_; }

 private:
  // Keeps an output's handle for the rest of the run; the first few without allocating.
  Tensor* Store(int index, Tensor tensor) {
    Tensor* slot;
    if (index >= 0 && index < kInlineOutputs) {
      slot = &inline_outputs_[index];
    } else {
      more_outputs_.push_back(std::make_unique<Tensor>());
      slot = more_outputs_.back().get();
    }
    *slot = std::move(tensor);
    return slot;
  }

  static constexpr int kInlineOutputs = 4;
  OpKernel* const kernel_;
  Tensor inline_outputs_[kInlineOutputs];
  std::vector<std::unique_ptr<Tensor>> more_outputs_;
};

// ---- Registering kernels.

// Describes the nodes a kernel serves, as TensorFlow's KernelDefBuilder.
class KernelDefBuilder {
 public:
  explicit KernelDefBuilder(const char* op_name) : op_name_(op_name) {}

  KernelDefBuilder& Device(const char* device_type) {
    device_ = device_type;
    return *this;
  }
  KernelDefBuilder& TypeConstraint(const char* attr_name, DataType allowed) {
    type_constraints_.emplace_back(attr_name, allowed);
    return *this;
  }
  KernelDefBuilder& TypeConstraint(const char* attr_name, std::initializer_list<DataType> allowed) {
    for (DataType type : allowed) TypeConstraint(attr_name, type);
    return *this;
  }
  template <typename T>
  KernelDefBuilder& TypeConstraint(const char* attr_name) {
    return TypeConstraint(attr_name, DataTypeToEnum<T>::value);
  }
  KernelDefBuilder& HostMemory(const char* arg_name) {
    host_memory_.emplace_back(arg_name);
    return *this;
  }
  KernelDefBuilder& Label(const char* label) {
    label_ = label;
    return *this;
  }
  KernelDefBuilder& Priority(int32_t priority) {
    priority_ = priority;
    return *this;
  }

  // Registers the kernel described, made by the C functions given (see TF_NewKernelBuilder),
  // as written at `where`.
  Status Register(const char* kernel_name, void* (*create)(TF_OpKernelConstruction*),
                  void (*compute)(void*, TF_OpKernelContext*), void (*destroy)(void*),
                  SourceLocation where = {}) const {
    TF_KernelBuilder* builder =
        TF_NewKernelBuilder(op_name_.c_str(), device_.c_str(), create, compute, destroy);
    if (builder == nullptr) {
      return Status(TF_INVALID_ARGUMENT, "Kernel '" + std::string(kernel_name) +
                                             "' for op '" + op_name_ + "' has no device");
    }
    for (const auto& [attr_name, type] : type_constraints_) {
      TF_KernelBuilder_TypeConstraint(builder, attr_name.c_str(), type, internal::Scratch());
      Status status = internal::LastStatus();
      if (!status.ok()) {
        TF_DeleteKernelBuilder(builder);
        return status;
      }
    }
    for (const std::string& arg : host_memory_) TF_KernelBuilder_HostMemory(builder, arg.c_str());
    if (!label_.empty()) TF_KernelBuilder_Label(builder, label_.c_str());
    TF_KernelBuilder_Priority(builder, priority_);
#if TF_ABI_TARGET_VERSION >= 4 && !defined(TFLC_PLUGIN_FOR_TENSORFLOW)
    TF_KernelBuilder_SourceLocation(builder, where.file, where.line);
#else
    (void)where;  // older cores cannot be told
#endif
    TF_RegisterKernelBuilder(kernel_name, builder, internal::Scratch());
    return internal::LastStatus();
  }

 private:
  std::string op_name_;
  std::string device_;
  std::vector<std::pair<std::string, DataType>> type_constraints_;
  std::vector<std::string> host_memory_;
  std::string label_;
  int32_t priority_ = 0;
};

namespace register_kernel {
// Name("Op") starts a kernel's description in REGISTER_KERNEL_BUILDER.
class Name : public KernelDefBuilder {
 public:
  explicit Name(const char* op_name) : KernelDefBuilder(op_name) {}
};
}  // namespace register_kernel

namespace internal {

// The trampolines the core calls for kernel class K: nothing thrown inside gets out.
template <typename K>
void* CreateKernel(TF_OpKernelConstruction* c_context) {
  OpKernelConstruction context(c_context);
  try {
    return static_cast<OpKernel*>(new K(&context));
  } catch (...) {
    context.CtxFailure(StatusFromException("the kernel's constructor"));
    return nullptr;
  }
}

inline void ComputeKernel(void* kernel, TF_OpKernelContext* c_context) {
  auto* op_kernel = static_cast<OpKernel*>(kernel);
  OpKernelContext context(c_context, op_kernel);
  try {
    op_kernel->Compute(&context);
  } catch (...) {
    context.CtxFailure(StatusFromException("Compute"));
  }
}

inline void DeleteKernel(void* kernel) { delete static_cast<OpKernel*>(kernel); }

}  // namespace internal

// Registers kernel class K for the nodes `builder` describes, under `kernel_name`, as written at
// `where`.
template <typename K>
Status RegisterKernel(const KernelDefBuilder& builder, const char* kernel_name,
                      SourceLocation where = {}) {
  return builder.Register(kernel_name, &internal::CreateKernel<K>, &internal::ComputeKernel,
                          &internal::DeleteKernel, where);
}

namespace internal {

// REGISTER_KERNEL_BUILDER's static initializer: records the registration for RegisterAll.
template <typename K>
bool RecordKernel(const KernelDefBuilder& builder, const char* kernel_name, SourceLocation where) {
  return RecordRegistration(&PluginRegistrations().kernels, [builder, kernel_name, where] {
    return RegisterKernel<K>(builder, kernel_name, where);
  });
}

}  // namespace internal

TFLC_PLUGIN_NAMESPACE_END

// Checks `EXP`; when false, records `STATUS` as the failure and returns from the caller.
#ifndef OP_REQUIRES
#define OP_REQUIRES(CTX, EXP, STATUS)                 \
  do {                                                \
    if (!(EXP)) {                                     \
      (CTX)->CtxFailure(__FILE__, __LINE__, (STATUS)); \
      return;                                         \
    }                                                 \
  } while (0)
#endif

// Records the failure of a Status-returning expression and returns from the caller.
#ifndef OP_REQUIRES_OK
#define OP_REQUIRES_OK(CTX, ...)                                        \
  do {                                                                  \
    ::tflc::plugin::Status tflc_op_status_ = (__VA_ARGS__);            \
    if (!tflc_op_status_.ok()) {                                        \
      (CTX)->CtxFailureWithWarning(__FILE__, __LINE__, tflc_op_status_); \
      return;                                                           \
    }                                                                   \
  } while (0)
#endif

// REGISTER_KERNEL_BUILDER(Name("Op").Device(DEVICE_CPU).TypeConstraint<float>("T"), Kernel<float>)
// records kernel class Kernel<float> and where it is written; the plugin's TF_InitPlugin registers
// it. TFLC_-prefixed for files that also see the core's macro of that name.
#define TFLC_REGISTER_KERNEL_BUILDER(kernel_builder, ...) \
  TFLC_PLUGIN_REGISTER_KERNEL_UNIQ(__COUNTER__, kernel_builder, __VA_ARGS__)
#define TFLC_PLUGIN_REGISTER_KERNEL_UNIQ(ctr, kernel_builder, ...) \
  TFLC_PLUGIN_REGISTER_KERNEL_IMPL(ctr, kernel_builder, __VA_ARGS__)
#define TFLC_PLUGIN_REGISTER_KERNEL_IMPL(ctr, kernel_builder, ...)                           \
  static const bool tflc_plugin_kernel_##ctr __attribute__((unused)) =                     \
      ::tflc::plugin::internal::RecordKernel<__VA_ARGS__>(                                 \
          ::tflc::plugin::register_kernel::kernel_builder, #__VA_ARGS__,                    \
          TFLC_PLUGIN_SOURCE_LOCATION_HERE)
#ifndef REGISTER_KERNEL_BUILDER
#define REGISTER_KERNEL_BUILDER(kernel_builder, ...) \
  TFLC_REGISTER_KERNEL_BUILDER(kernel_builder, __VA_ARGS__)
#endif

#endif  // TENSORFLOW_LITE_CORE_C_CC_OP_KERNEL_H_
