#include "tensorflow_lite_core/kernels/elementwise_reference.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <map>
#include <sstream>

#include "tensorflow_lite_core/framework/types.h"

namespace tensorflow {
namespace elementwise_reference {
namespace {

// One op's element formula. Integers are passed as their 64-bit two's complement bits
// (sign-extended when signed); the result is cut to the output's width.
struct Formula {
  int arity;
  double (*floating)(double x, double y);
  uint64 (*integer)(uint64 x, uint64 y, bool is_signed);  // null: floating types only
  // Distance allowed from the rounded reference, in units of the type's epsilon times the value:
  // 1 for correctly rounded results, more where the kernels approximate (exp, tanh, ...).
  int ulps;
  bool nan_inputs_unchecked;  // Maximum, Minimum, Relu
};

double Truth(bool b) { return b ? 1 : 0; }
uint64 Bit(bool b) { return b ? 1 : 0; }

bool Less(uint64 x, uint64 y, bool is_signed) {
  return is_signed ? static_cast<int64>(x) < static_cast<int64>(y) : x < y;
}

const std::map<std::string, Formula>& Formulas() {
  static const auto* formulas = new std::map<std::string, Formula>{
      // Arithmetic: in double, then rounded once, as the kernels' single operation is.
      {"AddV2", {2, [](double x, double y) { return x + y; },
                 [](uint64 x, uint64 y, bool) { return x + y; }, 1, false}},
      {"Sub", {2, [](double x, double y) { return x - y; },
               [](uint64 x, uint64 y, bool) { return x - y; }, 1, false}},
      {"Mul", {2, [](double x, double y) { return x * y; },
               [](uint64 x, uint64 y, bool) { return x * y; }, 1, false}},
      {"RealDiv", {2, [](double x, double y) { return x / y; }, nullptr, 1, false}},
      // (x - y)^2 rounds twice in the kernel's type.
      {"SquaredDifference", {2, [](double x, double y) { return (x - y) * (x - y); },
                             [](uint64 x, uint64 y, bool) { return (x - y) * (x - y); }, 3,
                             false}},
      {"Maximum", {2, [](double x, double y) { return x < y ? y : x; },
                   [](uint64 x, uint64 y, bool s) { return Less(x, y, s) ? y : x; }, 0, true}},
      {"Minimum", {2, [](double x, double y) { return y < x ? y : x; },
                   [](uint64 x, uint64 y, bool s) { return Less(y, x, s) ? y : x; }, 0, true}},
      {"Less", {2, [](double x, double y) { return Truth(x < y); },
                [](uint64 x, uint64 y, bool s) { return Bit(Less(x, y, s)); }, 0, false}},
      {"LessEqual", {2, [](double x, double y) { return Truth(x <= y); },
                     [](uint64 x, uint64 y, bool s) { return Bit(!Less(y, x, s)); }, 0,
                     false}},
      {"Greater", {2, [](double x, double y) { return Truth(x > y); },
                   [](uint64 x, uint64 y, bool s) { return Bit(Less(y, x, s)); }, 0, false}},
      {"GreaterEqual", {2, [](double x, double y) { return Truth(x >= y); },
                        [](uint64 x, uint64 y, bool s) { return Bit(!Less(x, y, s)); }, 0,
                        false}},
      {"Equal", {2, [](double x, double y) { return Truth(x == y); },
                 [](uint64 x, uint64 y, bool) { return Bit(x == y); }, 0, false}},
      {"NotEqual", {2, [](double x, double y) { return Truth(x != y); },
                    [](uint64 x, uint64 y, bool) { return Bit(x != y); }, 0, false}},
      // Unary: exact, or correctly rounded by <cmath> and by the kernels.
      {"Neg", {1, [](double x, double) { return -x; },
               [](uint64 x, uint64, bool) { return 0 - x; }, 0, false}},
      {"Abs", {1, [](double x, double) { return std::fabs(x); },
               [](uint64 x, uint64, bool s) { return s && static_cast<int64>(x) < 0 ? 0 - x : x; },
               0, false}},
      {"Square", {1, [](double x, double) { return x * x; },
                  [](uint64 x, uint64, bool) { return x * x; }, 1, false}},
      {"Floor", {1, [](double x, double) { return std::floor(x); }, nullptr, 0, false}},
      {"Ceil", {1, [](double x, double) { return std::ceil(x); }, nullptr, 0, false}},
      // A known difference: float Sqrt (Eigen's packet sqrt, an rsqrt estimate refined once) is
      // at times an ulp from the correctly rounded root, which TensorFlow gives.
      {"Sqrt", {1, [](double x, double) { return std::sqrt(x); }, nullptr, 2, false}},
      {"Reciprocal", {1, [](double x, double) { return 1 / x; }, nullptr, 1, false}},
      {"Relu", {1, [](double x, double) { return x < 0 ? 0.0 : x; },
                [](uint64 x, uint64, bool s) { return Less(x, 0, s) ? uint64{0} : x; }, 0,
                true}},
      // Transcendental: the kernels' vector approximations agree within a few ulps.
      {"Exp", {1, [](double x, double) { return std::exp(x); }, nullptr, 8, false}},
      {"Expm1", {1, [](double x, double) { return std::expm1(x); }, nullptr, 8, false}},
      {"Log", {1, [](double x, double) { return std::log(x); }, nullptr, 8, false}},
      {"Log1p", {1, [](double x, double) { return std::log1p(x); }, nullptr, 8, false}},
      {"Tanh", {1, [](double x, double) { return std::tanh(x); }, nullptr, 8, false}},
      {"Sigmoid", {1, [](double x, double) { return 1 / (1 + std::exp(-x)); }, nullptr, 8,
                   false}},
  };
  return *formulas;
}

bool IsFloating(DataType type) {
  return type == DT_FLOAT || type == DT_DOUBLE || type == DT_HALF || type == DT_BFLOAT16;
}

bool IsInteger(DataType type) {
  switch (type) {
    case DT_INT8: case DT_INT16: case DT_INT32: case DT_INT64:
    case DT_UINT8: case DT_UINT16: case DT_UINT32: case DT_UINT64:
      return true;
    default:
      return false;
  }
}

bool IsSigned(DataType type) {
  return type == DT_INT8 || type == DT_INT16 || type == DT_INT32 || type == DT_INT64;
}

double FloatingAt(const Tensor& t, int64 i) {
  switch (t.dtype()) {
    case DT_FLOAT: return t.base<float>()[i];
    case DT_DOUBLE: return t.base<double>()[i];
    case DT_HALF: return static_cast<float>(t.base<Eigen::half>()[i]);
    case DT_BFLOAT16: return static_cast<float>(t.base<bfloat16>()[i]);
    case DT_BOOL: return t.base<bool>()[i] ? 1 : 0;
    default: return NAN;
  }
}

uint64 IntegerAt(const Tensor& t, int64 i) {
  switch (t.dtype()) {
    case DT_INT8: return static_cast<uint64>(int64{t.base<int8>()[i]});
    case DT_INT16: return static_cast<uint64>(int64{t.base<int16>()[i]});
    case DT_INT32: return static_cast<uint64>(int64{t.base<int32>()[i]});
    case DT_INT64: return static_cast<uint64>(t.base<int64>()[i]);
    case DT_UINT8: return t.base<uint8>()[i];
    case DT_UINT16: return t.base<uint16>()[i];
    case DT_UINT32: return t.base<uint32>()[i];
    case DT_UINT64: return t.base<uint64>()[i];
    case DT_BOOL: return t.base<bool>()[i] ? 1 : 0;
    default: return 0;
  }
}

// `bits` cut to the width of `type` and read back as IntegerAt reads that type.
uint64 CutTo(DataType type, uint64 bits) {
  switch (type) {
    case DT_INT8: return static_cast<uint64>(int64{static_cast<int8>(bits)});
    case DT_INT16: return static_cast<uint64>(int64{static_cast<int16>(bits)});
    case DT_INT32: return static_cast<uint64>(int64{static_cast<int32>(bits)});
    case DT_UINT8: return static_cast<uint8>(bits);
    case DT_UINT16: return static_cast<uint16>(bits);
    case DT_UINT32: return static_cast<uint32>(bits);
    case DT_BOOL: return bits != 0;
    default: return bits;
  }
}

// `value` rounded to `type`, as a double.
double RoundTo(DataType type, double value) {
  switch (type) {
    case DT_FLOAT: return static_cast<float>(value);
    case DT_HALF: return static_cast<float>(Eigen::half(static_cast<float>(value)));
    case DT_BFLOAT16: return static_cast<float>(bfloat16(static_cast<float>(value)));
    default: return value;
  }
}

// The type's epsilon, and its least normal value (ulps below it are measured from there).
void Precision(DataType type, double* epsilon, double* least_normal) {
  switch (type) {
    case DT_FLOAT: *epsilon = FLT_EPSILON; *least_normal = FLT_MIN; break;
    case DT_HALF: *epsilon = 0x1p-10; *least_normal = 0x1p-14; break;
    case DT_BFLOAT16: *epsilon = 0x1p-7; *least_normal = FLT_MIN; break;
    default: *epsilon = DBL_EPSILON; *least_normal = DBL_MIN; break;
  }
}

// Below the least normal magnitude of a type every value counts as zero: TensorFlow runs kernels
// with subnormals flushed to zero, which the reference does not model.
bool IsSubnormal(DataType type, double value) {
  double epsilon, least_normal;
  Precision(type, &epsilon, &least_normal);
  return value != 0 && std::fabs(value) < least_normal;
}

bool Agree(DataType type, double expected, double got, int ulps) {
  if (std::isnan(expected)) return std::isnan(got);
  if (std::isinf(expected)) return got == expected;
  if (!std::isfinite(got)) return false;
  double epsilon, least_normal;
  Precision(type, &epsilon, &least_normal);
  if (std::fabs(expected) < least_normal && std::fabs(got) < least_normal) return true;
  return std::fabs(got - expected) <= ulps * epsilon * std::max(std::fabs(expected), least_normal);
}

// The shape `a` and `b` broadcast to, NumPy's way; false where they do not.
bool BroadcastShape(const TensorShape& a, const TensorShape& b, TensorShape* out) {
  const int rank = std::max(a.dims(), b.dims());
  std::vector<int64> dims(rank);
  for (int i = 0; i < rank; ++i) {
    const int from_a = a.dims() - rank + i, from_b = b.dims() - rank + i;
    const int64 da = from_a >= 0 ? a.dim_size(from_a) : 1;
    const int64 db = from_b >= 0 ? b.dim_size(from_b) : 1;
    if (da != db && da != 1 && db != 1) return false;
    dims[i] = da == 1 ? db : da;
  }
  *out = TensorShape(dims);
  return true;
}

// For each element of `out` (row-major), the flat index of the element of `in` it broadcasts from.
std::vector<int64> SourceIndices(const TensorShape& in, const TensorShape& out) {
  const int rank = out.dims();
  std::vector<int64> strides(rank, 0);
  int64 stride = 1;
  for (int i = in.dims() - 1; i >= 0; --i) {
    if (in.dim_size(i) != 1) strides[rank - in.dims() + i] = stride;
    stride *= in.dim_size(i);
  }
  std::vector<int64> indices(out.num_elements()), position(rank, 0);
  int64 source = 0;
  for (int64& index : indices) {
    index = source;
    for (int d = rank - 1; d >= 0; --d) {  // the next position, last dimension fastest
      source += strides[d];
      if (++position[d] < out.dim_size(d)) break;
      source -= strides[d] * position[d];
      position[d] = 0;
    }
  }
  return indices;
}

// Disagreements known and not yet fixed, left out so that the rest is checked: Sqrt of +inf is
// NaN in float (Eigen's packet sqrt), where TensorFlow gives inf. (Sqrt's ulp is in Formulas.)
bool KnownDifference(const std::string& op, DataType type, double x) {
  return op == "Sqrt" && type == DT_FLOAT && x == INFINITY;
}

}  // namespace

const std::vector<std::string>& CoveredOps() {
  static const auto* names = [] {
    auto* names = new std::vector<std::string>;
    for (const auto& [name, formula] : Formulas()) names->push_back(name);
    return names;
  }();
  return *names;
}

bool Compare(const NodeDef& node, const std::vector<Tensor>& inputs,
             const std::vector<Tensor>& outputs, std::string* failure) {
  failure->clear();
  const auto found = Formulas().find(node.op());
  if (found == Formulas().end() || outputs.size() != 1) return false;
  const Formula& formula = found->second;
  if (static_cast<int>(inputs.size()) != formula.arity) return false;
  const DataType in_type = inputs[0].dtype();
  const bool floating = IsFloating(in_type);
  if (!floating && !(IsInteger(in_type) && formula.integer != nullptr)) return false;
  TensorShape shape = inputs[0].shape();
  if (formula.arity == 2 && !BroadcastShape(inputs[0].shape(), inputs[1].shape(), &shape)) {
    return false;
  }
  const Tensor& output = outputs[0];
  std::ostringstream why;
  if (output.shape() != shape) {
    why << "output shape " << output.shape().DebugString() << ", the inputs broadcast to "
        << shape.DebugString();
    *failure = why.str();
    return true;
  }
  const std::vector<int64> from_x = SourceIndices(inputs[0].shape(), shape);
  const std::vector<int64> from_y =
      formula.arity == 2 ? SourceIndices(inputs[1].shape(), shape) : from_x;
  const Tensor& y_tensor = formula.arity == 2 ? inputs[1] : inputs[0];
  const DataType out_type = output.dtype();
  for (int64 i = 0; i < shape.num_elements(); ++i) {
    bool agree;
    if (floating) {
      const double x = FloatingAt(inputs[0], from_x[i]), y = FloatingAt(y_tensor, from_y[i]);
      if (formula.nan_inputs_unchecked && (std::isnan(x) || std::isnan(y))) continue;
      if (IsSubnormal(in_type, x) || IsSubnormal(in_type, y)) continue;
      if (KnownDifference(node.op(), in_type, x)) continue;
      const double expected = RoundTo(out_type, formula.floating(x, y));
      const double got = FloatingAt(output, i);
      agree = Agree(out_type, expected, got, formula.ulps);
      if (!agree) {
        why.precision(17);
        why << "element " << i << ": " << node.op() << " of " << x;
        if (formula.arity == 2) why << ", " << y;
        why << " is " << got << ", the reference " << expected;
      }
    } else {
      const uint64 x = IntegerAt(inputs[0], from_x[i]), y = IntegerAt(y_tensor, from_y[i]);
      const uint64 expected = CutTo(out_type, formula.integer(x, y, IsSigned(in_type)));
      const uint64 got = IntegerAt(output, i);
      agree = expected == got;
      if (!agree) {
        why << "element " << i << ": " << node.op() << " of bits " << x;
        if (formula.arity == 2) why << ", " << y;
        why << " is " << got << ", the reference " << expected;
      }
    }
    if (!agree) {
      *failure = why.str();
      return true;
    }
  }
  return true;
}

}  // namespace elementwise_reference
}  // namespace tensorflow
