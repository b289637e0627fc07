// VectorKernels at every instruction set level this CPU runs: arithmetic, sums and casts bit for
// bit equal to the baseline level's results, the transcendental functions within an ulp or two
// of them (higher levels fuse multiply-adds), all close to double-precision references, on sizes
// around the vector widths, unaligned pointers and IEEE special values.
#include "tensorflow_lite_core/kernels/vector_kernels.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

#include "gtest/gtest.h"

namespace tensorflow {
namespace {

constexpr float kInf = std::numeric_limits<float>::infinity();
constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
constexpr float kMax = std::numeric_limits<float>::max();
constexpr float kDenormMin = std::numeric_limits<float>::denorm_min();

const std::vector<CpuIsa>& Levels() {
  static const std::vector<CpuIsa> levels = [] {
    std::vector<CpuIsa> found;
    for (const CpuIsa isa : {CpuIsa::kBaseline, CpuIsa::kAvx2, CpuIsa::kAvx512}) {
      if (VectorKernelsFor(isa) != nullptr) found.push_back(isa);
    }
    return found;
  }();
  return levels;
}

const VectorKernels& Baseline() { return *VectorKernelsFor(CpuIsa::kBaseline); }

// Values that exercise every branch of the functions, then random ones of both signs.
std::vector<float> Inputs(size_t random_count, float spread) {
  std::vector<float> values = {0.0f, -0.0f, 1.0f, -1.0f, kNaN, kInf, -kInf, 1e-40f, -1e-40f,
                               kDenormMin, kMax, -kMax, 88.7f, 88.8f, 89.0f, -87.0f, -103.0f,
                               -104.0f, -110.0f, 0.39f, 0.4f, 0.41f, -0.4f, 9.0f, 20.0f, -25.0f,
                               1e-8f, -3e-5f, 1.41421f, 1.41422f, 0.70710f, 2147483520.0f,
                               2147483648.0f, -2147483648.0f, -2147483904.0f, 1e10f, -1e10f};
  std::mt19937 random(7);
  std::uniform_real_distribution<float> uniform(-spread, spread);
  while (values.size() < random_count) values.push_back(uniform(random));
  return values;
}

// Equal bits (so 0 and -0 differ), or both NaN.
bool SameBits(float a, float b) {
  return std::memcmp(&a, &b, sizeof(a)) == 0 || (std::isnan(a) && std::isnan(b));
}
bool SameBits(double a, double b) {
  return std::memcmp(&a, &b, sizeof(a)) == 0 || (std::isnan(a) && std::isnan(b));
}

// Within `ulps` units in the last place of the float nearest `expected` (or a few subnormal
// steps near 0); NaN only where NaN is expected, infinities exactly.
void ExpectNear(float actual, double expected, int ulps, const char* what, float input) {
  if (std::isnan(expected)) {
    EXPECT_TRUE(std::isnan(actual)) << what << "(" << input << ") = " << actual;
    return;
  }
  const float rounded = static_cast<float>(expected);
  if (std::isinf(rounded)) {
    EXPECT_EQ(actual, rounded) << what << "(" << input << ")";
    return;
  }
  const float ulp = std::nextafter(std::fabs(rounded), kInf) - std::fabs(rounded);
  const double tolerance = std::max(ulps * static_cast<double>(ulp), 2.0 * kDenormMin);
  EXPECT_LE(std::fabs(actual - expected), tolerance)
      << what << "(" << input << ") = " << actual << ", expected " << expected;
}

TEST(VectorKernelsTest, ActiveTableIsTheActiveLevels) {
  EXPECT_EQ(ActiveVectorKernels().isa, ActiveCpuIsa());
  EXPECT_EQ(VectorKernelsFor(ActiveCpuIsa()), &ActiveVectorKernels());
  ASSERT_FALSE(Levels().empty());
  for (const CpuIsa isa : Levels()) EXPECT_EQ(VectorKernelsFor(isa)->isa, isa);
  std::printf("levels run here: %d (the highest: %s)\n", static_cast<int>(Levels().size()),
              CpuIsaName(Levels().back()));
}

template <typename T>
T Reference(VectorBinaryOp op, T x, T y) {
  switch (op) {
    case VectorBinaryOp::kAdd: return x + y;
    case VectorBinaryOp::kSub: return x - y;
    case VectorBinaryOp::kMul: return x * y;
    case VectorBinaryOp::kDiv: return x / y;
    case VectorBinaryOp::kMaximum: return std::isnan(x) || std::isnan(y) ? (std::isnan(x) ? x : y)
                                                                           : std::max(x, y);
    case VectorBinaryOp::kMinimum: return std::isnan(x) || std::isnan(y) ? (std::isnan(x) ? x : y)
                                                                           : std::min(x, y);
    default: return T(0);
  }
}

template <typename T>
void CheckBinary() {
  const std::vector<float> raw = Inputs(300, 1e3f);
  const std::vector<T> x(raw.begin(), raw.end());
  std::vector<T> y(x.rbegin(), x.rend());
  for (int op = 0; op < static_cast<int>(VectorBinaryOp::kCount); ++op) {
    for (const BroadcastRowKind kind : {BroadcastRowKind::kBothVectors, BroadcastRowKind::kScalarX,
                                        BroadcastRowKind::kScalarY}) {
      for (const CpuIsa isa : Levels()) {
        const auto fn = VectorKernelsFor(isa)->Binary<T>(static_cast<VectorBinaryOp>(op), kind);
        // Unaligned starts and lengths around the vector widths.
        for (const size_t offset : {0, 1, 3}) {
          for (const size_t n : {0, 1, 7, 16, 17, 63, 250}) {
            std::vector<T> out(n + 1, T(-7));
            fn(x.data() + offset, y.data() + offset, out.data(), static_cast<std::int64_t>(n));
            for (size_t i = 0; i < n; ++i) {
              const T a = kind == BroadcastRowKind::kScalarX ? x[offset] : x[offset + i];
              const T b = kind == BroadcastRowKind::kScalarY ? y[offset] : y[offset + i];
              const T expected = Reference(static_cast<VectorBinaryOp>(op), a, b);
              ASSERT_TRUE(SameBits(out[i], expected))
                  << CpuIsaName(isa) << " op " << op << " kind " << static_cast<int>(kind)
                  << ": f(" << a << ", " << b << ") = " << out[i] << ", expected " << expected;
            }
            EXPECT_EQ(out[n], T(-7)) << "wrote past the end";
          }
        }
      }
    }
  }
}

TEST(VectorKernelsTest, BinaryFloat) { CheckBinary<float>(); }
TEST(VectorKernelsTest, BinaryDouble) { CheckBinary<double>(); }

// Outputs of 1 MiB and more are written through a buffer with streaming stores: every layout,
// output starts at each float offset from a vector boundary, and a length not a multiple of it.
TEST(VectorKernelsTest, LargeFloatOutputsAreWrittenWhole) {
  const size_t n = (size_t{1} << 18) + 37;
  std::vector<float> x(n + 4), y(n + 4);
  for (size_t i = 0; i < x.size(); ++i) {
    x[i] = static_cast<float>(i % 1000) * 0.5f;
    y[i] = static_cast<float>(i % 7) - 3.0f;
  }
  for (const CpuIsa isa : Levels()) {
    for (const BroadcastRowKind kind : {BroadcastRowKind::kBothVectors, BroadcastRowKind::kScalarX,
                                        BroadcastRowKind::kScalarY}) {
      const auto sub = VectorKernelsFor(isa)->Binary<float>(VectorBinaryOp::kSub, kind);
      for (const size_t offset : {0, 1, 2, 3}) {
        std::vector<float> storage(n + 5, -1.0f);
        float* out = storage.data() + offset;
        sub(x.data(), y.data(), out, static_cast<std::int64_t>(n));
        for (size_t i = 0; i < n; ++i) {
          const float a = kind == BroadcastRowKind::kScalarX ? x[0] : x[i];
          const float b = kind == BroadcastRowKind::kScalarY ? y[0] : y[i];
          ASSERT_EQ(out[i], a - b) << CpuIsaName(isa) << " offset " << offset << " at " << i;
        }
        EXPECT_EQ(out[n], -1.0f) << "wrote past the end";
        if (offset > 0) {
          EXPECT_EQ(storage[offset - 1], -1.0f) << "wrote before the start";
        }
      }
    }
  }
}

TEST(VectorKernelsTest, MaximumAndMinimumPropagateNaNAndKeepStdOrderForZeros) {
  for (const CpuIsa isa : Levels()) {
    const VectorKernels& table = *VectorKernelsFor(isa);
    const float x[] = {kNaN, 1.0f, 0.0f, -0.0f};
    const float y[] = {1.0f, kNaN, -0.0f, 0.0f};
    float out[4];
    table.Binary<float>(VectorBinaryOp::kMaximum, BroadcastRowKind::kBothVectors)(x, y, out, 4);
    EXPECT_TRUE(std::isnan(out[0]) && std::isnan(out[1])) << CpuIsaName(isa);
    EXPECT_TRUE(SameBits(out[2], 0.0f) && SameBits(out[3], -0.0f)) << CpuIsaName(isa);
    table.Binary<float>(VectorBinaryOp::kMinimum, BroadcastRowKind::kBothVectors)(x, y, out, 4);
    EXPECT_TRUE(std::isnan(out[0]) && std::isnan(out[1])) << CpuIsaName(isa);
    EXPECT_TRUE(SameBits(out[2], 0.0f) && SameBits(out[3], -0.0f)) << CpuIsaName(isa);
  }
}

struct UnaryCase {
  VectorUnaryOp op;
  const char* name;
  double (*reference)(double);
  float spread;
  int ulps;
};

TEST(VectorKernelsTest, TranscendentalsAgreeAcrossLevelsAndWithDouble) {
  const UnaryCase cases[] = {
      {VectorUnaryOp::kExp, "exp", [](double v) { return std::exp(v); }, 100.0f, 2},
      {VectorUnaryOp::kLog, "log", [](double v) { return std::log(v); }, 1e6f, 2},
      {VectorUnaryOp::kTanh, "tanh", [](double v) { return std::tanh(v); }, 6.0f, 5},
      {VectorUnaryOp::kSigmoid, "sigmoid", [](double v) { return 1.0 / (1.0 + std::exp(-v)); },
       30.0f, 3},
  };
  for (const UnaryCase& c : cases) {
    std::vector<float> x = Inputs(5000, c.spread);
    if (c.op == VectorUnaryOp::kLog) {  // positive inputs over many binades, then special ones
      std::mt19937 random(3);
      std::uniform_real_distribution<float> exponent(-44.0f, 38.0f);
      for (size_t i = 40; i < x.size(); ++i) x[i] = std::pow(10.0f, exponent(random));
    }
    const int op = static_cast<int>(c.op);
    std::vector<float> baseline(x.size());
    Baseline().unary_f32[op](x.data(), baseline.data(), static_cast<std::int64_t>(x.size()));
    for (size_t i = 0; i < x.size(); ++i) {
      ExpectNear(baseline[i], c.reference(x[i]), c.ulps, c.name, x[i]);
    }
    for (const CpuIsa isa : Levels()) {
      for (const size_t offset : {0, 1, 5}) {
        const size_t n = x.size() - offset;
        std::vector<float> out(n);
        VectorKernelsFor(isa)->unary_f32[op](x.data() + offset, out.data(),
                                             static_cast<std::int64_t>(n));
        for (size_t i = 0; i < n; ++i) {
          ExpectNear(out[i], baseline[offset + i], c.ulps + 1, c.name, x[offset + i]);
          ExpectNear(out[i], c.reference(x[offset + i]), c.ulps + 1, c.name, x[offset + i]);
        }
      }
    }
  }
}

TEST(VectorKernelsTest, TranscendentalSpecialValues) {
  const float x[] = {kInf, -kInf, kNaN, 0.0f, -1.0f, -0.0f};
  float out[6];
  for (const CpuIsa isa : Levels()) {
    const VectorKernels& table = *VectorKernelsFor(isa);
    table.unary_f32[static_cast<int>(VectorUnaryOp::kExp)](x, out, 6);
    EXPECT_EQ(out[0], kInf);
    EXPECT_EQ(out[1], 0.0f);
    EXPECT_TRUE(std::isnan(out[2]));
    EXPECT_EQ(out[3], 1.0f);
    table.unary_f32[static_cast<int>(VectorUnaryOp::kLog)](x, out, 6);
    EXPECT_EQ(out[0], kInf);
    EXPECT_TRUE(std::isnan(out[1]) && std::isnan(out[2]) && std::isnan(out[4]));
    EXPECT_EQ(out[3], -kInf);
    EXPECT_EQ(out[5], -kInf);
    table.unary_f32[static_cast<int>(VectorUnaryOp::kTanh)](x, out, 6);
    EXPECT_EQ(out[0], 1.0f);
    EXPECT_EQ(out[1], -1.0f);
    EXPECT_TRUE(std::isnan(out[2]));
    EXPECT_TRUE(SameBits(out[5], -0.0f));
    table.unary_f32[static_cast<int>(VectorUnaryOp::kSigmoid)](x, out, 6);
    EXPECT_EQ(out[0], 1.0f);
    EXPECT_EQ(out[1], 0.0f);
    EXPECT_TRUE(std::isnan(out[2]));
    EXPECT_EQ(out[3], 0.5f);
  }
}

TEST(VectorKernelsTest, SumAgreesAcrossLevelsAndWithDouble) {
  std::mt19937 random(11);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<float> x(100003);
  for (float& v : x) v = uniform(random);
  for (const size_t n : {0, 1, 15, 16, 17, 1000, 100000}) {
    double expected = 0.0, magnitude = 0.0;
    for (size_t i = 0; i < n; ++i) {
      expected += x[3 + i];
      magnitude += std::fabs(x[3 + i]);
    }
    const float baseline = Baseline().sum_f32(x.data() + 3, static_cast<std::int64_t>(n));
    EXPECT_NEAR(baseline, expected, 1e-6 * magnitude + 1e-30) << n;
    for (const CpuIsa isa : Levels()) {
      EXPECT_TRUE(SameBits(VectorKernelsFor(isa)->sum_f32(x.data() + 3, n), baseline))
          << CpuIsaName(isa) << " n=" << n;
    }
  }
  const float specials[] = {1.0f, kInf, 2.0f, kNaN};
  EXPECT_EQ(Baseline().sum_f32(specials, 3), kInf);
  EXPECT_TRUE(std::isnan(Baseline().sum_f32(specials, 4)));
}

TEST(VectorKernelsTest, SoftmaxRows) {
  std::mt19937 random(5);
  std::uniform_real_distribution<float> uniform(-50.0f, 50.0f);
  for (const size_t n : {1, 2, 17, 1024, 1031}) {
    std::vector<float> x(n);
    for (float& v : x) v = uniform(random);
    // The reference starts from the same float differences x - max (their rounding is the
    // float softmax's own) and is exact from there.
    float max = -kInf;
    for (float v : x) max = std::max(max, v);
    double sum = 0.0;
    for (float v : x) sum += std::exp(static_cast<double>(v - max));
    std::vector<float> baseline(n);
    Baseline().softmax_row_f32(x.data(), baseline.data(), static_cast<std::int64_t>(n));
    for (size_t i = 0; i < n; ++i) {
      ExpectNear(baseline[i], std::exp(static_cast<double>(x[i] - max)) / sum, 4, "softmax",
                 x[i]);
    }
    for (const CpuIsa isa : Levels()) {
      std::vector<float> out(n);
      VectorKernelsFor(isa)->softmax_row_f32(x.data(), out.data(), static_cast<std::int64_t>(n));
      for (size_t i = 0; i < n; ++i) ExpectNear(out[i], baseline[i], 3, "softmax", x[i]);
    }
  }
  // A NaN makes the whole row NaN; an infinite logit takes all the weight... of NaN (inf - inf).
  const float with_nan[] = {1.0f, kNaN, 2.0f};
  float out[3];
  Baseline().softmax_row_f32(with_nan, out, 3);
  EXPECT_TRUE(std::isnan(out[0]) && std::isnan(out[1]) && std::isnan(out[2]));
  const float large[] = {1000.0f, 0.0f, 1000.0f};
  Baseline().softmax_row_f32(large, out, 3);
  EXPECT_FLOAT_EQ(out[0], 0.5f);
  EXPECT_EQ(out[1], 0.0f);
}

TEST(VectorKernelsTest, CastsSaturateAndZeroNaN) {
  const std::vector<float> x = Inputs(1000, 3e9f);
  const size_t n = x.size();
  for (const CpuIsa isa : Levels()) {
    const VectorKernels& table = *VectorKernelsFor(isa);
    std::vector<std::int32_t> ints(n);
    table.cast_f32_to_i32(x.data(), ints.data(), static_cast<std::int64_t>(n));
    for (size_t i = 0; i < n; ++i) {
      const double v = x[i];
      const std::int32_t expected =
          std::isnan(v) ? 0
          : v <= -2147483648.0 ? std::numeric_limits<std::int32_t>::min()
          : v >= 2147483648.0  ? std::numeric_limits<std::int32_t>::max()
                               : static_cast<std::int32_t>(v);
      ASSERT_EQ(ints[i], expected) << CpuIsaName(isa) << " cast(" << x[i] << ")";
    }
    std::vector<float> back(n);
    table.cast_i32_to_f32(ints.data(), back.data(), static_cast<std::int64_t>(n));
    for (size_t i = 0; i < n; ++i) ASSERT_EQ(back[i], static_cast<float>(ints[i]));
    std::vector<double> wide(n);
    table.cast_f32_to_f64(x.data(), wide.data(), static_cast<std::int64_t>(n));
    std::vector<float> narrow(n);
    table.cast_f64_to_f32(wide.data(), narrow.data(), static_cast<std::int64_t>(n));
    for (size_t i = 0; i < n; ++i) {
      ASSERT_TRUE(SameBits(wide[i], static_cast<double>(x[i])));
      ASSERT_TRUE(SameBits(narrow[i], x[i]));
    }
    const double big[] = {1e300, -1e300};
    float out[2];
    table.cast_f64_to_f32(big, out, 2);
    EXPECT_EQ(out[0], kInf);
    EXPECT_EQ(out[1], -kInf);
  }
}

}  // namespace
}  // namespace tensorflow
