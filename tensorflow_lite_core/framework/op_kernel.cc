#include "tensorflow_lite_core/framework/op_kernel.h"

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <utility>

#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace {

Status NoArgumentNamed(std::string_view kind, std::string_view name, const OpKernel& kernel) {
  return errors::InvalidArgument("Unknown ", kind, " name: ", name, " in op ", kernel.type_string());
}

// One entry per argument tensor of `types`, as OpKernel::input_memory_types() describes.
MemoryTypeVector MemoryTypesFor(const OpKernelConstruction& context, const DataTypeVector& types,
                                const NameRangeMap& ranges) {
  MemoryTypeVector memory(types.size(), HOST_MEMORY);
  if (context.device_type() == DeviceType(DEVICE_CPU)) return memory;
  for (size_t i = 0; i < types.size(); ++i) {
    const DataType dtype = BaseType(types[i]);
    if (dtype != DT_INT32 && !DataTypeAlwaysOnHost(dtype)) memory[i] = DEVICE_MEMORY;
  }
  if (context.kernel_def() == nullptr) return memory;
  for (const std::string& arg : context.kernel_def()->host_memory_arg()) {
    auto range = ranges.find(arg);
    if (range == ranges.end()) continue;  // an argument of the other direction
    // Bounded by `memory` too: a node whose ranges failed to compute is discarded, not trusted.
    const int stop = std::min(range->second.second, static_cast<int>(memory.size()));
    for (int i = std::max(range->second.first, 0); i < stop; ++i) memory[i] = HOST_MEMORY;
  }
  return memory;
}

