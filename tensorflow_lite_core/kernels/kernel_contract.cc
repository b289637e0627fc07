#include "tensorflow_lite_core/kernels/kernel_contract.h"

#include <algorithm>
#include <iterator>
#include <limits>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/framework/kernel_registry.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/shape_inference_runner.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace kernel_contract {
namespace {

constexpr DataType kTypes[] = {DT_FLOAT,  DT_DOUBLE,    DT_INT32,     DT_INT64,  DT_INT16,
                               DT_INT8,   DT_UINT8,     DT_UINT16,    DT_UINT32, DT_UINT64,
                               DT_BOOL,   DT_HALF,      DT_BFLOAT16,  DT_STRING, DT_COMPLEX64,
                               DT_COMPLEX128};

DataType PickType(Choices& choices, const OpDef::AttrDef& attr) {
  const auto& allowed = attr.allowed_values().list().type();
  if (!allowed.empty() && !choices.OneIn(10)) {
    return static_cast<DataType>(allowed[choices.Int(0, allowed.size() - 1)]);
  }
  // Now and then a value that is no DataType at all.
  if (choices.OneIn(50)) return static_cast<DataType>(choices.Int(-1, 200));
  return kTypes[choices.Int(0, std::size(kTypes) - 1)];
}

void PickShape(Choices& choices, TensorShapeProto* shape) {
  const int rank = choices.Int(-1, 4);
  if (rank < 0) {
    shape->set_unknown_rank(true);
    return;
  }
  for (int i = 0; i < rank; ++i) shape->add_dim()->set_size(choices.Int(-2, 4));
}

void PickTensorProto(Choices& choices, TensorProto* tensor) {
  tensor->set_dtype(static_cast<DataType>(choices.Int(0, 10)));
  PickShape(choices, tensor->mutable_tensor_shape());
  const int values = choices.Int(0, 6);
  for (int i = 0; i < values; ++i) {
    switch (choices.Int(0, 3)) {
      case 0:
        tensor->add_float_val(choices.Float());
        break;
      case 1:
        tensor->add_int_val(static_cast<int32>(choices.Integer()));
        break;
      case 2:
        tensor->add_int64_val(choices.Integer());
        break;
      default:
        tensor->set_tensor_content(choices.String(16));
    }
  }
}

// Strings that string attrs without a list of allowed values must hold for their op to do
// anything (no random string is an einsum equation); null for other attrs.
const std::vector<std::string>* MeaningfulStrings(const std::string& attr_name) {
  static const auto* equations = new std::vector<std::string>{
      "ij,jk->ik", "bij,bjk->bik", "i,j->ij", "ij,ij->", "ij->ji", "ij->", "...ij->...ji",
      "...ij,...jk->...ik", "ij,ji->i", "ii->"};
  return attr_name == "equation" ? equations : nullptr;
}

// A value for `attr`: mostly of its declared type, within its minimum half of the time.
void PickAttr(Choices& choices, const OpDef::AttrDef& attr, AttrValue* value) {
  const std::string& type = attr.type();
  const int list_length = choices.Int(0, 4);
  const std::vector<std::string>* meaningful = MeaningfulStrings(attr.name());
  if (type == "string" && meaningful != nullptr && !choices.OneIn(4)) {
    value->set_s((*meaningful)[choices.Int(0, meaningful->size() - 1)]);
  } else if (type == "type") {
    value->set_type(PickType(choices, attr));
  } else if (type == "int") {
    value->set_i(attr.has_minimum() && choices.Bool() ? attr.minimum() + choices.Int(0, 3)
                                                      : choices.Integer());
  } else if (type == "float") {
    value->set_f(choices.Float());
  } else if (type == "bool") {
    value->set_b(choices.Bool());
  } else if (type == "string") {
    value->set_s(choices.String(8));
  } else if (type == "shape") {
    PickShape(choices, value->mutable_shape());
  } else if (type == "tensor") {
    PickTensorProto(choices, value->mutable_tensor());
  } else if (type == "list(type)") {
    for (int i = 0; i < list_length; ++i) value->mutable_list()->add_type(PickType(choices, attr));
  } else if (type == "list(int)") {
    for (int i = 0; i < list_length; ++i) value->mutable_list()->add_i(choices.Integer());
  } else if (type == "list(shape)") {
    for (int i = 0; i < list_length; ++i) PickShape(choices, value->mutable_list()->add_shape());
  }
}

// Any shape of rank 0 to 4, now and then a scalar; and for inputs after the first, mostly one
// that fits the first that is not a scalar (a leading scalar is usually an axis, as Split's), as
// inputs of most ops must: the same shape (element-wise ops, lists of inputs), the dims reversed
// (a matrix product), and for integer inputs also a shape that indexes it: [] (an axis), [rank]
// (a permutation or a shape), [rank, 2] (paddings), or the shape of the integer input just
// before (begin, end and strides; a pair of shapes). Of the rest, some are vectors as long as the
// first's first or last dimension (segment ids, a bias).
TensorShape PickInputShape(Choices& choices, DataType dtype, const std::vector<Tensor>& earlier) {
  if (choices.OneIn(6)) return TensorShape({});
  const bool integer = dtype == DT_INT32 || dtype == DT_INT64;
  const bool follows_integer = !earlier.empty() && earlier.back().dtype() == dtype && integer &&
                               earlier.size() > 1;
  if (follows_integer && choices.Bool()) return earlier.back().shape();
  const Tensor* reference = nullptr;
  for (const Tensor& input : earlier) {
    if (input.dims() > 0) {
      reference = &input;
      break;
    }
  }
  if (reference != nullptr && !choices.OneIn(5)) {
    const TensorShape& first = reference->shape();
    switch (integer ? choices.Int(1, 5) : choices.Int(0, 2)) {
      case 0:
      case 1:
        return first;
      case 2: {
        std::vector<int64> dims = first.dim_sizes();
        std::reverse(dims.begin(), dims.end());
        return TensorShape(dims);
      }
      case 3:
        return TensorShape({});
      case 4:
        return TensorShape({first.dims()});
      default:
        return TensorShape({first.dims(), 2});
    }
  }
  if (!earlier.empty() && earlier.front().dims() > 0 && choices.Bool()) {
    const TensorShape& first = earlier.front().shape();
    return TensorShape({first.dim_size(choices.Bool() ? 0 : first.dims() - 1)});
  }
  // Vectors and matrices, which most ops take, more often than other ranks.
  std::vector<int64> dims(choices.OneIn(3) ? choices.Int(1, 2) : choices.Int(0, 4));
  for (int64& dim : dims) dim = choices.Int(0, 4);
  return TensorShape(dims);
}

// Inputs whose names carry a shape by TensorFlow's conventions (an output's shape as a vector; the
// random ops' key [1], counter [2], seed [2] and scalar alg and bounds) mostly get that shape, so that their kernels get past
// the checks now and then; a random shape would almost never pass them all. Consumes no choice for
// other names, so other ops' cases stay as they were. (An alg so shaped gets an algorithm id or
// 0, in FillConventionalValue.)
bool PickConventionalShape(Choices& choices, const std::string& input_name, TensorShape* shape) {
  static const auto* conventional = new std::map<std::string, std::vector<int64>>{
      {"key", {1}}, {"counter", {2}}, {"seed", {2}}, {"alg", {}}, {"minval", {}}, {"maxval", {}}};
  if (input_name == "shape") {  // an output's shape: a vector of a few sizes
    if (choices.OneIn(4)) return false;
    *shape = TensorShape({choices.Int(0, 3)});
    return true;
  }
  const auto found = conventional->find(input_name);
  if (found == conventional->end() || choices.OneIn(4)) return false;
  *shape = TensorShape(found->second);
  return true;
}

void FillConventionalValue(Choices& choices, const std::string& input_name, Tensor* tensor) {
  if (input_name == "alg" && tensor->dtype() == DT_INT32 && tensor->NumElements() == 1) {
    tensor->flat<int32>()(0) = static_cast<int32>(choices.Int(0, 3));
  }
}

// Integers are small (valid axes, sizes and paddings, or just out of range) unless
// `extreme_values`, which adds the extremes that overflow arithmetic.
int64 PickInteger(Choices& choices, bool extreme_values) {
  return extreme_values ? choices.Integer() : choices.Int(-2, 4);
}

// 0, 1, ..., n-1 in a chosen order: a permutation, or distinct axes.
template <typename T>
void FillPermutation(Choices& choices, Tensor* tensor) {
  auto values = tensor->flat<T>();
  const int64 n = tensor->NumElements();
  for (int64 i = 0; i < n; ++i) values(i) = static_cast<T>(i);
  for (int64 i = n - 1; i > 0; --i) std::swap(values(i), values(choices.Int(0, i)));
}

void FillTensor(Choices& choices, bool extreme_values, Tensor* tensor) {
  const int64 n = tensor->NumElements();
  if (!extreme_values && choices.OneIn(4)) {
    if (tensor->dtype() == DT_INT32) return FillPermutation<int32>(choices, tensor);
    if (tensor->dtype() == DT_INT64) return FillPermutation<int64>(choices, tensor);
  }
  switch (tensor->dtype()) {
    case DT_INT32: {
      auto values = tensor->flat<int32>();
      for (int64 i = 0; i < n; ++i) {
        values(i) = static_cast<int32>(PickInteger(choices, extreme_values));
      }
      break;
    }
    case DT_INT64: {
      auto values = tensor->flat<int64>();
      for (int64 i = 0; i < n; ++i) values(i) = PickInteger(choices, extreme_values);
      break;
    }
    case DT_FLOAT: {
      auto values = tensor->flat<float>();
      for (int64 i = 0; i < n; ++i) values(i) = choices.Float();
      break;
    }
    case DT_BOOL: {
      auto values = tensor->flat<bool>();
      for (int64 i = 0; i < n; ++i) values(i) = choices.Bool();
      break;
    }
    case DT_STRING: {
      auto values = tensor->flat<tstring>();
      for (int64 i = 0; i < n; ++i) values(i) = choices.String(4);
      break;
    }
    default:
      // Any bit pattern is a value of the other fixed-size types.
      if (DataTypeCanUseMemcpy(tensor->dtype())) {
        auto* bytes = static_cast<unsigned char*>(tensor->data());
        for (size_t i = 0; i < tensor->TotalBytes(); ++i) bytes[i] = choices.Int(0, 255);
      }
  }
}

// The codes a refusal may have: a bad node or input, no kernel for the types, an unsupported
// combination, or memory refused. Anything else (INTERNAL, UNKNOWN, OK with a message...) is a
// broken contract.
bool IsRefusalCode(error::Code code, bool at_kernel_creation) {
  switch (code) {
    case error::INVALID_ARGUMENT:
    case error::UNIMPLEMENTED:
    case error::RESOURCE_EXHAUSTED:
      return true;
    case error::NOT_FOUND:  // no kernel registered for these attrs
      return at_kernel_creation;
    default:
      return false;
  }
}

// A refusal TensorFlow's own kernel makes with another code, kept for compatibility: TruncateDiv
// reports an integer division by zero as INTERNAL.
bool IsTensorFlowsOwnRefusal(const std::string& op, const Status& status) {
  return op == "TruncateDiv" && status.code() == error::INTERNAL &&
         status.message().find("only integer div and mod should have errors") !=
             absl::string_view::npos;
}

std::string Describe(const char* stage, const Status& status) {
  return strings::StrCat(stage, " refused with an unexpected code: ", status.ToString());
}

}  // namespace

