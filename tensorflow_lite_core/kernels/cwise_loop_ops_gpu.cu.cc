// Device code of the GPU kernels behind cwise_loop_gpu_launchers.h: grid-stride loops, one per
// family and type, applying the op the launch names (the same op for every thread). The formulas
// are those of the CPU kernels (cwise_op_*.cc, activation_ops.cc), in the same order of
// operations.
#include <cuda_runtime.h>

#include "tensorflow_lite_core/kernels/cwise_loop_gpu_launchers.h"
#include "tensorflow_lite_core/kernels/gpu_launch_status.h"

namespace tensorflow {
namespace gpu_kernels {
namespace {

// SELU's constants (Klambauer et al., "Self-Normalizing Neural Networks").
constexpr double kSeluScale = 1.0507009873554804934193349852946;
constexpr double kSeluAlpha = 1.6732632423543772848170429916717;

template <typename T>
struct UnaryApply {
  ElementwiseUnaryOp op;
  T parameter;

  __device__ T operator()(T x) const {
    switch (op) {
      case ElementwiseUnaryOp::kFloor: return floor(x);
      case ElementwiseUnaryOp::kCeil: return ceil(x);
      case ElementwiseUnaryOp::kRound:  // halves to even, as rint rounds
      case ElementwiseUnaryOp::kRint: return rint(x);
      case ElementwiseUnaryOp::kSign: return x != x ? x : T((x > T(0)) - (x < T(0)));
      case ElementwiseUnaryOp::kReciprocal: return T(1) / x;
      case ElementwiseUnaryOp::kSin: return sin(x);
      case ElementwiseUnaryOp::kCos: return cos(x);
      case ElementwiseUnaryOp::kLog1p: return log1p(x);
      case ElementwiseUnaryOp::kExpm1: return expm1(x);
      case ElementwiseUnaryOp::kErf: return erf(x);
      case ElementwiseUnaryOp::kElu: return x < T(0) ? expm1(x) : x;
      case ElementwiseUnaryOp::kSelu:
        return x < T(0) ? T(kSeluScale * kSeluAlpha) * expm1(x) : T(kSeluScale) * x;
      case ElementwiseUnaryOp::kSoftplus: {
        // parameter: the threshold log(epsilon) + 2.
        if (x > -parameter) return x;
        const T exp_x = exp(x);
        return x < parameter ? exp_x : log1p(exp_x);
      }
      case ElementwiseUnaryOp::kLeakyRelu: return x > T(0) ? x : x * parameter;
    }
    return x;
  }
};

template <typename T>
struct BinaryApply {
  ElementwiseBinaryOp op;
  T parameter;

  // a and b are the op's inputs in order: (x, y), (y, dy) or (gradients, outputs/features).
  __device__ T operator()(T a, T b) const {
    switch (op) {
      case ElementwiseBinaryOp::kFloorDiv: return floor(a / b);
      case ElementwiseBinaryOp::kFloorMod: {
        const T remainder = fmod(a, b);
        return remainder != T(0) && ((remainder < T(0)) != (b < T(0))) ? remainder + b
                                                                          : remainder;
      }
      case ElementwiseBinaryOp::kTruncateDiv: return trunc(a / b);
      case ElementwiseBinaryOp::kSquaredDifference: {
        const T difference = a - b;
        return difference * difference;
      }
      case ElementwiseBinaryOp::kTanhGrad: return b * (T(1) - a * a);
      case ElementwiseBinaryOp::kSigmoidGrad: return b * a * (T(1) - a);
      case ElementwiseBinaryOp::kSqrtGrad: return b == T(0) ? T(0) : T(0.5) * b / a;
      case ElementwiseBinaryOp::kRsqrtGrad: return T(-0.5) * (b * a) * (a * a);
      case ElementwiseBinaryOp::kReciprocalGrad: return -b * (a * a);
      case ElementwiseBinaryOp::kEluGrad: return b < T(0) ? a * (b + T(1)) : a;
      case ElementwiseBinaryOp::kSeluGrad:
        return b < T(0) ? a * (b + T(kSeluScale * kSeluAlpha)) : a * T(kSeluScale);
      case ElementwiseBinaryOp::kLeakyReluGrad: return b > T(0) ? a : a * parameter;
      case ElementwiseBinaryOp::kSoftplusGrad: return a / (T(1) + exp(-b));
    }
    return a;
  }
};

template <typename T>
struct PredicateApply {
  ElementwisePredicate op;

  __device__ bool operator()(T x) const {
    switch (op) {
      case ElementwisePredicate::kIsNan: return isnan(x);
      case ElementwisePredicate::kIsInf: return isinf(x);
      case ElementwisePredicate::kIsFinite: return isfinite(x);
    }
    return false;
  }
};

template <typename T>
struct ComparisonApply {
  ComparisonOp op;
  T parameter;