// A failed allocation in TensorFlow's words (its OpKernelContext::allocate_tensor), which
// callers match: "OOM when allocating tensor with shape[2,3] and type float on /device:CPU:0 by
// allocator cpu".
Status OutOfMemory(const TensorShape& shape, DataType dtype, DeviceBase* device,
                   Allocator* allocator) {
  const std::string device_name = device == nullptr ? "an unknown device" : device->name();
  return errors::ResourceExhausted("OOM when allocating tensor with shape", shape.DebugString(),
                                   " and type ", DataTypeString(dtype), " on ", device_name,
                                   " by allocator ", allocator->Name());
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// OpKernel

OpKernel::OpKernel(OpKernelConstruction* context)
    : def_(context->def_),
      input_types_(context->input_types_),
      output_types_(context->output_types_),
      graph_def_version_(context->graph_def_version_),
      expensive_(true) {
  // The ranges are computed once here so OpKernelContext::input(name) is a map lookup.
  const Status status =
      NameRangesForNode(AttrSlice(*def_), context->op_def(), &input_name_map_, &output_name_map_);
  if (!status.ok()) context->CtxFailure(status);
  input_memory_types_ = MemoryTypesFor(*context, input_types_, input_name_map_);
  output_memory_types_ = MemoryTypesFor(*context, output_types_, output_name_map_);
}

OpKernel::~OpKernel() = default;

Status OpKernel::InputRange(std::string_view name, int* start, int* stop) const {
  auto found = input_name_map_.find(std::string(name));
  if (found == input_name_map_.end()) return NoArgumentNamed("input", name, *this);
  *start = found->second.first;
  *stop = found->second.second;
  return OkStatus();
}

Status OpKernel::OutputRange(std::string_view name, int* start, int* stop) const {
  auto found = output_name_map_.find(std::string(name));
  if (found == output_name_map_.end()) return NoArgumentNamed("output", name, *this);
  *start = found->second.first;
  *stop = found->second.second;
  return OkStatus();
}

void AsyncOpKernel::Compute(OpKernelContext* context) {
  std::mutex mu;
  std::condition_variable done_cv;
  bool done = false;
  ComputeAsync(context, [&] {
    std::lock_guard<std::mutex> lock(mu);
    done = true;
    done_cv.notify_all();
  });
  std::unique_lock<std::mutex> lock(mu);
  done_cv.wait(lock, [&] { return done; });
}

Status AttachKernelContext(const Status& status, const OpKernel& kernel) {
  if (status.ok()) return status;
  return Status(status.code(), strings::StrCat(status.message(), "\n\t [[{{node ", kernel.name(),
                                               "}} = ", kernel.type_string(), "]]"));
}

// ---------------------------------------------------------------------------------------------
// OpKernelConstruction

OpKernelConstruction::OpKernelConstruction(DeviceType device_type, DeviceBase* device,
                                           Allocator* allocator,
                                           std::shared_ptr<const NodeDef> node_def,
                                           const OpDef* op_def, const DataTypeVector& input_types,
                                           const DataTypeVector& output_types,
                                           int graph_def_version, Status* status,
                                           const KernelDef* kernel_def)
    : device_type_(std::move(device_type)),
      device_(device),
      allocator_(allocator),
      def_(std::move(node_def)),
      op_def_(op_def),
      input_types_(input_types),
      output_types_(output_types),
      graph_def_version_(graph_def_version),
      status_(status),
      kernel_def_(kernel_def) {}

bool OpKernelConstruction::HasAttr(std::string_view attr_name) const {
  return AttrSlice(*def_).Find(attr_name) != nullptr;
}

Status OpKernelConstruction::MatchSignature(const DataTypeVector& expected_inputs,
                                            const DataTypeVector& expected_outputs) {
  if (expected_inputs != input_types_ || expected_outputs != output_types_) {
    return errors::InvalidArgument("Signature mismatch, have: ", DataTypeSliceString(input_types_),
                                   "->", DataTypeSliceString(output_types_),
                                   " expected: ", DataTypeSliceString(expected_inputs), "->",
                                   DataTypeSliceString(expected_outputs));
  }
  return OkStatus();
}

Status OpKernelConstruction::allocate_temp(DataType dtype, const TensorShape& shape,
                                           Tensor* out_temp) {
  Tensor temp(allocator_, dtype, shape);
  if (!temp.IsInitialized()) return OutOfMemory(shape, dtype, device_, allocator_);
  *out_temp = std::move(temp);
  return OkStatus();
}

ResourceMgr* OpKernelConstruction::resource_manager() const {
  return device_ == nullptr ? nullptr : device_->resource_manager();
}

void OpKernelConstruction::CtxFailure(const Status& s) { SetStatus(s); }
void OpKernelConstruction::CtxFailure(const char* /*file*/, int /*line*/, const Status& s) {
  SetStatus(s);
}
// Failures are returned to whoever creates the kernel; nothing is logged.
void OpKernelConstruction::CtxFailureWithWarning(const Status& s) { SetStatus(s); }
void OpKernelConstruction::CtxFailureWithWarning(const char* /*file*/, int /*line*/,
                                                 const Status& s) {
  SetStatus(s);
}

// ---------------------------------------------------------------------------------------------
// OpInputList / OpOutputList

const Tensor& OpInputList::operator[](int i) const {
  DCHECK_GE(i, 0);
  DCHECK_LT(i, size());
  return context_->input(start_ + i);
}

Tensor* OpOutputList::operator[](int i) {
  DCHECK_GE(i, 0);
  DCHECK_LT(i, size());
  return context_->mutable_output(start_ + i);
}

DataType OpOutputList::expected_output_dtype(int i) const {
  return context_->expected_output_dtype(start_ + i);
}

Status OpOutputList::allocate(int i, const TensorShape& shape, Tensor** output) {
  if (i < 0 || i >= size()) {
    return errors::InvalidArgument("Output list index ", i, " out of range [0, ", size(), ")");
  }
  return context_->allocate_output(start_ + i, shape, output);
}

void OpOutputList::set(int i, const Tensor& tensor) { context_->set_output(start_ + i, tensor); }
void OpOutputList::set(int i, Tensor&& tensor) { context_->set_output(start_ + i, std::move(tensor)); }

// ---------------------------------------------------------------------------------------------
// OpKernelContext

OpKernelContext::OpKernelContext(Params* params)
    : OpKernelContext(params, params->op_kernel->num_outputs()) {}

OpKernelContext::OpKernelContext(Params* params, int num_outputs)
    : params_(params), outputs_(num_outputs, Tensor(DT_INVALID)) {}  // DT_INVALID: not set

OpKernelContext::~OpKernelContext() = default;

DataType OpKernelContext::input_dtype(int index) const {
  CHECK_GE(index, 0);
  CHECK_LT(index, num_inputs()) << "input index out of range in " << op_kernel().type_string();
  const Tensor* tensor = params_->inputs[index];
  return tensor == nullptr ? params_->op_kernel->input_type(index) : tensor->dtype();
}

void OpKernelContext::MissingInput(int index) const {
  CHECK_GE(index, 0) << "negative input index in " << op_kernel().type_string();
  CHECK_LT(index, num_inputs()) << "input index out of range in " << op_kernel().type_string();
  LOG(FATAL) << "input " << index << " of " << op_kernel().type_string() << " is not set";
}

Status OpKernelContext::input_dtype(std::string_view name, DataType* dtype) const {
  int start, stop;
  TF_RETURN_IF_ERROR(params_->op_kernel->InputRange(name, &start, &stop));
  if (stop != start + 1) {
    return errors::InvalidArgument("OpKernel used list-valued input name '", name,
                                   "' when single-valued input was expected");
  }
  *dtype = input_dtype(start);
  return OkStatus();
}

ResourceMgr* OpKernelContext::resource_manager() const {
  return params_->resource_manager != nullptr ? params_->resource_manager
                                              : params_->device->resource_manager();
}

Status OpKernelContext::input(std::string_view name, const Tensor** tensor) {
  int start, stop;
  TF_RETURN_IF_ERROR(params_->op_kernel->InputRange(name, &start, &stop));
  if (stop != start + 1) {
    return errors::InvalidArgument("OpKernel used list-valued input name '", name,
                                   "' when single-valued input was expected");
  }
  if (!has_input(start)) return errors::InvalidArgument("Input '", name, "' is not set");
  *tensor = params_->inputs[start];
  return OkStatus();
}

namespace {

Status RefInputIndex(const OpKernelContext& context, std::string_view name, int* index) {
  int start, stop;
  TF_RETURN_IF_ERROR(context.op_kernel().InputRange(name, &start, &stop));
  if (stop != start + 1) {
    return errors::InvalidArgument("OpKernel used list-valued input name '", name,
                                   "' when single-valued input was expected");
  }
  if (!IsRefType(context.op_kernel().input_type(start))) {
    return errors::InvalidArgument("OpKernel used non-ref input name '", name,
                                   "' when ref input was expected");
  }
  *index = start;
  return OkStatus();
}

// Every ref input's guard: with no reference edges there is no per-variable mutex to hand out.
mutex* RefInputsMutex() {
  static mutex* const ref_inputs_mutex = new mutex;
  return ref_inputs_mutex;
}

void CheckRefInput(const OpKernelContext& context, int index, const char* caller) {
  CHECK(index >= 0 && index < context.num_inputs())
      << caller << ": input index " << index << " out of range in "
      << context.op_kernel().type_string();
  CHECK(IsRefType(context.op_kernel().input_type(index)))
      << caller << " of the non-ref input " << index << " of "
      << context.op_kernel().type_string();
}

}  // namespace

Status OpKernelContext::input_ref_mutex(std::string_view name, mutex** out_mutex) {
  int index;
  TF_RETURN_IF_ERROR(RefInputIndex(*this, name, &index));
  *out_mutex = RefInputsMutex();
  return OkStatus();
}

mutex* OpKernelContext::input_ref_mutex(int index) {
  CheckRefInput(*this, index, "input_ref_mutex");
  return RefInputsMutex();
}

Status OpKernelContext::mutable_input(std::string_view name, Tensor* tensor, bool /*lock_held*/) {
  int index;
  TF_RETURN_IF_ERROR(RefInputIndex(*this, name, &index));
  if (!has_input(index)) return errors::InvalidArgument("Input '", name, "' is not set");
  *tensor = *params_->inputs[index];
  return OkStatus();
}

Tensor OpKernelContext::mutable_input(int index, bool /*lock_held*/) {
  CheckRefInput(*this, index, "mutable_input");
  return input(index);
}

void OpKernelContext::forward_ref_input_to_ref_output(int input_index, int output_index) {
  CHECK(IsRefType(op_kernel().input_type(input_index)))
      << "forward_ref_input_to_ref_output of the non-ref input " << input_index << " of "
      << op_kernel().type_string();
  CHECK(has_input(input_index));
  set_output_ref(output_index, nullptr, const_cast<Tensor*>(params_->inputs[input_index]));
}

Status OpKernelContext::replace_ref_input(std::string_view name, const Tensor& tensor,
                                          bool /*lock_held*/) {
  int index;
  TF_RETURN_IF_ERROR(RefInputIndex(*this, name, &index));
  if (!has_input(index)) return errors::InvalidArgument("Input '", name, "' is not set");
  // The caller owns the referenced tensor and reads it back after the run (see the header).
  *const_cast<Tensor*>(params_->inputs[index]) = tensor;
  return OkStatus();
}

void OpKernelContext::replace_ref_input(int index, const Tensor& tensor, bool /*lock_held*/) {
  CheckRefInput(*this, index, "replace_ref_input");
  CHECK(has_input(index)) << "replace_ref_input of input " << index << " of "
                          << op_kernel().type_string() << ", which is not set";
  *const_cast<Tensor*>(params_->inputs[index]) = tensor;
}

Status OpKernelContext::input_list(std::string_view name, OpInputList* list) {
  int start, stop;
  TF_RETURN_IF_ERROR(params_->op_kernel->InputRange(name, &start, &stop));
  *list = OpInputList(this, start, stop);
  return OkStatus();
}

Status OpKernelContext::allocate_output(int index, const TensorShape& shape, Tensor** output) {
  return allocate_output(index, shape, output, AllocatorAttributes());
}

Status OpKernelContext::allocate_output(int index, const TensorShape& shape, Tensor** output,
                                        AllocatorAttributes attr) {
  if (index < 0 || index >= num_outputs()) {
    return errors::InvalidArgument("allocate_output: output index ", index, " out of range [0, ",
                                   num_outputs(), ") in ", op_kernel().type_string());
  }
  // A HostMemory output of a device kernel lives on the host whatever the kernel asked for.
  if (output_memory_type(index) == HOST_MEMORY) attr.set_on_host(true);
  Allocator* allocator = get_allocator(attr);
  Tensor allocated(allocator, expected_output_dtype(index), shape);
  if (!allocated.IsInitialized()) {
    return OutOfMemory(shape, expected_output_dtype(index), device(), allocator);
  }
  outputs_[index] = std::move(allocated);
  *output = &outputs_[index];
  return OkStatus();
}

Status OpKernelContext::OutputIndexFor(std::string_view name, int* index) const {
  int start, stop;
  TF_RETURN_IF_ERROR(params_->op_kernel->OutputRange(name, &start, &stop));
  if (stop != start + 1) {
    return errors::InvalidArgument("OpKernel used list-valued output name '", name,
                                   "' when single-valued output was expected");
  }
  *index = start;
  return OkStatus();
}

Status OpKernelContext::allocate_output(std::string_view name, const TensorShape& shape,
                                        Tensor** output) {
  int index;
  TF_RETURN_IF_ERROR(OutputIndexFor(name, &index));
  return allocate_output(index, shape, output);
}

void OpKernelContext::set_output(int index, const Tensor& tensor) {
  CHECK_GE(index, 0);
  CHECK_LT(index, num_outputs()) << "output index out of range in " << op_kernel().type_string();
  CHECK_EQ(tensor.dtype(), expected_output_dtype(index))
      << "set_output with the wrong dtype for output " << index << " of "
      << op_kernel().type_string();
  outputs_[index] = tensor;
}

void OpKernelContext::set_output(int index, Tensor&& tensor) {
  CHECK_GE(index, 0);
  CHECK_LT(index, num_outputs()) << "output index out of range in " << op_kernel().type_string();
  CHECK_EQ(tensor.dtype(), expected_output_dtype(index))
      << "set_output with the wrong dtype for output " << index << " of "
      << op_kernel().type_string();
  outputs_[index] = std::move(tensor);
}

void OpKernelContext::set_output_ref(int index, mutex* /*mu*/, Tensor* tensor_for_ref) {
  CHECK_GE(index, 0);
  CHECK_LT(index, num_outputs()) << "output index out of range in " << op_kernel().type_string();
  CHECK_EQ(tensor_for_ref->dtype(), BaseType(expected_output_dtype(index)))
      << "set_output_ref with the wrong dtype for output " << index << " of "
      << op_kernel().type_string();
  outputs_[index] = *tensor_for_ref;
}

Status OpKernelContext::set_output(std::string_view name, const Tensor& tensor) {
  int index;
  TF_RETURN_IF_ERROR(OutputIndexFor(name, &index));
  if (tensor.dtype() != expected_output_dtype(index)) {
    return errors::InvalidArgument("Output '", name, "' expects ",
                                   DataTypeString(expected_output_dtype(index)), " but got ",
                                   DataTypeString(tensor.dtype()));
  }
  outputs_[index] = tensor;
  return OkStatus();
}

bool OpKernelContext::CanForwardInput(int input_index, int output_index,
                                      const TensorShape& shape) const {
  if (input_index < 0 || input_index >= num_inputs()) return false;
  if (params_->forwardable_inputs.empty()) return false;
  const Tensor* candidate = params_->forwardable_inputs[input_index];
  if (candidate == nullptr || !candidate->IsInitialized()) return false;
  if (candidate->dtype() != expected_output_dtype(output_index)) return false;
  if (candidate->NumElements() != shape.num_elements()) return false;
  // Only a buffer no one else holds may be overwritten.
  return candidate->RefCountIsOne();
}

bool OpKernelContext::forward_input_to_output_with_shape(int input_index, int output_index,
                                                         const TensorShape& output_shape,
                                                         Tensor** output) {
  if (output_index < 0 || output_index >= num_outputs()) return false;
  if (!CanForwardInput(input_index, output_index, output_shape)) return false;
  Tensor* candidate = params_->forwardable_inputs[input_index];
  Tensor& out = outputs_[output_index];
  if (!out.CopyFrom(*candidate, output_shape)) return false;
  *output = &out;
  return true;
}

bool OpKernelContext::ValidateInputsAreSameShape(OpKernel* op) {
  for (int i = 1; i < num_inputs(); ++i) {
    if (!input(0).IsSameSize(input(i))) {
      SetStatus(errors::InvalidArgument(
          "Inputs to operation ", op->name(), " of type ", op->type_string(),
          " must have the same size and shape.  Input 0: ", input(0).shape().DebugString(),
          " != input ", i, ": ", input(i).shape().DebugString()));
      return false;
    }
  }
  return true;
}

Status OpKernelContext::forward_input_or_allocate_output(
    std::initializer_list<int> candidate_input_indices, int output_index,
    const TensorShape& output_shape, Tensor** output, int* forwarded_input) {
  for (int input_index : candidate_input_indices) {
    if (forward_input_to_output_with_shape(input_index, output_index, output_shape, output)) {
      if (forwarded_input != nullptr) *forwarded_input = input_index;
      return OkStatus();
    }
  }
  if (forwarded_input != nullptr) *forwarded_input = -1;
  return allocate_output(output_index, output_shape, output);
}

Status OpKernelContext::allocate_temp(DataType dtype, const TensorShape& shape, Tensor* out_temp) {
  return allocate_temp(dtype, shape, out_temp, AllocatorAttributes());
}

Status OpKernelContext::allocate_temp(DataType dtype, const TensorShape& shape, Tensor* out_temp,
                                      AllocatorAttributes attr) {
  Allocator* allocator = get_allocator(attr);
  Tensor temp(allocator, dtype, shape);
  if (!temp.IsInitialized()) return OutOfMemory(shape, dtype, device(), allocator);
  *out_temp = std::move(temp);
  return OkStatus();
}

Status OpKernelContext::output_list(std::string_view name, OpOutputList* list) {
  int start, stop;
  TF_RETURN_IF_ERROR(params_->op_kernel->OutputRange(name, &start, &stop));
  *list = OpOutputList(this, start, stop);
  return OkStatus();
}

Tensor* OpKernelContext::mutable_output(int index) {
  if (index < 0 || index >= num_outputs()) return nullptr;
  Tensor* out = &outputs_[index];
  return out->dtype() != DT_INVALID && out->IsInitialized() ? out : nullptr;
}

Tensor OpKernelContext::release_output(int index) {
  CHECK_GE(index, 0);
  CHECK_LT(index, num_outputs());
  return std::move(outputs_[index]);
}

void OpKernelContext::CtxFailure(const Status& s) { SetStatus(s); }
void OpKernelContext::CtxFailure(const char* /*file*/, int /*line*/, const Status& s) {
  SetStatus(s);
}
void OpKernelContext::CtxFailureWithWarning(const Status& s) { SetStatus(s); }
void OpKernelContext::CtxFailureWithWarning(const char* /*file*/, int /*line*/, const Status& s) {
  // Failures are returned to the caller; logging each one would flood the hot path.
  SetStatus(s);
}

}  // namespace tensorflow