int64 Choices::Integer() {
  switch (Int(0, 7)) {
    case 0:
      return static_cast<int64>(Bits());
    case 1:
      return std::numeric_limits<int32>::max();
    case 2:
      return std::numeric_limits<int64>::min();
    case 3:
      return std::numeric_limits<int64>::max();
    default:
      return Int(-3, 5);
  }
}

float Choices::Float() {
  switch (Int(0, 7)) {
    case 0:
      return std::numeric_limits<float>::infinity();
    case 1:
      return std::numeric_limits<float>::quiet_NaN();
    case 2:
      return std::numeric_limits<float>::max();
    default:
      return static_cast<float>(Int(-4000, 4000)) / 1000.0f;
  }
}

std::string Choices::String(int max_length) {
  std::string text(Int(0, max_length), ' ');
  for (char& c : text) c = static_cast<char>(Int(0, 255));
  return text;
}

CappedCpuDevice::CappedCpuDevice() : DeviceBase("/device:CPU:0", DeviceType(DEVICE_CPU)) {
  CpuDevice* cpu = CpuDevice::Default();
  threads_ = *cpu->tensorflow_cpu_worker_threads();
  set_tensorflow_cpu_worker_threads(&threads_);
  set_eigen_cpu_device(const_cast<Eigen::ThreadPoolDevice*>(cpu->eigen_cpu_device()));
}

