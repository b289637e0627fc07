// Every built-in op's CPU kernel, run on random attrs, input shapes and input values drawn from a
// fixed seed per op and case. Whatever the inputs, a kernel either refuses them with a Status or
// produces every output, each with the dtype the op promises and, where the shape function
// accepts the inputs too, a shape compatible with the one it infers; and nothing crashes (the asan config runs this under ASan and UBSan, where overflow,
// out-of-bounds reads and leaks fail the test too).
#include <algorithm>
#include <cstdio>
#include <limits>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/allocator.h"
#include "tensorflow_lite_core/framework/cpu_device.h"
#include "tensorflow_lite_core/framework/kernel_registry.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/shape_inference_runner.h"

namespace tensorflow {
namespace {

constexpr int kCasesPerOp = 1000;
// Inputs and attrs stay small; values that size outputs (Fill's dims, Pad's paddings) may still
// ask for any size, which the device's allocator refuses above this.
constexpr size_t kMaxAllocationBytes = size_t{64} << 20;

class Random {
 public:
  explicit Random(uint64 seed) : engine_(seed) {}

  int64 Int(int64 low, int64 high) {
    return std::uniform_int_distribution<int64>(low, high)(engine_);
  }
  bool Bool() { return Int(0, 1) == 1; }
  bool OneIn(int64 n) { return Int(0, n - 1) == 0; }
  // Small integers mostly, and the extremes that overflow arithmetic.
  int64 Integer() {
    switch (Int(0, 7)) {
      case 0:
        return static_cast<int64>(engine_());
      case 1:
        return std::numeric_limits<int32>::max();
      case 2:
        return std::numeric_limits<int64>::min();
      default:
        return Int(-3, 5);
    }
  }
  float Float() {
    switch (Int(0, 7)) {
      case 0:
        return std::numeric_limits<float>::infinity();
      case 1:
        return std::numeric_limits<float>::quiet_NaN();
      case 2:
        return std::numeric_limits<float>::max();
      default:
        return std::uniform_real_distribution<float>(-4, 4)(engine_);
    }
  }
  std::string String(int max_length) {
    std::string text(Int(0, max_length), ' ');
    for (char& c : text) c = static_cast<char>(Int(0, 255));
    return text;
  }

 private:
  std::mt19937_64 engine_;
};

// The CPU allocator, refusing requests above kMaxAllocationBytes as if memory had run out.
class CappedAllocator : public Allocator {
 public:
  std::string Name() override { return "capped_cpu"; }
  void* AllocateRaw(size_t alignment, size_t num_bytes) override {
    if (num_bytes > kMaxAllocationBytes) return nullptr;
    return cpu_allocator()->AllocateRaw(alignment, num_bytes);
  }
  void DeallocateRaw(void* ptr) override { cpu_allocator()->DeallocateRaw(ptr); }
};

// The default CPU device's threads, with the capped allocator.
class CappedCpuDevice : public DeviceBase {
 public:
  CappedCpuDevice() : DeviceBase("/device:CPU:0", DeviceType(DEVICE_CPU)) {
    CpuDevice* cpu = CpuDevice::Default();
    threads_ = *cpu->tensorflow_cpu_worker_threads();
    set_tensorflow_cpu_worker_threads(&threads_);
    set_eigen_cpu_device(const_cast<Eigen::ThreadPoolDevice*>(cpu->eigen_cpu_device()));
  }
  Allocator* GetAllocator(AllocatorAttributes) override { return &allocator_; }