  __device__ bool operator()(T x, T y) const {
    switch (op) {
      case ComparisonOp::kEqual: return x == y;
      case ComparisonOp::kNotEqual: return x != y;
      case ComparisonOp::kLess: return x < y;
      case ComparisonOp::kLessEqual: return x <= y;
      case ComparisonOp::kGreater: return x > y;
      case ComparisonOp::kGreaterEqual: return x >= y;
      case ComparisonOp::kApproximateEqual: return fabs(x - y) < parameter;
    }
    return false;
  }
};

struct LogicalApply {
  LogicalOp op;

  __device__ bool operator()(bool x, bool y) const {
    return op == LogicalOp::kAnd ? (x && y) : (x || y);
  }
};

struct NotApply {
  __device__ bool operator()(bool x) const { return !x; }
};

template <typename In, typename Out, typename F>
__global__ void MapKernel(int64 n, const In* __restrict__ x, Out* __restrict__ out, F f) {
  for (int64 i = blockIdx.x * int64{blockDim.x} + threadIdx.x; i < n;
       i += int64{blockDim.x} * gridDim.x) {
    out[i] = f(x[i]);
  }
}

// As cwise_ops_gpu.cu.cc's broadcast loop: each output element finds its operands through the
// row it falls in; operands of the output's shape (no outer dimensions) read index i itself.
template <typename In, typename Out, typename F>
__global__ void ZipKernel(Broadcast b, const In* __restrict__ x, const In* __restrict__ y,
                          Out* __restrict__ out, F f) {
  const int64 n = b.num_rows * b.row_size;
  for (int64 i = blockIdx.x * int64{blockDim.x} + threadIdx.x; i < n;
       i += int64{blockDim.x} * gridDim.x) {
    int64 x_offset = 0;
    int64 y_offset = 0;
    int64 column = i;
    if (b.outer_rank > 0) {
      int64 row = i / b.row_size;
      column = i - row * b.row_size;
      for (int d = b.outer_rank - 1; d >= 0; --d) {
        const int64 index = row % b.outer_dims[d];
        row /= b.outer_dims[d];
        x_offset += index * b.x_strides[d];
        y_offset += index * b.y_strides[d];
      }
    }
    out[i] = f(x[x_offset + (b.row_kind == 1 ? 0 : column)],
               y[y_offset + (b.row_kind == 2 ? 0 : column)]);
  }
}

template <typename T>
__global__ void SelectKernel(ThreeWayBroadcast b, const bool* __restrict__ condition,
                             const T* __restrict__ t, const T* __restrict__ e,
                             T* __restrict__ out) {
  for (int64 i = blockIdx.x * int64{blockDim.x} + threadIdx.x; i < b.n;
       i += int64{blockDim.x} * gridDim.x) {
    int64 offsets[3] = {0, 0, 0};
    int64 rest = i;
    for (int d = b.rank - 1; d >= 0; --d) {
      const int64 index = rest % b.dims[d];
      rest /= b.dims[d];
      for (int k = 0; k < 3; ++k) offsets[k] += index * b.strides[k][d];
    }
    out[i] = condition[offsets[0]] ? t[offsets[1]] : e[offsets[2]];
  }
}

template <typename T>
__global__ void ClipKernel(int64 n, const T* __restrict__ t, const T* __restrict__ low,
                           int64 low_step, const T* __restrict__ high, int64 high_step,
                           T* __restrict__ out) {
  for (int64 i = blockIdx.x * int64{blockDim.x} + threadIdx.x; i < n;
       i += int64{blockDim.x} * gridDim.x) {
    const T value = t[i];
    const T upper = high[i * high_step];
    const T upper_clipped = upper < value ? upper : value;
    const T lower = low[i * low_step];
    out[i] = upper_clipped < lower ? lower : upper_clipped;
  }
}

__global__ void FillBoolKernel(int64 n, bool value, bool* __restrict__ out) {
  for (int64 i = blockIdx.x * int64{blockDim.x} + threadIdx.x; i < n;
       i += int64{blockDim.x} * gridDim.x) {
    out[i] = value;
  }
}

int64 Elements(const Broadcast& b) { return b.num_rows * b.row_size; }

}  // namespace

template <typename T>
Status LaunchElementwiseUnary(ElementwiseUnaryOp op, double parameter, int64 n, const T* x, T* out,
                              void* stream) {
  if (n == 0) return OkStatus();
  MapKernel<<<GridFor(n), kBlock, 0, static_cast<cudaStream_t>(stream)>>>(
      n, x, out, UnaryApply<T>{op, static_cast<T>(parameter)});
  return LaunchStatus("ElementwiseUnaryKernel");
}

template <typename T>
Status LaunchElementwiseBinary(ElementwiseBinaryOp op, double parameter, const Broadcast& b,
                               const T* x, const T* y, T* out, void* stream) {
  if (Elements(b) == 0) return OkStatus();
  ZipKernel<<<GridFor(Elements(b)), kBlock, 0, static_cast<cudaStream_t>(stream)>>>(
      b, x, y, out, BinaryApply<T>{op, static_cast<T>(parameter)});
  return LaunchStatus("ElementwiseBinaryKernel");
}

template <typename T>
Status LaunchPredicate(ElementwisePredicate op, int64 n, const T* x, bool* out, void* stream) {
  if (n == 0) return OkStatus();
  MapKernel<<<GridFor(n), kBlock, 0, static_cast<cudaStream_t>(stream)>>>(
      n, x, out, PredicateApply<T>{op});
  return LaunchStatus("PredicateKernel");
}

template <typename T>
Status LaunchComparison(ComparisonOp op, double parameter, const Broadcast& b, const T* x,
                        const T* y, bool* out, void* stream) {
  if (Elements(b) == 0) return OkStatus();
  ZipKernel<<<GridFor(Elements(b)), kBlock, 0, static_cast<cudaStream_t>(stream)>>>(
      b, x, y, out, ComparisonApply<T>{op, static_cast<T>(parameter)});
  return LaunchStatus("ComparisonKernel");
}

Status LaunchLogical(LogicalOp op, const Broadcast& b, const bool* x, const bool* y, bool* out,
                     void* stream) {
  if (Elements(b) == 0) return OkStatus();
  ZipKernel<<<GridFor(Elements(b)), kBlock, 0, static_cast<cudaStream_t>(stream)>>>(
      b, x, y, out, LogicalApply{op});
  return LaunchStatus("LogicalKernel");
}

Status LaunchLogicalNot(int64 n, const bool* x, bool* out, void* stream) {
  if (n == 0) return OkStatus();
  MapKernel<<<GridFor(n), kBlock, 0, static_cast<cudaStream_t>(stream)>>>(n, x, out, NotApply{});
  return LaunchStatus("LogicalNotKernel");
}

Status LaunchFillBool(bool value, int64 n, bool* out, void* stream) {
  if (n == 0) return OkStatus();
  FillBoolKernel<<<GridFor(n), kBlock, 0, static_cast<cudaStream_t>(stream)>>>(n, value, out);
  return LaunchStatus("FillBoolKernel");
}

template <typename T>
Status LaunchSelect(const ThreeWayBroadcast& b, const bool* condition, const T* t, const T* e,
                    T* out, void* stream) {
  if (b.n == 0) return OkStatus();
  SelectKernel<<<GridFor(b.n), kBlock, 0, static_cast<cudaStream_t>(stream)>>>(b, condition, t,
                                                                                 e, out);
  return LaunchStatus("SelectKernel");
}

template <typename T>
Status LaunchClipByValue(int64 n, const T* t, const T* low, bool low_is_scalar, const T* high,
                         bool high_is_scalar, T* out, void* stream) {
  if (n == 0) return OkStatus();
  ClipKernel<<<GridFor(n), kBlock, 0, static_cast<cudaStream_t>(stream)>>>(
      n, t, low, low_is_scalar ? 0 : 1, high, high_is_scalar ? 0 : 1, out);
  return LaunchStatus("ClipByValueKernel");
}

#define INSTANTIATE(T)                                                                           \
  template Status LaunchElementwiseUnary<T>(ElementwiseUnaryOp, double, int64, const T*, T*,    \
                                            void*);                                             \
  template Status LaunchElementwiseBinary<T>(ElementwiseBinaryOp, double, const Broadcast&,     \
                                             const T*, const T*, T*, void*);                    \
  template Status LaunchPredicate<T>(ElementwisePredicate, int64, const T*, bool*, void*);      \
  template Status LaunchComparison<T>(ComparisonOp, double, const Broadcast&, const T*,         \
                                      const T*, bool*, void*);                                  \
  template Status LaunchSelect<T>(const ThreeWayBroadcast&, const bool*, const T*, const T*, T*, \
                                  void*);                                                       \
  template Status LaunchClipByValue<T>(int64, const T*, const T*, bool, const T*, bool, T*,     \
                                       void*);
INSTANTIATE(float)
INSTANTIATE(double)
#undef INSTANTIATE

}  // namespace gpu_kernels
}  // namespace tensorflow