Allocator* CappedCpuDevice::GetAllocator(AllocatorAttributes) { return &allocator_; }

void* CappedCpuDevice::CappedAllocator::AllocateRaw(size_t alignment, size_t num_bytes) {
  if (num_bytes > kMaxAllocationBytes) return nullptr;
  return cpu_allocator()->AllocateRaw(alignment, num_bytes);
}

void CappedCpuDevice::CappedAllocator::DeallocateRaw(void* ptr) {
  cpu_allocator()->DeallocateRaw(ptr);
}

namespace {

// RunCase's work, with what the two public forms add.
Outcome RunObservedCase(const OpDef& op, Choices& choices, DeviceBase* device,
                        std::string* failure, ComputedCase* computed_case,
                        KernelObserver* observer) {
  KernelObserver ignored;
  if (observer == nullptr) observer = &ignored;
  NodeDef node;
  node.set_name("random");
  node.set_op(op.name());
  DataType some_type = DT_INVALID;
  for (const OpDef::AttrDef& attr : op.attr()) {
    if (attr.has_default_value() && choices.Bool()) continue;
    AttrValue& value = (*node.mutable_attr())[attr.name()];
    PickAttr(choices, attr, &value);
    if (value.value_case() == AttrValue::kType) some_type = value.type();
  }
  // A tensor attr often has the type another attr names, as Const's value has its dtype's.
  for (const OpDef::AttrDef& attr : op.attr()) {
    auto found = node.mutable_attr()->find(attr.name());
    if (found == node.mutable_attr()->end() || !found->second.has_tensor()) continue;
    if (some_type != DT_INVALID && choices.Bool()) {
      found->second.mutable_tensor()->set_dtype(some_type);
    }
  }
  NodeDef with_defaults = node;
  AddDefaultsToNodeDef(op, &with_defaults);
  // A huge random N (INT32_MAX, say) is refused here by kMaxTensorsPerArg, not listed.
  DataTypeVector input_types;
  const bool inputs_known =
      InputTypesForNode(with_defaults, op, &input_types).ok() && input_types.size() <= 8;
  if (inputs_known) {
    for (size_t i = 0; i < input_types.size(); ++i) node.add_input("in" + std::to_string(i));
  }

  // Inputs for the types the node says; shape inference and the kernel see the same values.
  std::vector<Tensor> inputs;
  bool host_inputs = true;
  const bool extreme_values = choices.OneIn(4);
  for (size_t i = 0; inputs_known && host_inputs && i < input_types.size(); ++i) {
    // A Ref(T) input (a variable the kernel updates) is given a tensor of T, as callers do.
    const DataType dtype = BaseType(input_types[i]);
    host_inputs = DataTypeSize(dtype) != 0 || dtype == DT_STRING;
    if (!host_inputs) break;
    // Names are known per input when no input is a list.
    const bool named = op.input_arg_size() == static_cast<int>(input_types.size());
    TensorShape shape;
    const bool conventional = named && PickConventionalShape(choices, op.input_arg(i).name(), &shape);
    if (!conventional) shape = PickInputShape(choices, dtype, inputs);
    inputs.emplace_back(dtype, shape);
    FillTensor(choices, extreme_values, &inputs.back());
    if (conventional) FillConventionalValue(choices, op.input_arg(i).name(), &inputs.back());
  }
  const bool inputs_made = inputs_known && host_inputs;

  // The shape function sometimes knows less than the kernel sees: unknown shapes, no values. It
  // runs on every node with inputs, including those the kernel refuses: it must not crash either.
  std::vector<PartialTensorShape> input_shapes;
  std::vector<const Tensor*> constants;
  for (const Tensor& input : inputs) {
    input_shapes.push_back(choices.Bool() ? PartialTensorShape(input.shape().dim_sizes())
                                          : PartialTensorShape());
    constants.push_back(choices.Bool() ? &input : nullptr);
  }
  std::vector<PartialTensorShape> inferred;
  Status inference = errors::Unimplemented("no inputs to infer from");
  if (inputs_made) {
    inference = InferShapes(OpRegistry::Global(), node, input_shapes, constants, &inferred);
  }

  KernelRunner::Options options;
  options.device = device;
  std::unique_ptr<KernelRunner> runner;
  observer->BeforeKernel();
  const Status created = KernelRunner::Create(node, options, &runner);
  if (!created.ok()) {
    observer->AfterKernel(created);
    if (!IsRefusalCode(created.code(), /*at_kernel_creation=*/true)) {
      *failure = Describe("CreateOpKernel", created) + " (node " + node.ShortDebugString() + ")";
    }
    return Outcome::kKernelRefusedNode;
  }
  const OpKernel* kernel = runner->kernel();
  const bool runnable = inputs_made && kernel->input_types() == input_types;
  if (!runnable) observer->AfterKernel(created);
  if (!host_inputs) return Outcome::kInputTypeHasNoHostTensor;
  if (!runnable) {
    *failure = "the kernel was created for a node whose input types are not the op's (node " +
               node.ShortDebugString() + ")";
    return Outcome::kKernelRefusedNode;
  }

  std::vector<Tensor> outputs;
  const Status computed = runner->Run(inputs, &outputs);
  observer->AfterKernel(computed);
  if (!computed.ok()) {
    if (!IsRefusalCode(computed.code(), /*at_kernel_creation=*/false) &&
        !IsTensorFlowsOwnRefusal(node.op(), computed)) {
      *failure = Describe("Compute", computed) + " (node " + node.ShortDebugString() + ")";
    }
    return Outcome::kComputeFailed;
  }

  const int num_outputs = static_cast<int>(outputs.size());
  for (int i = 0; i < num_outputs && failure->empty(); ++i) {
    const Tensor* output = &outputs[i];
    if (output->dtype() == DT_INVALID) {
      *failure = "output " + std::to_string(i) + " was not set";
    } else if (output->dtype() != BaseType(kernel->output_type(i))) {  // a ref output: its T
      *failure = "output " + std::to_string(i) + " is " + DataTypeString(output->dtype()) +
                 ", the op says " + DataTypeString(kernel->output_type(i));
    }
  }

  // Not a disagreement when inference failed: like TensorFlow's, some shape functions are
  // stricter than their kernels (reduction indices of rank 2, Reshape's scalar shape). Only the
  // shapes go unchecked then.
  const Outcome outcome = inference.ok() ? Outcome::kChecked : Outcome::kShapeFunctionFailed;
  for (int i = 0; outcome == Outcome::kChecked && i < num_outputs && failure->empty(); ++i) {
    const Tensor* output = &outputs[i];
    if (i >= static_cast<int>(inferred.size()) ||
        !inferred[i].IsCompatibleWith(PartialTensorShape(output->shape().dim_sizes()))) {
      *failure = "output " + std::to_string(i) + " has shape " + output->shape().DebugString() +
                 ", the shape function says " +
                 (i < static_cast<int>(inferred.size()) ? inferred[i].DebugString() : "nothing");
    }
  }
  if (!failure->empty()) *failure += " (node " + node.ShortDebugString() + ")";
  if (computed_case != nullptr) {
    computed_case->node = node;
    computed_case->inputs = std::move(inputs);
    computed_case->outputs = std::move(outputs);
  }
  return outcome;
}

}  // namespace

Outcome RunCase(const OpDef& op, Choices& choices, DeviceBase* device, std::string* failure,
                ComputedCase* computed) {
  return RunObservedCase(op, choices, device, failure, computed, nullptr);
}

Outcome RunCase(const OpDef& op, Choices& choices, DeviceBase* device, std::string* failure,
                KernelObserver* observer) {
  return RunObservedCase(op, choices, device, failure, nullptr, observer);
}

std::vector<OpDef> OpsWithCpuKernels() {
  std::vector<OpDef> all, with_kernels;
  OpRegistry::Global()->GetRegisteredOps(&all);
  for (OpDef& op : all) {
    const KernelList kernels = GetRegisteredKernelsForOp(op.name());
    for (const KernelDef& kernel : kernels.kernel()) {
      if (kernel.device_type() == DEVICE_CPU) {
        with_kernels.push_back(std::move(op));
        break;
      }
    }
  }
  std::sort(with_kernels.begin(), with_kernels.end(),
            [](const OpDef& a, const OpDef& b) { return a.name() < b.name(); });
  return with_kernels;
}

}  // namespace kernel_contract
}  // namespace tensorflow