 private:
  CpuWorkerThreads threads_;
  CappedAllocator allocator_;
};

constexpr DataType kTypes[] = {DT_FLOAT,  DT_DOUBLE,    DT_INT32,     DT_INT64,  DT_INT16,
                               DT_INT8,   DT_UINT8,     DT_UINT16,    DT_UINT32, DT_UINT64,
                               DT_BOOL,   DT_HALF,      DT_BFLOAT16,  DT_STRING, DT_COMPLEX64,
                               DT_COMPLEX128};

DataType PickType(Random& random, const OpDef::AttrDef& attr) {
  const auto& allowed = attr.allowed_values().list().type();
  if (!allowed.empty() && !random.OneIn(10)) {
    return static_cast<DataType>(allowed[random.Int(0, allowed.size() - 1)]);
  }
  // Now and then a value that is no DataType at all.
  if (random.OneIn(50)) return static_cast<DataType>(random.Int(-1, 200));
  return kTypes[random.Int(0, std::size(kTypes) - 1)];
}

void PickShape(Random& random, TensorShapeProto* shape) {
  const int rank = random.Int(-1, 4);
  if (rank < 0) {
    shape->set_unknown_rank(true);
    return;
  }
  for (int i = 0; i < rank; ++i) shape->add_dim()->set_size(random.Int(-2, 4));
}

void PickTensorProto(Random& random, TensorProto* tensor) {
  tensor->set_dtype(static_cast<DataType>(random.Int(0, 10)));
  PickShape(random, tensor->mutable_tensor_shape());
  const int values = random.Int(0, 6);
  for (int i = 0; i < values; ++i) {
    switch (random.Int(0, 3)) {
      case 0:
        tensor->add_float_val(random.Float());
        break;
      case 1:
        tensor->add_int_val(static_cast<int32>(random.Integer()));
        break;
      case 2:
        tensor->add_int64_val(random.Integer());
        break;
      default:
        tensor->set_tensor_content(random.String(16));
    }
  }
}

// A value for `attr`: mostly of its declared type, within its minimum half of the time.
void PickAttr(Random& random, const OpDef::AttrDef& attr, AttrValue* value) {
  const std::string& type = attr.type();
  const int list_length = random.Int(0, 4);
  if (type == "type") {
    value->set_type(PickType(random, attr));
  } else if (type == "int") {
    value->set_i(attr.has_minimum() && random.Bool() ? attr.minimum() + random.Int(0, 3)
                                                     : random.Integer());
  } else if (type == "float") {
    value->set_f(random.Float());
  } else if (type == "bool") {
    value->set_b(random.Bool());
  } else if (type == "string") {
    value->set_s(random.String(8));
  } else if (type == "shape") {
    PickShape(random, value->mutable_shape());
  } else if (type == "tensor") {
    PickTensorProto(random, value->mutable_tensor());
  } else if (type == "list(type)") {
    for (int i = 0; i < list_length; ++i) value->mutable_list()->add_type(PickType(random, attr));
  } else if (type == "list(int)") {
    for (int i = 0; i < list_length; ++i) value->mutable_list()->add_i(random.Integer());
  } else if (type == "list(shape)") {
    for (int i = 0; i < list_length; ++i) PickShape(random, value->mutable_list()->add_shape());
  }
}

// Any shape of rank 0 to 4; and for inputs after the first, often one that fits the first, as
// inputs of most ops must: the same shape (element-wise ops), the dims reversed (a matrix
// product), and for integer inputs a shape that indexes the first: [] (an axis), [rank] (a
// permutation or a shape), [rank, 2] (paddings).
TensorShape PickInputShape(Random& random, DataType dtype, const std::vector<Tensor>& earlier) {
  if (!earlier.empty() && !random.OneIn(3)) {
    const TensorShape& first = earlier.front().shape();
    const bool integer = dtype == DT_INT32 || dtype == DT_INT64;
    switch (random.Int(0, integer ? 4 : 1)) {
      case 0:
        return first;
      case 1: {
        std::vector<int64> dims = first.dim_sizes();
        std::reverse(dims.begin(), dims.end());
        return TensorShape(dims);
      }
      case 2:
        return TensorShape({});
      case 3:
        return TensorShape({first.dims()});
      default:
        return TensorShape({first.dims(), 2});
    }
  }
  std::vector<int64> dims(random.Int(0, 4));
  for (int64& dim : dims) dim = random.Int(0, 4);
  return TensorShape(dims);
}

// Integers are small (valid axes, sizes and paddings, or just out of range) unless
// `extreme_values`, which adds the extremes that overflow arithmetic.
int64 PickInteger(Random& random, bool extreme_values) {
  return extreme_values ? random.Integer() : random.Int(-2, 4);
}

void FillTensor(Random& random, bool extreme_values, Tensor* tensor) {
  const int64 n = tensor->NumElements();
  switch (tensor->dtype()) {
    case DT_INT32: {
      auto values = tensor->flat<int32>();
      for (int64 i = 0; i < n; ++i) {
        values(i) = static_cast<int32>(PickInteger(random, extreme_values));
      }
      break;
    }
    case DT_INT64: {
      auto values = tensor->flat<int64>();
      for (int64 i = 0; i < n; ++i) values(i) = PickInteger(random, extreme_values);
      break;
    }
    case DT_FLOAT: {
      auto values = tensor->flat<float>();
      for (int64 i = 0; i < n; ++i) values(i) = random.Float();
      break;
    }
    case DT_BOOL: {
      auto values = tensor->flat<bool>();
      for (int64 i = 0; i < n; ++i) values(i) = random.Bool();
      break;
    }
    case DT_STRING: {
      auto values = tensor->flat<tstring>();
      for (int64 i = 0; i < n; ++i) values(i) = random.String(4);
      break;
    }
    default:
      // Any bit pattern is a value of the other fixed-size types.
      if (DataTypeCanUseMemcpy(tensor->dtype())) {
        auto* bytes = static_cast<unsigned char*>(tensor->data());
        for (size_t i = 0; i < tensor->TotalBytes(); ++i) bytes[i] = random.Int(0, 255);
      }
  }
}

enum class Outcome {
  kKernelRefusedNode,
  kInputTypeHasNoHostTensor,  // resource or variant inputs: nothing to pass here
  kComputeFailed,
  kShapeFunctionFailed,
  kChecked,
};

// Runs one random case of `op`; a disagreement between kernel and op is written to *failure.
Outcome RunCase(const OpDef& op, Random& random, DeviceBase* device, std::string* failure) {
  NodeDef node;
  node.set_name("random");
  node.set_op(op.name());
  for (const OpDef::AttrDef& attr : op.attr()) {
    if (attr.has_default_value() && random.Bool()) continue;
    PickAttr(random, attr, &(*node.mutable_attr())[attr.name()]);
  }
  NodeDef with_defaults = node;
  AddDefaultsToNodeDef(op, &with_defaults);
  // A huge random N (INT32_MAX, say) is refused here by kMaxTensorsPerArg, not listed.
  DataTypeVector input_types;
  if (InputTypesForNode(with_defaults, op, &input_types).ok() && input_types.size() <= 8) {
    for (size_t i = 0; i < input_types.size(); ++i) node.add_input("in" + std::to_string(i));
  }

  std::unique_ptr<OpKernel> kernel;
  if (!CreateOpKernel(DEVICE_CPU, device, device->GetAllocator({}), node, TF_GRAPH_DEF_VERSION,
                      &kernel)
           .ok()) {
    return Outcome::kKernelRefusedNode;
  }

  for (DataType dtype : kernel->input_types()) {
    if (DataTypeSize(dtype) == 0 && dtype != DT_STRING) return Outcome::kInputTypeHasNoHostTensor;
  }
  std::vector<Tensor> inputs;
  const bool extreme_values = random.OneIn(4);
  for (DataType dtype : kernel->input_types()) {
    inputs.emplace_back(dtype, PickInputShape(random, dtype, inputs));
    FillTensor(random, extreme_values, &inputs.back());
  }
  // The shape function sometimes knows less than the kernel sees: unknown shapes, no values.
  std::vector<PartialTensorShape> input_shapes;
  std::vector<const Tensor*> constants;
  for (const Tensor& input : inputs) {
    input_shapes.push_back(random.Bool() ? PartialTensorShape(input.shape().dim_sizes())
                                         : PartialTensorShape());
    constants.push_back(random.Bool() ? &input : nullptr);
  }

  OpKernelContext::Params params;
  params.op_kernel = kernel.get();
  params.device = device;
  for (const Tensor& input : inputs) params.inputs.push_back(&input);
  OpKernelContext context(&params);
  kernel->Compute(&context);
  if (!context.status().ok()) return Outcome::kComputeFailed;

  for (int i = 0; i < context.num_outputs() && failure->empty(); ++i) {
    const Tensor* output = context.mutable_output(i);
    if (output == nullptr) {
      *failure = "output " + std::to_string(i) + " was not set";
    } else if (output->dtype() != kernel->output_type(i)) {
      *failure = "output " + std::to_string(i) + " is " + DataTypeString(output->dtype()) +
                 ", the op says " + DataTypeString(kernel->output_type(i));
    }
  }

  std::vector<PartialTensorShape> inferred;
  Outcome outcome = Outcome::kChecked;
  if (!InferShapes(OpRegistry::Global(), node, input_shapes, constants, &inferred).ok()) {
    // Not a disagreement: like TensorFlow's, some shape functions are stricter than their kernels
    // (reduction indices of rank 2, Reshape's scalar shape). Only the shapes go unchecked.
    outcome = Outcome::kShapeFunctionFailed;
  }
  for (int i = 0; outcome == Outcome::kChecked && i < context.num_outputs() && failure->empty();
       ++i) {
    const Tensor* output = context.mutable_output(i);
    if (i >= static_cast<int>(inferred.size()) ||
        !inferred[i].IsCompatibleWith(PartialTensorShape(output->shape().dim_sizes()))) {
      *failure = "output " + std::to_string(i) + " has shape " + output->shape().DebugString() +
                 ", the shape function says " +
                 (i < static_cast<int>(inferred.size()) ? inferred[i].DebugString() : "nothing");
    }
  }
  if (!failure->empty()) *failure += " (node " + node.ShortDebugString() + ")";
  return outcome;
}

// FNV-1a: the same seeds with every standard library.
uint64 StableHash(const std::string& text) {
  uint64 hash = 14695981039346656037ull;
  for (unsigned char c : text) hash = (hash ^ c) * 1099511628211ull;
  return hash;
}

// The built-in ops with a CPU kernel, by name.
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

TEST(RandomKernelRunsTest, KernelsRefuseOrAgreeWithTheirOps) {
  const std::vector<OpDef> ops = OpsWithCpuKernels();
  ASSERT_GE(ops.size(), 40u) << "the built-in kernels are not linked in";
  CappedCpuDevice device;
  std::printf("%-24s %8s %8s %8s %8s %8s\n", "op", "refused", "no input", "failed", "no shape",
              "checked");
  for (const OpDef& op : ops) {
    std::map<Outcome, int> counts;
    int failures = 0;
    for (int c = 0; c < kCasesPerOp; ++c) {
      // A seed per op and case, so a failure is replayed by its numbers alone.
      Random random(StableHash(op.name()) + c);
      std::string failure;
      ++counts[RunCase(op, random, &device, &failure)];
      if (!failure.empty() && ++failures <= 3) {
        ADD_FAILURE() << op.name() << " case " << c << ": " << failure;
      }
    }
    EXPECT_EQ(failures, 0) << op.name() << " disagreed with its op in " << failures << " cases";
    std::printf("%-24s %8d %8d %8d %8d %8d\n", op.name().c_str(),
                counts[Outcome::kKernelRefusedNode], counts[Outcome::kInputTypeHasNoHostTensor],
                counts[Outcome::kComputeFailed], counts[Outcome::kShapeFunctionFailed],
                counts[Outcome::kChecked]);
    // The property was tested, not just the refusals.
    EXPECT_GT(counts[Outcome::kChecked], 0) << op.name() << " never ran to a checked output";
  }
}

}  // namespace
}  // namespace tensorflow
