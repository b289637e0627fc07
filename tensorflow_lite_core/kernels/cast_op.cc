// Cast: converts every element between bool, the integer, floating and complex types. Bitcast:
// reinterprets a tensor's bytes as another fixed-size type, sharing its buffer.
//
// Conversions are total (no undefined behaviour, whatever the values): complex to real keeps the
// real part, anything to bool tests for non-zero, floating to integer truncates toward zero with
// NaN becoming 0 and out-of-range values saturating, integer to integer wraps. With Truncate,
// a floating source loses the mantissa bits the (narrower) floating destination cannot hold
// instead of being rounded.
#include <cmath>
#include <limits>
#include <type_traits>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"
#include "tensorflow_lite_core/kernels/vector_kernels.h"

namespace tensorflow {
namespace {

template <typename T>
constexpr bool kIsComplex = std::is_same_v<T, complex64> || std::is_same_v<T, complex128>;

template <typename T>
constexpr bool kIsFloating = std::is_floating_point_v<T> || std::is_same_v<T, Eigen::half> ||
                             std::is_same_v<T, Eigen::bfloat16>;

// Explicit mantissa bits and the unsigned integer holding the bits, of each floating type.
template <typename T>
struct FloatBits;
template <>
struct FloatBits<float> {
  static constexpr int kMantissa = 23;
  using Bits = uint32;
};
template <>
struct FloatBits<double> {
  static constexpr int kMantissa = 52;
  using Bits = uint64;
};
template <>
struct FloatBits<Eigen::half> {
  static constexpr int kMantissa = 10;
  using Bits = uint16;
};
template <>
struct FloatBits<Eigen::bfloat16> {
  static constexpr int kMantissa = 7;
  using Bits = uint16;
};

// `value` with the mantissa bits below Dst's precision cleared, so converting it cannot round.
template <typename Src, typename Dst>
Src ClearLowMantissaBits(Src value) {
  constexpr int kDropped = FloatBits<Src>::kMantissa - FloatBits<Dst>::kMantissa;
  if constexpr (kDropped <= 0) {
    return value;
  } else {
    using Bits = typename FloatBits<Src>::Bits;
    Bits bits = Eigen::numext::bit_cast<Bits>(value);
    bits &= static_cast<Bits>(~((Bits{1} << kDropped) - 1));
    return Eigen::numext::bit_cast<Src>(bits);
  }
}

// A real (non-complex) value converted to a real Dst.
template <typename Dst, typename Src>
Dst ConvertReal(const Src& value) {
  if constexpr (std::is_same_v<Dst, bool>) {
    if constexpr (kIsFloating<Src>) {
      return static_cast<double>(value) != 0.0;
    } else {
      return value != Src(0);
    }
  } else if constexpr (std::is_same_v<Src, bool>) {
    return static_cast<Dst>(value ? 1 : 0);
  } else if constexpr (kIsFloating<Src> && std::is_integral_v<Dst>) {
    const double v = static_cast<double>(value);
    if (std::isnan(v)) return Dst(0);
    // Compare in double: min is a power of two (exact); max + 1 is too.
    constexpr double kMin = static_cast<double>(std::numeric_limits<Dst>::min());
    constexpr double kMaxPlusOne = static_cast<double>(std::numeric_limits<Dst>::max()) + 1.0;
    if (v <= kMin) return std::numeric_limits<Dst>::min();
    if (v >= kMaxPlusOne) return std::numeric_limits<Dst>::max();
    return static_cast<Dst>(v);
  } else if constexpr (std::is_same_v<Dst, Eigen::half> || std::is_same_v<Dst, Eigen::bfloat16>) {
    return static_cast<Dst>(static_cast<float>(value));
  } else if constexpr (std::is_same_v<Src, Eigen::half> || std::is_same_v<Src, Eigen::bfloat16>) {
    return static_cast<Dst>(static_cast<float>(value));
  } else {
    return static_cast<Dst>(value);
  }
}

template <typename Dst, typename Src>
Dst Convert(const Src& value, bool truncate) {
  if constexpr (kIsComplex<Src>) {
    if constexpr (kIsComplex<Dst>) {
      using Real = typename Dst::value_type;
      return Dst(static_cast<Real>(value.real()), static_cast<Real>(value.imag()));
    } else if constexpr (std::is_same_v<Dst, bool>) {
      return value.real() != 0 || value.imag() != 0;
    } else {
      return ConvertReal<Dst>(value.real());
    }
  } else if constexpr (kIsComplex<Dst>) {
    using Real = typename Dst::value_type;
    return Dst(ConvertReal<Real>(value), Real(0));
  } else if constexpr (kIsFloating<Src> && kIsFloating<Dst>) {
    return ConvertReal<Dst>(truncate ? ClearLowMantissaBits<Src, Dst>(value) : value);
  } else {
    return ConvertReal<Dst>(value);
  }
}

using CastFn = void (*)(const void* in, void* out, int64 begin, int64 end, bool truncate);

template <typename Src, typename Dst>
void CastRange(const void* in, void* out, int64 begin, int64 end, bool truncate) {
  const Src* source = static_cast<const Src*>(in);
  Dst* destination = static_cast<Dst*>(out);
  for (int64 i = begin; i < end; ++i) destination[i] = Convert<Dst>(source[i], truncate);
}

template <typename Src>
CastFn CastFromTo(DataType dst) {
  switch (dst) {
#define CASE(T)                  \
  case DataTypeToEnum<T>::value: \
    return &CastRange<Src, T>;
    TF_CALL_POD_TYPES(CASE)
#undef CASE
    default:
      return nullptr;
  }
}

// A VectorKernels conversion (`Member` names it) as a CastFn. Used where Truncate changes nothing.
template <typename Src, typename Dst, auto Member>
void VectorCastRange(const void* in, void* out, int64 begin, int64 end, bool /*truncate*/) {
  (ActiveVectorKernels().*Member)(static_cast<const Src*>(in) + begin,
                                  static_cast<Dst*>(out) + begin, end - begin);
}

// The loops compiled for this CPU's instruction set (vector_kernels.h), for the common pairs.
CastFn FindVectorCast(DataType src, DataType dst, bool truncate) {
  if (src == DT_FLOAT && dst == DT_INT32) {
    return &VectorCastRange<float, int32, &VectorKernels::cast_f32_to_i32>;
  }
  if (src == DT_INT32 && dst == DT_FLOAT) {
    return &VectorCastRange<int32, float, &VectorKernels::cast_i32_to_f32>;
  }
  if (src == DT_FLOAT && dst == DT_DOUBLE) {
    return &VectorCastRange<float, double, &VectorKernels::cast_f32_to_f64>;
  }
  if (src == DT_DOUBLE && dst == DT_FLOAT && !truncate) {
    return &VectorCastRange<double, float, &VectorKernels::cast_f64_to_f32>;
  }
  return nullptr;
}

// The conversion from `src` to `dst`, or nullptr when either is not a bool, integer, floating
// or complex type.
CastFn FindCast(DataType src, DataType dst) {
  switch (src) {
#define CASE(T)                  \
  case DataTypeToEnum<T>::value: \
    return CastFromTo<T>(dst);
    TF_CALL_POD_TYPES(CASE)
#undef CASE
    default:
      return nullptr;
  }
}

class CastOp : public OpKernel {
 public:
  explicit CastOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("SrcT", &src_));
    OP_REQUIRES_OK(context, context->GetAttr("DstT", &dst_));
    OP_REQUIRES_OK(context, context->GetAttr("Truncate", &truncate_));
    if (src_ == dst_) return;  // forwarded as is
    cast_ = FindVectorCast(src_, dst_, truncate_);
    if (cast_ == nullptr) cast_ = FindCast(src_, dst_);
    OP_REQUIRES(context, cast_ != nullptr,
                errors::Unimplemented("Cast ", DataTypeString(src_), " to ",
                                      DataTypeString(dst_), " is not supported"));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    if (src_ == dst_) {
      context->set_output(0, input);
      return;
    }
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, input.shape(), &output));
    const void* in = input.data();
    void* out = output->data();
    const CastFn cast = cast_;
    const bool truncate = truncate_;
    ParallelForOnDevice(context, input.NumElements(), 4, [=](int64 begin, int64 end) {
      cast(in, out, begin, end, truncate);
    });
  }

 private:
  DataType src_ = DT_INVALID;
  DataType dst_ = DT_INVALID;
  bool truncate_ = false;
  CastFn cast_ = nullptr;
};

