// Fuzzes sequences of C API calls as a plugin might make them, with arbitrary pointers (NULL or
// live), indices, kinds, sizes and enum values: statuses, tensors, op definitions, kernel builders,
// and, inside a running kernel, the context calls (inputs, outputs, temporaries, failures).
// Properties beyond "no crash, no sanitizer report, no leak": every status holds a TF_Code, a
// function that reports an error returns NULL, TF_NewTensor gives a refused buffer back exactly
// once, and a tensor's reported size matches its type and shape.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "tensorflow_lite_core/c/c_api.h"
#include "tensorflow_lite_core/c/kernels.h"
#include "tensorflow_lite_core/c/ops.h"
#include "tensorflow_lite_core/c/testing/c_api_test_util.h"
#include "tensorflow_lite_core/fuzzing/fuzzed_choices.h"

namespace tensorflow {
namespace {

using fuzzing::FuzzedBytes;

[[noreturn]] void Fail(const std::string& what) {
  std::fprintf(stderr, "C API contract broken: %s\n", what.c_str());
  std::abort();
}

void CheckStatus(const TF_Status* status, const char* call) {
  const int code = static_cast<int>(TF_GetCode(status));
  if (code < TF_OK || code > TF_UNAUTHENTICATED) Fail(std::string(call) + " set an invalid code");
  if (code != TF_OK && std::strlen(TF_Message(status)) == 0) {
    Fail(std::string(call) + " failed without a message");
  }
}

// Any int, mostly near the enum's range.
int PickEnum(FuzzedBytes& bytes) {
  switch (bytes.Int(0, 3)) {
    case 0: return static_cast<int>(static_cast<int32_t>(bytes.Bits()));
    case 1: return static_cast<int>(bytes.Int(-2, 120));
    default: return static_cast<int>(bytes.Int(0, 24));
  }
}

struct Dims {
  std::vector<int64_t> values;
  int num_dims = 0;
  bool null = false;
  const int64_t* data() const { return null ? nullptr : values.data(); }
};

Dims PickDims(FuzzedBytes& bytes) {
  Dims dims;
  dims.num_dims = static_cast<int>(bytes.Int(-1, 4));
  dims.null = bytes.Int(0, 15) == 0;
  dims.values.resize(4);
  for (int64_t& value : dims.values) {
    value = bytes.Int(0, 7) == 0 ? static_cast<int64_t>(bytes.Bits()) : bytes.Int(-1, 5);
  }
  return dims;
}

// Tensors the sequence made and still owns; a pick may also be NULL.
class TensorSlots {
 public:
  ~TensorSlots() {
    for (TF_Tensor* tensor : slots_) TF_DeleteTensor(tensor);
  }
  TF_Tensor* Pick(FuzzedBytes& bytes) { return slots_[bytes.Int(0, kSlots - 1)]; }
  void Put(FuzzedBytes& bytes, TF_Tensor* tensor) {
    TF_Tensor*& slot = slots_[bytes.Int(0, kSlots - 1)];
    TF_DeleteTensor(slot);
    slot = tensor;
  }