// The bytes of `input` as `type`: a wider type consumes the last dimension (which must be the
// size ratio), a narrower one appends a dimension of the size ratio.
class BitcastOp : public OpKernel {
 public:
  explicit BitcastOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("T", &input_type_));
    OP_REQUIRES_OK(context, context->GetAttr("type", &output_type_));
    input_size_ = DataTypeSize(input_type_);
    output_size_ = DataTypeSize(output_type_);
    OP_REQUIRES(context, input_size_ > 0 && output_size_ > 0,
                errors::InvalidArgument("Cannot bitcast types ", DataTypeString(input_type_),
                                        " to ", DataTypeString(output_type_),
                                        " because one of the type sizes is zero."));
    OP_REQUIRES(context,
                input_size_ % output_size_ == 0 || output_size_ % input_size_ == 0,
                errors::InvalidArgument("Cannot bitcast from ", DataTypeString(input_type_),
                                        " to ", DataTypeString(output_type_),
                                        ": their sizes do not divide one another"));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    TensorShape shape = input.shape();
    if (input_size_ > output_size_) {
      OP_REQUIRES_OK(context, shape.AddDimWithStatus(input_size_ / output_size_));
    } else if (input_size_ < output_size_) {
      const int64 ratio = output_size_ / input_size_;
      OP_REQUIRES(context, shape.dims() > 0 && shape.dim_size(shape.dims() - 1) == ratio,
                  errors::InvalidArgument("Cannot bitcast from ", DataTypeString(input_type_),
                                          " to ", DataTypeString(output_type_), ": shape ",
                                          input.shape().DebugString(),
                                          " must end in a dimension of ", ratio));
      shape.RemoveLastDims(1);
    }
    Tensor output;
    OP_REQUIRES_OK(context, output.BitcastFrom(input, output_type_, shape));
    context->set_output(0, output);
  }

 private:
  DataType input_type_ = DT_INVALID;
  DataType output_type_ = DT_INVALID;
  int input_size_ = 0;
  int output_size_ = 0;
};

REGISTER_KERNEL_BUILDER(Name("Cast").Device(DEVICE_CPU), CastOp);
REGISTER_KERNEL_BUILDER(Name("Bitcast").Device(DEVICE_CPU), BitcastOp);

}  // namespace
}  // namespace tensorflow