 private:
  static constexpr int kSlots = 4;
  TF_Tensor* slots_[kSlots] = {};
};

void CheckTensor(const TF_Tensor* tensor, const char* call) {
  if (tensor == nullptr) return;
  const size_t element_size = TF_DataTypeSize(TF_TensorType(tensor));
  const int64_t elements = TF_TensorElementCount(tensor);
  if (elements < 0 || TF_NumDims(tensor) < 0) Fail(std::string(call) + ": a tensor with no shape");
  if (element_size > 0 &&
      TF_TensorByteSize(tensor) != element_size * static_cast<size_t>(elements)) {
    Fail(std::string(call) + ": byte size disagrees with type and shape");
  }
}

// Bytes of the current input, for the kernels' create and compute functions.
FuzzedBytes* current_bytes = nullptr;

// The context calls a C kernel makes, in an order and with arguments the bytes choose.
void FuzzContext(TF_OpKernelContext* ctx, FuzzedBytes& bytes) {
  TF_Status* status = TF_NewStatus();
  TensorSlots tensors;
  const int calls = static_cast<int>(bytes.Int(0, 12));
  for (int call = 0; call < calls && !bytes.empty(); ++call) {
    const int index = static_cast<int>(bytes.Int(-2, 3));
    switch (bytes.Int(0, 9)) {
      case 0: {
        TF_Tensor* input = nullptr;
        TF_GetInput(ctx, index, &input, status);
        CheckStatus(status, "TF_GetInput");
        if ((TF_GetCode(status) == TF_OK) != (input != nullptr)) Fail("TF_GetInput result");
        CheckTensor(input, "TF_GetInput");
        tensors.Put(bytes, input);
        break;
      }
      case 1: {
        const Dims dims = PickDims(bytes);
        TF_Tensor* output = TF_AllocateOutput(ctx, index, static_cast<TF_DataType>(PickEnum(bytes)),
                                              dims.data(), dims.num_dims,
                                              static_cast<size_t>(bytes.Int(0, 64)), status);
        CheckStatus(status, "TF_AllocateOutput");
        if ((TF_GetCode(status) == TF_OK) != (output != nullptr)) Fail("TF_AllocateOutput result");
        CheckTensor(output, "TF_AllocateOutput");
        tensors.Put(bytes, output);
        break;
      }
      case 2:
        TF_SetOutput(ctx, index, tensors.Pick(bytes), status);
        CheckStatus(status, "TF_SetOutput");
        break;
      case 3: {
        const int candidates[3] = {static_cast<int>(bytes.Int(-1, 2)),
                                   static_cast<int>(bytes.Int(-1, 2)), index};
        const Dims dims = PickDims(bytes);
        int forwarded = -7;
        TF_Tensor* output = TF_ForwardInputOrAllocateOutput(
            ctx, bytes.Int(0, 7) == 0 ? nullptr : candidates, static_cast<int>(bytes.Int(-1, 3)),
            index, dims.data(), dims.num_dims, &forwarded, status);
        CheckStatus(status, "TF_ForwardInputOrAllocateOutput");
        if ((TF_GetCode(status) == TF_OK) != (output != nullptr)) Fail("forward result");
        CheckTensor(output, "TF_ForwardInputOrAllocateOutput");
        tensors.Put(bytes, output);
        break;
      }
      case 4: {
        const Dims dims = PickDims(bytes);
        TF_AllocatorAttributes attributes = {static_cast<size_t>(bytes.Int(0, 24)),
                                             static_cast<TF_Bool>(bytes.Int(0, 1))};
        TF_Tensor* temp = TF_AllocateTemp(ctx, static_cast<TF_DataType>(PickEnum(bytes)),
                                          dims.data(), dims.num_dims,
                                          bytes.Int(0, 1) ? &attributes : nullptr, status);
        CheckStatus(status, "TF_AllocateTemp");
        if ((TF_GetCode(status) == TF_OK) != (temp != nullptr)) Fail("TF_AllocateTemp result");
        CheckTensor(temp, "TF_AllocateTemp");
        tensors.Put(bytes, temp);
        break;
      }
      case 5:
        TF_InputDatatype(ctx, index);
        TF_ExpectedOutputDataType(ctx, index);
        TF_IsHostMemoryInput(ctx, index, status);
        CheckStatus(status, "TF_IsHostMemoryInput");
        TF_IsHostMemoryOutput(ctx, index, status);
        CheckStatus(status, "TF_IsHostMemoryOutput");
        break;
      case 6: {
        TF_Tensor* output = TF_GetMutableOutput(ctx, index, status);
        CheckStatus(status, "TF_GetMutableOutput");
        CheckTensor(output, "TF_GetMutableOutput");
        tensors.Put(bytes, output);
        break;
      }
      case 7: {
        TF_InputRange_Args args = {static_cast<size_t>(bytes.Int(0, 40)), nullptr, -1, -1, status};
        const std::string name = bytes.Int(0, 1) ? "x" : bytes.String(3);
        TF_InputRange(ctx, bytes.Int(0, 7) == 0 ? nullptr : name.c_str(), &args);
        CheckStatus(status, "TF_InputRange");
        break;
      }
      case 8: {
        TF_Status* failure = TF_NewStatus();
        TF_SetStatus(failure, static_cast<TF_Code>(PickEnum(bytes)), "fuzzed failure");
        TF_OpKernelContext_Failure(ctx, failure);
        TF_DeleteStatus(failure);
        break;
      }
      default:
        TF_NumInputs(ctx);
        TF_NumOutputs(ctx);
        TF_GetOpKernelName(ctx);
        TF_GetOpKernelRequestedInput(ctx, static_cast<size_t>(bytes.Int(0, 4)));
        TF_GetDeviceName(ctx);
    }
  }
  TF_DeleteStatus(status);
}

void* HookCreate(TF_OpKernelConstruction* ctx) {
  if (current_bytes != nullptr && current_bytes->Int(0, 15) == 0) {
    TF_Status* failure = TF_NewStatus();
    TF_SetStatus(failure, static_cast<TF_Code>(PickEnum(*current_bytes)), "refused");
    TF_OpKernelConstruction_Failure(ctx, failure);
    TF_DeleteStatus(failure);
  }
  return nullptr;
}
void HookCompute(void*, TF_OpKernelContext* ctx) {
  if (current_bytes != nullptr) FuzzContext(ctx, *current_bytes);
}
void HookDelete(void*) {}

void RegisterHookOnce() {
  static const bool registered = [] {
    TF_Status* status = TF_NewStatus();
    TF_OpDefinitionBuilder* op = TF_NewOpDefinitionBuilder("CApiFuzzHook");
    TF_OpDefinitionBuilderAddAttr(op, "T: {float, int32}");
    TF_OpDefinitionBuilderAddInput(op, "x: T");
    TF_OpDefinitionBuilderAddInput(op, "n: int32");
    TF_OpDefinitionBuilderAddOutput(op, "y: T");
    TF_OpDefinitionBuilderAddOutput(op, "count: int32");
    TF_RegisterOpDefinition(op, status);
    TF_KernelBuilder* kernel =
        TF_NewKernelBuilder("CApiFuzzHook", "CPU", &HookCreate, &HookCompute, &HookDelete);
    TF_RegisterKernelBuilder("CApiFuzzHookKernel", kernel, status);
    if (TF_GetCode(status) != TF_OK) Fail(std::string("hook kernel: ") + TF_Message(status));
    TF_DeleteStatus(status);
    return true;
  }();
  (void)registered;
}

void RunHookKernel(FuzzedBytes& bytes) {
  RegisterHookOnce();
  const bool as_int = bytes.Int(0, 1) == 1;
  const int64 size = bytes.Int(0, 4);
  Tensor x(as_int ? DT_INT32 : DT_FLOAT, TensorShape({size}));
  if (x.TotalBytes() > 0) std::memset(x.data(), 0, x.TotalBytes());
  c_api_testing::KernelRunner runner("CApiFuzzHook");
  if (bytes.Int(0, 7) != 0) runner.Attr("T", as_int ? DT_INT32 : DT_FLOAT);
  runner.Input(x).Input(c_api_testing::MakeTensor(TensorShape({}), {3}));
  if (bytes.Int(0, 1)) runner.AllowForwarding();
  std::vector<Tensor> outputs;
  current_bytes = &bytes;
  const Status status = runner.Run(&outputs);
  current_bytes = nullptr;
  if (!status.ok() && status.message().empty()) Fail("a kernel run failed without a message");
}

// Op and kernel registrations stay for the life of the process: the ops take their names from a
// small set (later ones collide), and only so many kernels register before builders are freed.
void DefineOp(FuzzedBytes& bytes) {
  static const char* const kSpecs[] = {"T: type", "T: {float, int32}", "N: int >= 1",
                                       "x: T",    "y: N * T",          "z: int32",
                                       "s: string = 'a'", "l: list(int) = [1]"};
  const std::string name = "FuzzOp" + std::to_string(bytes.Int(0, 15));
  TF_OpDefinitionBuilder* builder =
      TF_NewOpDefinitionBuilder(bytes.Int(0, 15) == 0 ? bytes.String(6).c_str() : name.c_str());
  const int specs = static_cast<int>(bytes.Int(0, 5));
  for (int i = 0; i < specs; ++i) {
    const std::string spec = bytes.Int(0, 1) ? kSpecs[bytes.Int(0, 7)] : bytes.String(12);
    switch (bytes.Int(0, 4)) {
      case 0: TF_OpDefinitionBuilderAddAttr(builder, spec.c_str()); break;
      case 1: TF_OpDefinitionBuilderAddInput(builder, spec.c_str()); break;
      case 2: TF_OpDefinitionBuilderAddOutput(builder, spec.c_str()); break;
      case 3: TF_OpDefinitionBuilderSetIsStateful(builder, bytes.Int(0, 1)); break;
      default:
        TF_OpDefinitionBuilderDeprecated(builder, static_cast<int>(bytes.Int(-1, 3)),
                                         bytes.Int(0, 3) == 0 ? nullptr : "old");
    }
  }
  if (bytes.Int(0, 3) == 0) {
    TF_DeleteOpDefinitionBuilder(builder);
    return;
  }
  TF_Status* status = TF_NewStatus();
  TF_RegisterOpDefinition(builder, status);
  CheckStatus(status, "TF_RegisterOpDefinition");
  TF_DeleteStatus(status);
}

void BuildKernel(FuzzedBytes& bytes) {
  static int registrations_left = 64;
  const std::string op = "FuzzOp" + std::to_string(bytes.Int(0, 15));
  static const char* const kDevices[] = {"CPU", "GPU", "", "cpu"};
  TF_KernelBuilder* builder = TF_NewKernelBuilder(
      bytes.Int(0, 15) == 0 ? nullptr : op.c_str(), kDevices[bytes.Int(0, 3)],
      bytes.Int(0, 1) ? &HookCreate : nullptr, bytes.Int(0, 15) == 0 ? nullptr : &HookCompute,
      bytes.Int(0, 1) ? &HookDelete : nullptr);
  TF_Status* status = TF_NewStatus();
  const int constraints = static_cast<int>(bytes.Int(0, 3));
  for (int i = 0; i < constraints; ++i) {
    const std::string attr = bytes.Int(0, 1) ? "T" : bytes.String(3);
    TF_KernelBuilder_TypeConstraint(builder, bytes.Int(0, 15) == 0 ? nullptr : attr.c_str(),
                                    static_cast<TF_DataType>(PickEnum(bytes)), status);
    CheckStatus(status, "TF_KernelBuilder_TypeConstraint");
  }
  if (bytes.Int(0, 3) == 0) TF_KernelBuilder_HostMemory(builder, bytes.Int(0, 1) ? "x" : nullptr);
  if (bytes.Int(0, 3) == 0) TF_KernelBuilder_Priority(builder, static_cast<int32_t>(bytes.Bits()));
  if (bytes.Int(0, 3) == 0) TF_KernelBuilder_Label(builder, bytes.Int(0, 1) ? "l" : nullptr);
  if (builder != nullptr && registrations_left > 0 && bytes.Int(0, 1)) {
    --registrations_left;
    TF_RegisterKernelBuilder(bytes.Int(0, 15) == 0 ? nullptr : "FuzzKernel", builder, status);
    CheckStatus(status, "TF_RegisterKernelBuilder");
  } else {
    TF_DeleteKernelBuilder(builder);
  }
  TF_DeleteStatus(status);
}

void FuzzTensors(FuzzedBytes& bytes, TensorSlots& tensors, TF_Status* status) {
  switch (bytes.Int(0, 6)) {
    case 0: {
      const Dims dims = PickDims(bytes);
      TF_Tensor* tensor = TF_AllocateTensor(static_cast<TF_DataType>(PickEnum(bytes)), dims.data(),
                                            dims.num_dims, static_cast<size_t>(bytes.Int(0, 64)));
      CheckTensor(tensor, "TF_AllocateTensor");
      tensors.Put(bytes, tensor);
      break;
    }
    case 1: {
      const Dims dims = PickDims(bytes);
      const size_t len = static_cast<size_t>(bytes.Int(0, 64));
      const size_t offset = static_cast<size_t>(bytes.Int(0, 3));  // misaligned now and then
      char* buffer = static_cast<char*>(std::malloc(len + offset + 1));
      int deallocations = 0;
      TF_Tensor* tensor =
          TF_NewTensor(static_cast<TF_DataType>(PickEnum(bytes)), dims.data(), dims.num_dims,
                       buffer + offset, len, [](void*, size_t, void* arg) {
                         ++*static_cast<int*>(static_cast<void**>(arg)[1]);
                         std::free(static_cast<void**>(arg)[0]);
                         delete[] static_cast<void**>(arg);
                       },
                       new void*[2]{buffer, &deallocations});
      if (tensor == nullptr && deallocations != 1) Fail("TF_NewTensor kept a refused buffer");
      CheckTensor(tensor, "TF_NewTensor");
      TF_DeleteTensor(tensor);  // the counter lives on this frame: release now
      if (deallocations != 1) Fail("TF_NewTensor's buffer was not given back exactly once");
      break;
    }
    case 2: {
      const Dims dims = PickDims(bytes);
      TF_TensorBitcastFrom(tensors.Pick(bytes), static_cast<TF_DataType>(PickEnum(bytes)),
                           tensors.Pick(bytes), dims.data(), dims.num_dims, status);
      CheckStatus(status, "TF_TensorBitcastFrom");
      break;
    }
    case 3: {
      const Dims dims = PickDims(bytes);
      // A NULL tensor is only logged: not too often, or the log drowns the fuzzer.
      TF_Tensor* tensor = tensors.Pick(bytes);
      if (tensor != nullptr || bytes.Int(0, 15) == 0) {
        TF_SetShape(tensor, dims.data(), dims.num_dims);
      }
      break;
    }
    case 4: {
      TF_Tensor* tensor = tensors.Pick(bytes);
      TF_TensorType(tensor);
      TF_Dim(tensor, static_cast<int>(bytes.Int(-2, 5)));
      TF_TensorData(tensor);
      TF_TensorIsAligned(tensor);
      CheckTensor(tensor, "a tensor after other calls");
      break;
    }
    case 5:
      tensors.Put(bytes, nullptr);  // deletes what was there
      break;
    default:
      TF_SetStatus(status, static_cast<TF_Code>(PickEnum(bytes)), bytes.String(8).c_str());
      // The caller's message, possibly empty: only the code is checked.
      if (TF_GetCode(status) < TF_OK || TF_GetCode(status) > TF_UNAUTHENTICATED) {
        Fail("TF_SetStatus stored an invalid code");
      }
      TF_DataTypeSize(static_cast<TF_DataType>(PickEnum(bytes)));
  }
}

}  // namespace
}  // namespace tensorflow

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace tensorflow;  // NOLINT: the entry point must stay at global scope
  FuzzedBytes bytes(data, size);
  TensorSlots tensors;
  TF_Status* status = TF_NewStatus();
  while (!bytes.empty()) {
    switch (bytes.Int(0, 5)) {
      case 0: DefineOp(bytes); break;
      case 1: BuildKernel(bytes); break;
      case 2: RunHookKernel(bytes); break;
      default: FuzzTensors(bytes, tensors, status);
    }
  }
  TF_DeleteStatus(status);
  return 0;
}
