// Prints TensorFlow's own answers for the helper APIs whose numbers and texts TensorFlow defines,
// as tab-separated lines "<file>\t<kind>\t<fields...>". record_tf_reference.py compiles this
// against an installed TensorFlow pip package (its headers and libtensorflow_framework.so) and
// splits the lines into the .tsv files beside it. It is not part of the Bazel build: tflc's
// tests read the recorded files and never need TensorFlow.
//
// One file of about 1000 lines, not one per helper: the script compiles and links a single
// source against TensorFlow's pip package (each extra translation unit pulls TensorFlow's heavy
// headers again), and the sections are independent runs of prints, one per recorded .tsv.
//
// Every value is printed exactly: integers in decimal, bit patterns of floating-point values in
// hex, text with C escapes (so tabs and newlines never break a line).
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <limits>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "tensorflow/core/framework/kernel_shape_util.h"
#include "tensorflow/core/framework/ops_util.h"
#include "tensorflow/core/lib/hash/hash.h"
#include "tensorflow/core/lib/random/philox_random.h"
#include "tensorflow/core/lib/random/random_distributions.h"
#include "tensorflow/core/lib/random/simple_philox.h"
#include "tensorflow/core/lib/strings/numbers.h"
#include "tensorflow/core/lib/strings/str_util.h"
#include "tensorflow/core/util/bcast.h"
#include "tensorflow/core/util/guarded_philox_random.h"
#include "tensorflow/core/util/padding.h"
#include "tensorflow/core/util/strided_slice_op.h"
#include "tensorflow/core/util/tensor_format.h"

namespace tf = tensorflow;
using tf::random::PhiloxRandom;

namespace {

std::string Escape(absl::string_view text) {
  std::string out;
  for (unsigned char c : text) {
    if (c == '\\') {
      out += "\\\\";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c < 0x20 || c >= 0x7f) {
      char buffer[8];
      snprintf(buffer, sizeof(buffer), "\\x%02x", c);
      out += buffer;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

std::string Hex(uint64_t value) {
  char buffer[32];
  snprintf(buffer, sizeof(buffer), "%" PRIx64, value);
  return buffer;
}

std::string Dec(int64_t value) { return std::to_string(value); }

std::string FloatBits(float value) {
  uint32_t bits;
  memcpy(&bits, &value, sizeof(bits));
  return Hex(bits);
}

std::string DoubleBits(double value) {
  uint64_t bits;
  memcpy(&bits, &value, sizeof(bits));
  return Hex(bits);
}

template <typename Vector>
std::string List(const Vector& values) {
  std::string out = "[";
  for (size_t i = 0; i < values.size(); ++i) {
    if (i > 0) out += ",";
    out += Dec(values[i]);
  }
  return out + "]";
}

std::string Words(const PhiloxRandom::ResultType& words) {
  return Hex(words[0]) + " " + Hex(words[1]) + " " + Hex(words[2]) + " " + Hex(words[3]);
}

std::string Words(const PhiloxRandom::Key& words) { return Hex(words[0]) + " " + Hex(words[1]); }

std::string StatusText(const absl::Status& status) { return Escape(status.ToString()); }

void Line(const char* file, const std::vector<std::string>& fields) {
  std::string line = file;
  for (const std::string& field : fields) line += "\t" + field;
  printf("%s\n", line.c_str());
}

PhiloxRandom::ResultType Counter(uint32_t a, uint32_t b, uint32_t c, uint32_t d) {
  PhiloxRandom::ResultType counter;
  counter[0] = a;
  counter[1] = b;
  counter[2] = c;
  counter[3] = d;
  return counter;
}

PhiloxRandom::Key Key(uint32_t a, uint32_t b) {
  PhiloxRandom::Key key;
  key[0] = a;
  key[1] = b;
  return key;
}

void Philox() {
  for (uint64_t seed : {uint64_t{0}, uint64_t{1}, uint64_t{0x123456789abcdef0}}) {
    PhiloxRandom gen(seed);
    Line("philox", {"seed", Hex(seed), Words(gen.counter()), Words(gen.key()), Words(gen())});
  }
  for (auto [lo, hi] : std::vector<std::pair<uint64_t, uint64_t>>{
           {0, 0}, {7, 11}, {0xfedcba9876543210, 0x0123456789abcdef}}) {
    PhiloxRandom gen(lo, hi);
    Line("philox", {"seed_pair", Hex(lo), Hex(hi), Words(gen.counter()), Words(gen.key()),
                    Words(gen())});
  }
  struct SkipCase {
    PhiloxRandom::ResultType counter;
    uint64_t count;
  };
  const std::vector<SkipCase> skips = {
      {Counter(0, 0, 0, 0), 0},
      {Counter(0, 0, 0, 0), 1},
      {Counter(5, 6, 7, 8), 1000},
      {Counter(0xffffffff, 0, 0, 0), 1},
      {Counter(0xfffffff0, 0, 0, 0), 0x20},
      {Counter(1, 2, 3, 4), 0x100000000},
      {Counter(0xffffffff, 0xffffffff, 0, 0), 1},
      {Counter(0xffffffff, 0xffffffff, 0xffffffff, 0), 1},
      {Counter(0x80000000, 0xfffffffe, 9, 9), 0x80000000},
      {Counter(0, 0xffffffff, 0xffffffff, 3), 0x0000000100000000},
      {Counter(0x12345678, 0x9abcdef0, 0x0fedcba9, 0x87654321), 0x00000012fffffff0},
  };
  for (const SkipCase& skip : skips) {
    PhiloxRandom gen(skip.counter, Key(0x11111111, 0x22222222));
    gen.Skip(skip.count);
    Line("philox", {"skip", Words(skip.counter), Hex(skip.count), Words(gen.counter())});
  }
}

void Distributions() {
  const uint32_t words[] = {0,          1,          0x7fffff,   0x800000,   0x3f800000,
                            0x12345678, 0x80000000, 0xfffffffe, 0xffffffff, 0xdeadbeef};
  for (uint32_t x : words) {
    Line("distributions", {"uint32_to_float", Hex(x), FloatBits(tf::random::Uint32ToFloat(x))});
    const Eigen::half half = tf::random::Uint16ToHalf(static_cast<uint16_t>(x));
    const tf::bfloat16 gfloat = tf::random::Uint16ToGfloat16(static_cast<uint16_t>(x));
    Line("distributions", {"uint16_to_half", Hex(x & 0xffff),
                           Hex(Eigen::numext::bit_cast<uint16_t>(half))});
    Line("distributions", {"uint16_to_gfloat16", Hex(x & 0xffff),
                           Hex(Eigen::numext::bit_cast<uint16_t>(gfloat))});
    for (uint32_t y : {uint32_t{0}, uint32_t{0x9abcdef0}, uint32_t{0xffffffff}}) {
      Line("distributions",
           {"uint64_to_double", Hex(x), Hex(y), DoubleBits(tf::random::Uint64ToDouble(x, y))});
      float f0, f1;
      tf::random::BoxMullerFloat(x, y, &f0, &f1);
      Line("distributions", {"box_muller_float", Hex(x), Hex(y), FloatBits(f0), FloatBits(f1)});
      double d0, d1;
      tf::random::BoxMullerDouble(x, y, y ^ x, x + 3, &d0, &d1);
      Line("distributions", {"box_muller_double", Hex(x), Hex(y), Hex(y ^ x), Hex(x + 3),
                             DoubleBits(d0), DoubleBits(d1)});
    }
  }
  // SingleSampleAdapter::Skip from every position in a block, by several counts.
  for (int used : {0, 1, 3}) {
    for (uint64_t skip : {0, 1, 2, 3, 4, 5, 7, 8, 9, 1001}) {
      PhiloxRandom gen(Counter(1, 2, 3, 4), Key(5, 6));
      tf::random::SingleSampleAdapter<PhiloxRandom> single(&gen);
      for (int i = 0; i < used; ++i) single();
      single.Skip(skip);
      std::string next = Hex(single());
      for (int i = 0; i < 5; ++i) next += " " + Hex(single());
      Line("distributions", {"single_sample_skip", Dec(used), Dec(skip), next});
    }
  }
  // UniformDistribution<int32/int64> over ranges that cross zero and span the whole type.
  struct IntRange {
    int64_t lo, hi;
  };
  for (IntRange range : std::vector<IntRange>{{0, 10}, {-5, 5}, {-2147483648LL, 2147483647LL},
                                             {100, 101}, {-7, 1000000}}) {
    PhiloxRandom gen(Counter(9, 8, 7, 6), Key(3, 4));
    tf::random::UniformDistribution<PhiloxRandom, int32_t> dist(range.lo, range.hi);
    std::string values;
    for (int call = 0; call < 3; ++call) {
      auto result = dist(&gen);
      for (int i = 0; i < 4; ++i) values += (values.empty() ? "" : " ") + Dec(result[i]);
    }
    Line("distributions", {"uniform_int32", Dec(range.lo), Dec(range.hi), values});
  }
  for (IntRange range : std::vector<IntRange>{{0, 10},
                                             {-5, 5},
                                             {INT64_MIN, INT64_MAX},
                                             {-1000000000000LL, 3}}) {
    PhiloxRandom gen(Counter(9, 8, 7, 6), Key(3, 4));
    tf::random::UniformDistribution<PhiloxRandom, int64_t> dist(range.lo, range.hi);
    std::string values;
    for (int call = 0; call < 3; ++call) {
      auto result = dist(&gen);
      for (int i = 0; i < 2; ++i) values += (values.empty() ? "" : " ") + Dec(result[i]);
    }
    Line("distributions", {"uniform_int64", Dec(range.lo), Dec(range.hi), values});
  }
}

void SimplePhiloxSequences() {
  auto emit = [](const std::string& op, int64_t arg, auto&& draw) {
    PhiloxRandom gen(0x0123456789abcdefULL, 0x42ULL);
    tf::random::SimplePhilox simple(&gen);
    std::string values;
    for (int i = 0; i < 10; ++i) values += (i ? " " : "") + draw(simple);
    // Where the generator stands afterwards tells how many 32-bit samples were used.
    Line("simple_philox", {op, Dec(arg), values, Words(gen.counter())});
  };
  emit("rand32", 0, [](tf::random::SimplePhilox& s) { return Hex(s.Rand32()); });
  emit("rand64", 0, [](tf::random::SimplePhilox& s) { return Hex(s.Rand64()); });
  emit("rand_float", 0, [](tf::random::SimplePhilox& s) { return FloatBits(s.RandFloat()); });
  emit("rand_double", 0, [](tf::random::SimplePhilox& s) { return DoubleBits(s.RandDouble()); });
  for (uint32_t n : {0u, 1u, 2u, 3u, 7u, 10u, 64u, 1000u, 0x80000001u, 0xfffffffeu, 0xffffffffu}) {
    emit("uniform", n, [n](tf::random::SimplePhilox& s) { return Dec(s.Uniform(n)); });
  }
  for (uint64_t n : {uint64_t{0}, uint64_t{1}, uint64_t{5}, uint64_t{1} << 40,
                     (uint64_t{1} << 63) + 1, ~uint64_t{0}}) {
    emit("uniform64", static_cast<int64_t>(n),
         [n](tf::random::SimplePhilox& s) { return Hex(s.Uniform64(n)); });
  }
  for (int max_log : {0, 1, 5, 16, 31, 32}) {
    emit("skewed", max_log,
         [max_log](tf::random::SimplePhilox& s) { return Hex(s.Skewed(max_log)); });
  }
  for (uint32_t n : {1u, 2u, 3u}) {
    emit("one_in", n, [n](tf::random::SimplePhilox& s) { return Dec(s.OneIn(n)); });
  }
  // One generator shared by calls of every kind, in turn.
  PhiloxRandom gen(99, 100);
  tf::random::SimplePhilox simple(&gen);
  // One statement per call: the operands of + may be evaluated in any order.
  std::string values = Hex(simple.Rand32());
  values += " " + Hex(simple.Rand64());
  values += " " + FloatBits(simple.RandFloat());
  values += " " + DoubleBits(simple.RandDouble());
  values += " " + Dec(simple.Uniform(17));
  values += " " + Hex(simple.Uniform64(1000003));
  values += " " + Hex(simple.Skewed(9));
  values += " " + Hex(simple.Rand32());
  Line("simple_philox", {"mixed", "0", values, Words(gen.counter())});
}

void Guarded() {
  for (auto [seed, seed2] : std::vector<std::pair<int64_t, int64_t>>{
           {1, 0}, {0, 1}, {87654321, 12345}, {-1, -2}}) {
    tf::GuardedPhiloxRandom guarded;
    guarded.Init(seed, seed2);
    std::string generators;
    for (int64_t samples : {3, 0, 5}) {
      PhiloxRandom local = guarded.ReserveSamples128(samples);
      generators += (generators.empty() ? "" : " ") + Words(local.counter());
    }
    PhiloxRandom local = guarded.ReserveSamples32(9);
    generators += " " + Words(local.counter());
    local = guarded.ReserveRandomOutputs(10, 256);
    generators += " " + Words(local.counter());
    local = guarded.ReserveSamples128(1);
    Line("guarded_philox", {"reserve", Dec(seed), Dec(seed2), generators, Words(local.counter()),
                            Words(local.key())});
  }
}

void Hashes() {
  std::vector<std::string> inputs = {"", "a", "ab", "abc", "abcd", "hello", "hello world",
                                     "The quick brown fox jumps over the lazy dog"};
  std::string bytes;
  for (int length = 0; length <= 20; ++length) {
    inputs.push_back(bytes);
    bytes += static_cast<char>(0x80 + 13 * length);  // high bytes: signedness must not matter
  }
  inputs.push_back(std::string("\0\0\0", 3));
  inputs.push_back(std::string("\xff\xfe\x00\x01\x7f\x80", 6));
  for (const std::string& input : inputs) {
    std::string hex;
    for (unsigned char c : input) {
      char buffer[4];
      snprintf(buffer, sizeof(buffer), "%02x", c);
      hex += buffer;
    }
    if (hex.empty()) hex = "-";
    Line("hash", {"hash64_default", hex, Hex(tf::Hash64(input))});
    for (uint64_t seed : {uint64_t{0}, uint64_t{1}, uint64_t{0xdecafcaffe}, ~uint64_t{0}}) {
      Line("hash", {"hash64", hex, Hex(seed), Hex(tf::Hash64(input.data(), input.size(), seed))});
    }
    for (uint32_t seed : {0u, 1u, 0xbc9f1d34u, 0xffffffffu}) {
      Line("hash", {"hash32", hex, Hex(seed), Hex(tf::Hash32(input.data(), input.size(), seed))});
    }
  }
  for (auto [a, b] : std::vector<std::pair<uint64_t, uint64_t>>{
           {0, 0}, {1, 2}, {0xffffffffffffffff, 0x123456789}, {0x9e3779b97f4a7800, 42}}) {
    Line("hash", {"hash64_combine", Hex(a), Hex(b), Hex(tf::Hash64Combine(a, b))});
  }
}

const tf::TensorFormat kFormats[] = {tf::FORMAT_NHWC,        tf::FORMAT_NCHW,
                                     tf::FORMAT_NCHW_VECT_C, tf::FORMAT_NHWC_VECT_W,
                                     tf::FORMAT_HWNC,        tf::FORMAT_HWCN};
const tf::FilterTensorFormat kFilterFormats[] = {tf::FORMAT_HWIO, tf::FORMAT_OIHW,
                                                 tf::FORMAT_OIHW_VECT_I};

std::string ShapeOrStatus(const absl::Status& status, const tf::TensorShape& shape) {
  return status.ok() ? List(shape.dim_sizes()) : StatusText(status);
}

void TensorFormats() {
  for (tf::TensorFormat format : kFormats) {
    Line("tensor_format", {"to_string", Dec(format), tf::ToString(format)});
  }
  Line("tensor_format", {"filter_to_string", Dec(tf::FORMAT_OHWI), tf::ToString(tf::FORMAT_OHWI)});
  for (tf::FilterTensorFormat format : kFilterFormats) {
    Line("tensor_format", {"filter_to_string", Dec(format), tf::ToString(format)});
  }
  for (const char* text : {"NHWC", "NCHW", "NDHWC", "NCDHW", "NCHW_VECT_C", "NHWC_VECT_W", "HWNC",
                           "HWCN", "nhwc", "", "NWC", "NCW", "NCDHW_VECT_C", "HWIO", "NHWC "}) {
    tf::TensorFormat format = static_cast<tf::TensorFormat>(-1);
    const bool ok = tf::FormatFromString(text, &format);
    Line("tensor_format", {"from_string", Escape(text), Dec(ok), ok ? Dec(format) : "-"});
  }
  for (const char* text : {"HWIO", "OIHW", "DHWIO", "OIDHW", "OIHW_VECT_I", "OHWI", "hwio", "",
                           "IOHW", "NHWC"}) {
    tf::FilterTensorFormat format = static_cast<tf::FilterTensorFormat>(-1);
    const bool ok = tf::FilterFormatFromString(text, &format);
    Line("tensor_format", {"filter_from_string", Escape(text), Dec(ok), ok ? Dec(format) : "-"});
  }
  for (tf::TensorFormat format : kFormats) {
    for (int num_dims : {3, 4, 5, 6}) {
      const int spatial = tf::GetTensorSpatialDims(num_dims, format);
      if (spatial < 1) continue;
      std::string spatial_indices;
      for (int d = 0; d < spatial; ++d) {
        spatial_indices += (d ? "," : "") + Dec(tf::GetTensorSpatialDimIndex(num_dims, format, d));
      }
      Line("tensor_format",
           {"dims", Dec(format), Dec(num_dims), Dec(spatial),
            Dec(tf::GetTensorDimsFromSpatialDims(spatial, format)),
            Dec(tf::GetTensorBatchDimIndex(num_dims, format)),
            Dec(tf::GetTensorFeatureDimIndex(num_dims, format)), spatial_indices});
    }
    for (char dimension : {'N', 'C', 'H', 'W', '0', '1', '2'}) {
      const int index2 = tf::GetTensorDimIndex<2>(format, dimension);
      const int index3 = tf::GetTensorDimIndex<3>(format, dimension);
      Line("tensor_format", {"dim_index", Dec(format), std::string(1, dimension), Dec(index2),
                             Dec(index3), Dec(tf::GetTensorDimIndex(format, dimension))});
    }
  }
  for (tf::FilterTensorFormat format : kFilterFormats) {
    for (int num_dims : {3, 4, 5, 6}) {
      const int spatial = tf::GetFilterTensorSpatialDims(num_dims, format);
      if (spatial < 1) continue;
      std::string spatial_indices;
      for (int d = 0; d < spatial; ++d) {
        spatial_indices +=
            (d ? "," : "") + Dec(tf::GetFilterTensorSpatialDimIndex(num_dims, format, d));
      }
      Line("tensor_format",
           {"filter_dims", Dec(format), Dec(num_dims), Dec(spatial),
            Dec(tf::GetFilterTensorDimsFromSpatialDims(spatial, format)),
            Dec(tf::GetFilterTensorInputChannelsDimIndex(num_dims, format)),
            Dec(tf::GetFilterTensorOutputChannelsDimIndex(num_dims, format)), spatial_indices});
    }
    for (char dimension : {'O', 'I', 'H', 'W', '0', '1', '2'}) {
      Line("tensor_format", {"filter_dim_index", Dec(format), std::string(1, dimension),
                             Dec(tf::GetFilterDimIndex<2>(format, dimension)),
                             Dec(tf::GetFilterDimIndex<3>(format, dimension))});
    }
  }
  struct ShapeCase {
    tf::TensorFormat format;
    int64_t n;
    std::vector<int64_t> spatial;
    int64_t c;
  };
  const std::vector<ShapeCase> shapes = {
      {tf::FORMAT_NHWC, 2, {3, 4}, 5},          {tf::FORMAT_NCHW, 2, {3, 4}, 5},
      {tf::FORMAT_NCHW_VECT_C, 2, {3, 4}, 8},   {tf::FORMAT_NHWC_VECT_W, 2, {3, 8}, 5},
      {tf::FORMAT_HWNC, 2, {3, 4}, 5},          {tf::FORMAT_HWCN, 2, {3, 4}, 5},
      {tf::FORMAT_NHWC, 1, {2, 3, 4}, 6},       {tf::FORMAT_NCHW, 1, {2, 3, 4}, 6},
      {tf::FORMAT_NHWC, 7, {9}, 2},             {tf::FORMAT_HWCN, 7, {9}, 2},
      {tf::FORMAT_NHWC, -1, {3, 4}, 5},         {tf::FORMAT_NCHW, 2, {3, -4}, 5},
      {tf::FORMAT_NHWC, 0, {0, 4}, 5},          {tf::FORMAT_NCHW_VECT_C, 1, {2, 3, 4}, 12},
  };
  for (const ShapeCase& c : shapes) {
    tf::TensorShape shape;
    const absl::Status status =
        tf::ShapeFromFormatWithStatus(c.format, c.n, c.spatial, c.c, &shape);
    Line("tensor_format", {"shape_from_format", Dec(c.format), Dec(c.n), List(c.spatial), Dec(c.c),
                           ShapeOrStatus(status, shape)});
  }
  struct ConvertCase {
    tf::TensorFormat dst;
    std::vector<int64_t> src;
    tf::TensorFormat src_format;
  };
  const std::vector<ConvertCase> conversions = {
      {tf::FORMAT_NCHW, {2, 3, 4, 5}, tf::FORMAT_NHWC},
      {tf::FORMAT_NHWC, {2, 5, 3, 4}, tf::FORMAT_NCHW},
      {tf::FORMAT_NHWC, {2, 3, 4, 5}, tf::FORMAT_NHWC},
      {tf::FORMAT_NCHW_VECT_C, {2, 3, 4, 8}, tf::FORMAT_NHWC},
      {tf::FORMAT_NHWC, {2, 2, 3, 4, 4}, tf::FORMAT_NCHW_VECT_C},
      {tf::FORMAT_NHWC, {2, 3, 2, 5, 4}, tf::FORMAT_NHWC_VECT_W},
      {tf::FORMAT_HWCN, {2, 3, 4, 5, 6}, tf::FORMAT_NHWC},
      {tf::FORMAT_NCHW, {3, 4, 5, 2}, tf::FORMAT_HWCN},
      {tf::FORMAT_HWNC, {2, 3, 4, 5, 6}, tf::FORMAT_NCHW},
  };
  for (const ConvertCase& c : conversions) {
    tf::TensorShape shape;
    const absl::Status status =
        tf::ShapeFromFormatWithStatus(c.dst, tf::TensorShape(c.src), c.src_format, &shape);
    Line("tensor_format", {"shape_convert", Dec(c.dst), List(c.src), Dec(c.src_format),
                           ShapeOrStatus(status, shape)});
  }
  struct FilterCase {
    tf::FilterTensorFormat format;
    std::vector<int64_t> spatial;
    int64_t i, o;
  };
  const std::vector<FilterCase> filters = {
      {tf::FORMAT_HWIO, {3, 4}, 5, 6},        {tf::FORMAT_OIHW, {3, 4}, 5, 6},
      {tf::FORMAT_OIHW_VECT_I, {3, 4}, 8, 6}, {tf::FORMAT_HWIO, {2, 3, 4}, 5, 6},
      {tf::FORMAT_OIHW, {2, 3, 4}, 5, 6},
  };
  for (const FilterCase& c : filters) {
    Line("tensor_format",
         {"filter_shape", Dec(c.format), List(c.spatial), Dec(c.i), Dec(c.o),
          List(tf::ShapeFromFilterTensorFormat(c.format, c.spatial, c.i, c.o).dim_sizes())});
  }
  struct FilterConvertCase {
    tf::FilterTensorFormat dst;
    std::vector<int64_t> src;
    tf::FilterTensorFormat src_format;
  };
  const std::vector<FilterConvertCase> filter_conversions = {
      {tf::FORMAT_OIHW, {3, 4, 5, 6}, tf::FORMAT_HWIO},
      {tf::FORMAT_HWIO, {6, 5, 3, 4}, tf::FORMAT_OIHW},
      {tf::FORMAT_OIHW_VECT_I, {3, 4, 8, 6}, tf::FORMAT_HWIO},
      {tf::FORMAT_HWIO, {6, 2, 3, 4, 4}, tf::FORMAT_OIHW_VECT_I},
      {tf::FORMAT_OIHW, {2, 3, 4, 5, 6}, tf::FORMAT_HWIO},
      {tf::FORMAT_HWIO, {3, 4, 5, 6}, tf::FORMAT_HWIO},
  };
  for (const FilterConvertCase& c : filter_conversions) {
    Line("tensor_format",
         {"filter_convert", Dec(c.dst), List(c.src), Dec(c.src_format),
          List(tf::ShapeFromFilterFormat(c.dst, tf::TensorShape(c.src), c.src_format)
                   .dim_sizes())});
  }
  const std::vector<int64_t> paddings = {1, 2, 3, 4, 5, 6, 7, 8};
  for (tf::TensorFormat format : {tf::FORMAT_NHWC, tf::FORMAT_NCHW, tf::FORMAT_HWNC}) {
    for (char dimension : {'N', 'H', 'W', 'C'}) {
      int64_t before = 0, after = 0;
      tf::GetExplicitPaddingForDim(paddings, format, dimension, &before, &after);
      Line("tensor_format", {"explicit_padding", Dec(format), std::string(1, dimension),
                             Dec(before), Dec(after)});
    }
  }
  Line("tensor_format", {"attr", "convnet_data_format", tf::GetConvnetDataFormatAttrString()});
  Line("tensor_format", {"attr", "convnet3d_data_format", tf::GetConvnet3dDataFormatAttrString()});
  Line("tensor_format", {"attr", "convnet_filter_format", tf::GetConvnetFilterFormatAttrString()});
  Line("tensor_format",
       {"attr", "convnet3d_filter_format", tf::GetConvnet3dFilterFormatAttrString()});
  Line("tensor_format",
       {"attr", "convnet_data_format_2d_3d", tf::GetConvnetDataFormat2D3DAttrString()});
}

void Paddings() {
  for (const char* text : {"VALID", "SAME", "EXPLICIT", "valid", "", "FULL"}) {
    tf::Padding padding = static_cast<tf::Padding>(0);
    const absl::Status status = tf::GetPaddingFromString(text, &padding);
    Line("padding", {"from_string", Escape(text), StatusText(status), Dec(padding)});
  }
  struct CheckCase {
    tf::Padding padding;
    std::vector<int64_t> explicit_paddings;
    int num_dims;
    tf::TensorFormat format;
  };
  const std::vector<CheckCase> checks = {
      {tf::VALID, {}, 4, tf::FORMAT_NHWC},
      {tf::SAME, {}, 4, tf::FORMAT_NHWC},
      {tf::SAME, {0, 0, 1, 1, 1, 1, 0, 0}, 4, tf::FORMAT_NHWC},
      {tf::EXPLICIT, {0, 0, 1, 2, 3, 4, 0, 0}, 4, tf::FORMAT_NHWC},
      {tf::EXPLICIT, {0, 0, 0, 0, 1, 2, 3, 4}, 4, tf::FORMAT_NCHW},
      {tf::EXPLICIT, {0, 0, 1, 2, 3, 4}, 4, tf::FORMAT_NHWC},
      {tf::EXPLICIT, {}, 4, tf::FORMAT_NHWC},
      {tf::EXPLICIT, {0, 0, 1, -2, 3, 4, 0, 0}, 4, tf::FORMAT_NHWC},
      {tf::EXPLICIT, {1, 0, 1, 2, 3, 4, 0, 0}, 4, tf::FORMAT_NHWC},
      {tf::EXPLICIT, {0, 0, 1, 2, 3, 4, 0, 1}, 4, tf::FORMAT_NHWC},
      {tf::EXPLICIT, {0, 0, 1, 2, 0, 0, 3, 4}, 4, tf::FORMAT_NCHW},
      {tf::EXPLICIT, {0, 0, 1, 1, 2, 2, 3, 3, 0, 0}, 5, tf::FORMAT_NHWC},
  };
  for (const CheckCase& c : checks) {
    const absl::Status status =
        tf::CheckValidPadding(c.padding, c.explicit_paddings, c.num_dims, c.format);
    Line("padding", {"check_valid", Dec(c.padding), List(c.explicit_paddings), Dec(c.num_dims),
                     Dec(c.format), StatusText(status)});
  }
  Line("padding", {"attr", "padding", tf::GetPaddingAttrString()});
  Line("padding", {"attr", "padding_with_explicit", tf::GetPaddingAttrStringWithExplicit()});
  Line("padding", {"attr", "explicit_paddings", tf::GetExplicitPaddingsAttrString()});
}

void KernelShapes() {
  for (int64_t input : {0, 1, 5, 10, 11}) {
    for (int64_t filter : {1, 2, 3, 6, 12}) {
      for (int dilation : {1, 2}) {
        for (int64_t stride : {1, 2, 3}) {
          for (tf::Padding padding : {tf::VALID, tf::SAME}) {
            int64_t output = -99, padding_size = -99;
            const absl::Status status = tf::GetWindowedOutputSize(
                input, filter, dilation, stride, padding, &output, &padding_size);
            Line("kernel_shape", {"windowed", Dec(input), Dec(filter), Dec(dilation), Dec(stride),
                                  Dec(padding), StatusText(status), Dec(output),
                                  Dec(padding_size)});
          }
        }
      }
    }
  }
  struct VerboseCase {
    int64_t input, filter, dilation, stride;
    tf::Padding padding;
    int64_t before, after;
  };
  const std::vector<VerboseCase> verbose = {
      {10, 3, 1, 1, tf::SAME, 0, 0},     {10, 4, 1, 1, tf::SAME, 0, 0},
      {10, 4, 1, 3, tf::SAME, 0, 0},     {10, 3, 2, 2, tf::SAME, 0, 0},
      {10, 3, 1, 1, tf::VALID, 5, 5},    {10, 3, 1, 1, tf::EXPLICIT, 1, 2},
      {10, 3, 1, 2, tf::EXPLICIT, 0, 0}, {2, 5, 1, 1, tf::EXPLICIT, 1, 1},
      {2, 5, 1, 1, tf::EXPLICIT, 0, 0},  {10, 3, 1, 0, tf::SAME, 0, 0},
      {10, 3, 1, -1, tf::VALID, 0, 0},   {10, 3, 0, 1, tf::VALID, 0, 0},
      {10, 3, -2, 1, tf::SAME, 0, 0},    {1, 1, 1, 1, tf::SAME, 0, 0},
      {0, 3, 1, 1, tf::SAME, 0, 0},      {7, 3, 3, 2, tf::EXPLICIT, 2, 2},
  };
  for (const VerboseCase& c : verbose) {
    int64_t output = -99, before = c.before, after = c.after;
    const absl::Status status = tf::GetWindowedOutputSizeVerbose(
        c.input, c.filter, c.dilation, c.stride, c.padding, &output, &before, &after);
    Line("kernel_shape", {"windowed_verbose", Dec(c.input), Dec(c.filter), Dec(c.dilation),
                          Dec(c.stride), Dec(c.padding), Dec(c.before), Dec(c.after),
                          StatusText(status), Dec(output), Dec(before), Dec(after)});
  }
  {
    int64_t output = -99, padding_size = -99;
    const absl::Status status =
        tf::GetWindowedOutputSize(10, 3, 1, 1, tf::EXPLICIT, &output, &padding_size);
    Line("kernel_shape", {"windowed", "10", "3", "1", "1", Dec(tf::EXPLICIT), StatusText(status),
                          Dec(output), Dec(padding_size)});
  }
  struct Output3dCase {
    std::array<int64_t, 3> input, window, dilations, strides;
    tf::Padding padding;
  };
  const std::vector<Output3dCase> outputs3d = {
      {{8, 9, 10}, {3, 3, 3}, {1, 1, 1}, {1, 2, 3}, tf::SAME},
      {{8, 9, 10}, {3, 2, 1}, {1, 2, 1}, {2, 2, 2}, tf::VALID},
      {{8, 9, 2}, {3, 2, 5}, {1, 1, 1}, {1, 1, 1}, tf::VALID},
      {{8, 9, 10}, {3, 3, 3}, {1, 1, 1}, {1, 0, 1}, tf::SAME},
  };
  for (const Output3dCase& c : outputs3d) {
    std::array<int64_t, 3> output = {-99, -99, -99}, padding = {-99, -99, -99};
    const absl::Status status = tf::Get3dOutputSizeV2(c.input, c.window, c.dilations, c.strides,
                                                      c.padding, &output, &padding);
    Line("kernel_shape",
         {"output3d", List(c.input), List(c.window), List(c.dilations), List(c.strides),
          Dec(c.padding), StatusText(status), List(output), List(padding)});
  }
  for (int index : {0, 1, 2, 3, 4, 5}) {
    for (int in_size : {4, 5}) {
      for (int ksize : {1, 2, 3}) {
        for (int stride : {1, 2}) {
          for (int pad : {0, 1}) {
            int bindex = -99, bsize = -99;
            const absl::Status status =
                tf::GetBroadcastSize(index, in_size, ksize, stride, pad, &bindex, &bsize);
            Line("kernel_shape", {"broadcast_size", Dec(index), Dec(in_size), Dec(ksize),
                                  Dec(stride), Dec(pad), StatusText(status), Dec(bindex),
                                  Dec(bsize)});
          }
        }
      }
    }
  }
  for (const char* text : {"", "abc", "a b/c", "worker-1_x", "ünï", "a.b:c"}) {
    Line("kernel_shape", {"sanitize", Escape(text), Escape(tf::SanitizeThreadSuffix(text))});
  }
}

std::string Vec(const tf::BCast::Vec& v) { return List(v); }

void BCasts() {
  const std::vector<tf::BCast::Vec> shapes = {
      {},        {1},       {3},          {1, 1},       {1, 3},     {3, 1},    {2, 3},
      {2, 1, 3}, {4, 1, 1}, {1, 2, 1, 3}, {5, 1, 3, 1}, {0},        {2, 0},    {1, 0, 1},
      {-1, 3},   {3, -1},   {2, 3, 4},    {1, 3, 1, 4}, {2, 1, 1, 4}};
  for (const auto& x : shapes) {
    for (const auto& y : shapes) {
      for (bool fewer : {true, false}) {
        for (bool batch : {false, true}) {
          tf::BCast b(x, y, fewer, batch);
          if (!b.IsValid()) {
            Line("bcast", {"bcast", Vec(x), Vec(y), Dec(fewer), Dec(batch), "0"});
            continue;
          }
          Line("bcast", {"bcast", Vec(x), Vec(y), Dec(fewer), Dec(batch), "1",
                         Vec(b.x_reshape()), Vec(b.x_bcast()), Vec(b.y_reshape()),
                         Vec(b.y_bcast()), Vec(b.result_shape()), Vec(b.output_shape()),
                         Vec(b.grad_x_reduce_idx()), Vec(b.grad_y_reduce_idx()),
                         Dec(b.IsBroadcastingRequired()), Dec(b.output_batch_size()),
                         List(b.x_batch_indices()), List(b.y_batch_indices())});
        }
      }
    }
  }
  const std::vector<std::array<tf::BCast::Vec, 3>> triples = {
      {{{2, 1, 3}, {1, 4, 1}, {3}}},
      {{{2, 3}, {2, 3}, {2, 3}}},
      {{{1}, {5, 1}, {1, 1, 7}}},
      {{{2}, {3}, {1}}},
      {{{4, 1}, {1, 5}, {4, 5}}},
  };
  for (const auto& t : triples) {
    for (bool fewer : {true, false}) {
      tf::BCast::Vec inputs[3] = {t[0], t[1], t[2]};
      tf::BCastList<3> b(inputs, fewer, true);
      if (!b.IsValid()) {
        Line("bcast", {"bcast_list3", Vec(t[0]), Vec(t[1]), Vec(t[2]), Dec(fewer), "0"});
        continue;
      }
      std::vector<std::string> fields = {"bcast_list3", Vec(t[0]),           Vec(t[1]),
                                         Vec(t[2]),     Dec(fewer),          "1",
                                         Vec(b.result_shape()), Vec(b.output_shape()),
                                         Dec(b.output_batch_size())};
      for (int i = 0; i < 3; ++i) {
        fields.push_back(Vec(b.reshape(i)));
        fields.push_back(Vec(b.bcast(i)));
        fields.push_back(Vec(b.grad_reduce_idx(i)));
        fields.push_back(List(b.batch_indices(i)));
      }
      Line("bcast", fields);
    }
  }
}

// ValidateStridedSliceOp on index expressions built from entry kinds (indices, slices, `...`,
// new axes) over full and partial shapes, with and without known begin/end, and 1-D slices over
// every combination of a few begins, ends, strides and masks.
struct SliceSpec {
  std::vector<int64_t> begin, end, strides;
  int32_t begin_mask = 0, end_mask = 0, ellipsis_mask = 0, new_axis_mask = 0, shrink_axis_mask = 0;
  void Add(int64_t b, int64_t e, int64_t s, bool begin_masked, bool end_masked, bool ellipsis,
           bool new_axis, bool shrink) {
    const int32_t bit = 1 << begin.size();
    begin.push_back(b);
    end.push_back(e);
    strides.push_back(s);
    if (begin_masked) begin_mask |= bit;
    if (end_masked) end_mask |= bit;
    if (ellipsis) ellipsis_mask |= bit;
    if (new_axis) new_axis_mask |= bit;
    if (shrink) shrink_axis_mask |= bit;
  }
};

tf::Tensor IndexTensor(const std::vector<int64_t>& values, bool wide) {
  tf::Tensor t(wide ? tf::DT_INT64 : tf::DT_INT32,
               tf::TensorShape({static_cast<int64_t>(values.size())}));
  for (size_t i = 0; i < values.size(); ++i) {
    if (wide) {
      t.flat<int64_t>()(i) = values[i];
    } else {
      t.flat<int32_t>()(i) = static_cast<int32_t>(values[i]);
    }
  }
  return t;
}

std::string Shape(const tf::PartialTensorShape& shape) {
  if (shape.unknown_rank()) return "?";
  return List(shape.dim_sizes());
}

void StridedSliceCase(const std::vector<int64_t>& dims, const SliceSpec& spec, bool bounds_known,
                      bool wide = false) {
  tf::PartialTensorShape input_shape(dims);
  const tf::Tensor begin = IndexTensor(spec.begin, wide);
  const tf::Tensor end = IndexTensor(spec.end, wide);
  const tf::Tensor strides = IndexTensor(spec.strides, wide);
  tf::PartialTensorShape processing, final_shape;
  bool is_identity = false, is_simple_slice = false, slice_dim0 = false;
  absl::InlinedVector<int64_t, 4> b, e, s;
  tf::StridedSliceShapeSpec shape_spec;
  const absl::Status status = tf::ValidateStridedSliceOp(
      bounds_known ? &begin : nullptr, bounds_known ? &end : nullptr, strides, input_shape,
      spec.begin_mask, spec.end_mask, spec.ellipsis_mask, spec.new_axis_mask,
      spec.shrink_axis_mask, &processing, &final_shape, &is_identity, &is_simple_slice,
      &slice_dim0, &b, &e, &s, &shape_spec);
  std::vector<std::string> fields = {
      "case", List(dims), bounds_known ? List(spec.begin) : "null",
      bounds_known ? List(spec.end) : "null", List(spec.strides), Dec(spec.begin_mask),
      Dec(spec.end_mask), Dec(spec.ellipsis_mask), Dec(spec.new_axis_mask),
      Dec(spec.shrink_axis_mask), Dec(wide)};
  if (!status.ok()) {
    fields.push_back("0");
    fields.push_back(Escape(std::string(status.message())));
    Line("strided_slice", fields);
    return;
  }
  fields.insert(fields.end(), {"1", "", Shape(processing), Shape(final_shape)});
  // The rest is meaningful only for a fully known shape and known begin and end.
  if (bounds_known && input_shape.IsFullyDefined()) {
    fields.insert(fields.end(),
                  {Dec(is_identity), Dec(is_simple_slice), Dec(slice_dim0), List(b), List(e),
                   List(s), Dec(shape_spec.begin_dense_mask), Dec(shape_spec.end_dense_mask),
                   Dec(shape_spec.shrink_axis_dense_mask),
                   List(shape_spec.output_to_sparse_mapping),
                   List(shape_spec.output_to_processing_mapping),
                   List(shape_spec.processing_to_sparse_mapping)});
  }
  Line("strided_slice", fields);
}

// Entry kinds of the enumerated expressions: x[1], x[-1], x[0:2], x[:], x[::-1], x[...],
// x[newaxis], x[-5:10:2], x[3], x[0:1:0].
void AddEntry(int kind, SliceSpec* spec) {
  switch (kind) {
    case 0: spec->Add(1, 2, 1, false, false, false, false, true); break;
    case 1: spec->Add(-1, 0, 1, false, false, false, false, true); break;
    case 2: spec->Add(0, 2, 1, false, false, false, false, false); break;
    case 3: spec->Add(0, 0, 1, true, true, false, false, false); break;
    case 4: spec->Add(0, 0, -1, true, true, false, false, false); break;
    case 5: spec->Add(0, 0, 1, false, false, true, false, false); break;
    case 6: spec->Add(0, 0, 1, false, false, false, true, false); break;
    case 7: spec->Add(-5, 10, 2, false, false, false, false, false); break;
    case 8: spec->Add(3, 4, 1, false, false, false, false, true); break;
    default: spec->Add(0, 1, 0, false, false, false, false, false); break;
  }
}

void StridedSlices() {
  constexpr int kKinds = 10;
  const std::vector<std::pair<std::vector<int64_t>, int>> shapes = {
      {{2, 3, 4}, 3}, {{2, -1, 4}, 3}, {{}, 2}, {{0, 3}, 2}, {{4}, 2}};
  for (const auto& [dims, max_entries] : shapes) {
    std::vector<int> kinds;
    for (int length = 0; length <= max_entries; ++length) {
      int count = 1;
      for (int i = 0; i < length; ++i) count *= kKinds;
      for (int code = 0; code < count; ++code) {
        SliceSpec spec;
        for (int i = 0, rest = code; i < length; ++i, rest /= kKinds) AddEntry(rest % kKinds, &spec);
        StridedSliceCase(dims, spec, true);
        if (dims.size() == 3 && dims[1] < 0 && length <= 2) StridedSliceCase(dims, spec, false);
      }
    }
  }
  const int64_t begins[] = {-7, -2, 0, 3, 7};
  const int64_t ends[] = {-7, -1, 0, 4, 7};
  const int64_t steps[] = {-2, -1, 1, 2};
  const int masks[][3] = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}, {0, 0, 1}};
  for (const std::vector<int64_t>& dims : {std::vector<int64_t>{5}, std::vector<int64_t>{-1}}) {
    for (int64_t b : begins) {
      for (int64_t e : ends) {
        for (int64_t s : steps) {
          for (const auto& m : masks) {
            SliceSpec spec;
            spec.Add(b, e, s, m[0], m[1], false, false, m[2]);
            StridedSliceCase(dims, spec, true);
          }
        }
      }
    }
  }
  // Limits and odd masks: 31 and 32 entries, two ellipses, mask bits past the entries, int64
  // extremes, a shrink and a new axis on one entry.
  for (int n : {31, 32}) {
    SliceSpec spec;
    for (int i = 0; i < n; ++i) spec.Add(0, 1, 1, false, false, false, false, false);
    StridedSliceCase(std::vector<int64_t>(40, 1), spec, true);
  }
  SliceSpec two_ellipses;
  two_ellipses.Add(0, 0, 1, false, false, true, false, false);
  two_ellipses.Add(0, 0, 1, false, false, true, false, false);
  StridedSliceCase({2, 3, 4}, two_ellipses, true);
  for (int32_t ellipsis : {4, 6}) {
    SliceSpec spec;
    spec.Add(0, 1, 1, false, false, false, false, false);
    spec.ellipsis_mask = ellipsis;
    StridedSliceCase({2, 3, 4}, spec, true);
  }
  SliceSpec beyond;
  beyond.Add(0, 1, 1, false, false, false, false, false);
  beyond.shrink_axis_mask = 6;
  beyond.new_axis_mask = 8;
  StridedSliceCase({2, 3, 4}, beyond, true);
  const int64_t lowest = std::numeric_limits<int64_t>::min();
  const int64_t highest = std::numeric_limits<int64_t>::max();
  for (const auto& [b, e, s, shrink] : std::vector<std::tuple<int64_t, int64_t, int64_t, bool>>{
           {lowest, highest, 1, false}, {highest, lowest, lowest, false},
           {highest, lowest, -1, false}, {lowest, 0, 1, true}, {lowest, highest, highest, false}}) {
    SliceSpec spec;
    spec.Add(b, e, s, false, false, false, false, shrink);
    StridedSliceCase({2, 3, 4}, spec, true, true);
  }
  SliceSpec both;
  both.Add(0, 1, 1, false, false, false, true, true);
  StridedSliceCase({2, 3}, both, true);
  SliceSpec shrink_backward;
  shrink_backward.Add(1, 2, -1, false, false, false, false, true);
  StridedSliceCase({2, 3}, shrink_backward, true);
  StridedSliceCase({-1, 3}, shrink_backward, true);
  SliceSpec zero_stride_after_ellipsis;
  zero_stride_after_ellipsis.Add(0, 0, 1, false, false, true, false, false);
  zero_stride_after_ellipsis.Add(0, 1, 0, false, false, false, false, false);
  StridedSliceCase({2, 3, 4}, zero_stride_after_ellipsis, true);
  StridedSliceCase(std::vector<int64_t>(40, 1), zero_stride_after_ellipsis, true);
}

void Strings() {
  for (const char* text : {"42", " 42 ", "-7", "+5", "2147483647", "2147483648", "-2147483648",
                           "-2147483649", "4294967295", "4294967296", "-1", "0x10", "010", "1e3",
                           "", " ", "12a", "1 2", "9223372036854775807", "9223372036854775808",
                           "18446744073709551615", "18446744073709551616", "-0", "\t8\n"}) {
    int32_t i32 = 0;
    uint32_t u32 = 0;
    int64_t i64 = 0;
    uint64_t u64 = 0;
    const bool ok32 = tf::strings::safe_strto32(text, &i32);
    const bool oku32 = tf::strings::safe_strtou32(text, &u32);
    const bool ok64 = tf::strings::safe_strto64(text, &i64);
    const bool oku64 = tf::strings::safe_strtou64(text, &u64);
    Line("strings", {"safe_strto_int", Escape(text), Dec(ok32), ok32 ? Dec(i32) : "-", Dec(oku32),
                     oku32 ? Dec(u32) : "-", Dec(ok64), ok64 ? Dec(i64) : "-", Dec(oku64),
                     oku64 ? Hex(u64) : "-"});
  }
  for (const char* text : {"1.5", " 2.25 ", "-0.125", "1e3", "1e40", "1e-50", "1e400", "inf",
                           "-Infinity", "nan", "", "abc", "1.5x", ".5", "5.", "0x1p3",
                           "3.4028235e38", "1e-320", "+7"}) {
    float f = -99.0f;
    double d = -99.0;
    const bool okf = tf::strings::safe_strtof(text, &f);
    const bool okd = tf::strings::safe_strtod(text, &d);
    Line("strings", {"safe_strto_float", Escape(text), Dec(okf), okf ? FloatBits(f) : "-",
                     Dec(okd), okd ? DoubleBits(d) : "-"});
  }
  for (int64_t value : {int64_t{0}, int64_t{1}, int64_t{999}, int64_t{1000}, int64_t{1200000},
                        int64_t{-1200000}, int64_t{123456789012}, int64_t{999999},
                        int64_t{1} << 62, INT64_MIN, int64_t{99999}}) {
    Line("strings", {"human_num", Dec(value), tf::strings::HumanReadableNum(value)});
  }
  for (int64_t value : {int64_t{0}, int64_t{1}, int64_t{1023}, int64_t{1024}, int64_t{1536},
                        int64_t{12345678}, int64_t{1} << 40, int64_t{-5000}, INT64_MIN,
                        INT64_MAX, int64_t{1} << 60}) {
    Line("strings", {"human_bytes", Dec(value), tf::strings::HumanReadableNumBytes(value)});
  }
  for (double value : {0.0, 0.001, 0.5, 1.0, 10.0, 59.9, 60.0, 90.0, 3600.0, 5400.0, 86400.0,
                       933120.0, 39420000.0, -10.0, 1e-7, 2e9, 3888000.0, 0.9996,
                       0.0009996, 0.0009994, 59.99, 86399.0, 2629746.0}) {
    Line("strings",
         {"human_time", DoubleBits(value), tf::strings::HumanReadableElapsedTime(value)});
  }
  for (uint64_t value : {uint64_t{0}, uint64_t{255}, ~uint64_t{0}, uint64_t{0x123456789abcdef}}) {
    Line("strings", {"fp_to_string", Hex(value), tf::strings::FpToString(value)});
  }
  for (const char* text : {"0", "ff", "FF", "123456789abcdef0", "ffffffffffffffff",
                           "10000000000000000", "", "xyz", "0x10", " 1", "-1"}) {
    uint64_t value = 0;
    const bool ok = tf::strings::HexStringToUint64(text, &value);
    Line("strings", {"hex_to_uint64", Escape(text), Dec(ok), ok ? Hex(value) : "-"});
  }
  const std::vector<std::string> texts = {"", "   ", "abc", "  abc", "abc  ", " \t a b \n ",
                                          "\r\nx\f"};
  for (const std::string& text : texts) {
    absl::string_view leading(text), trailing(text), context(text);
    const size_t removed_leading = tf::str_util::RemoveLeadingWhitespace(&leading);
    const size_t removed_trailing = tf::str_util::RemoveTrailingWhitespace(&trailing);
    const size_t removed_context = tf::str_util::RemoveWhitespaceContext(&context);
    Line("strings", {"whitespace", Escape(text), Dec(removed_leading), Escape(leading),
                     Dec(removed_trailing), Escape(trailing), Dec(removed_context),
                     Escape(context)});
  }
  for (const char* text : {"123abc", "abc", "", "007", "18446744073709551615x",
                           "18446744073709551616", "99999999999999999999", " 12", "42"}) {
    absl::string_view rest(text);
    uint64_t value = 0;
    const bool ok = tf::str_util::ConsumeLeadingDigits(&rest, &value);
    Line("strings", {"consume_leading_digits", Escape(text), Dec(ok), ok ? Dec(value) : "-",
                     Escape(rest)});
  }
  for (const char* text : {"abc def", " abc", "", "abc", "a\tb", "\n"}) {
    absl::string_view rest(text), word;
    const bool ok = tf::str_util::ConsumeNonWhitespace(&rest, &word);
    Line("strings",
         {"consume_non_whitespace", Escape(text), Dec(ok), Escape(word), Escape(rest)});
  }
  for (auto [text, delimiters] : std::vector<std::pair<std::string, std::string>>{
           {"hello world", " "}, {"hello_world-foo", "_-"}, {"", " "}, {"aBc DeF", " "},
           {"x  y", " "}, {"1abc 2def", " "}, {"abc", ""}}) {
    std::string result = text;
    tf::str_util::TitlecaseString(&result, delimiters);
    Line("strings", {"titlecase", Escape(text), Escape(delimiters), Escape(result)});
  }
  for (auto [s, oldsub, newsub] : std::vector<std::array<std::string, 3>>{
           {"aaa", "a", "b"}, {"abcabc", "bc", "XYZ"}, {"abc", "", "x"}, {"", "a", "b"},
           {"aaaa", "aa", "a"}, {"hello", "xyz", "q"}}) {
    for (bool all : {false, true}) {
      Line("strings", {"string_replace", Escape(s), Escape(oldsub), Escape(newsub), Dec(all),
                       Escape(tf::str_util::StringReplace(s, oldsub, newsub, all))});
    }
  }
  for (const char* text : {"Hello", "HelloWorld", "helloWorld", "hello_world", "ABC", "aBC",
                           "Hello World!", "", "x", "ABCdef", "Conv2DBackpropInput", "_x_y_",
                           "a1B2c3", "1abc", "A_B", "__A", "a__B", "AbC9D"}) {
    Line("strings", {"arg_def_case", Escape(text), Escape(tf::str_util::ArgDefCase(text))});
  }
  for (auto [text, delimiters] : std::vector<std::pair<std::string, std::string>>{
           {"a,b,c", ","}, {"a,,b", ","}, {"", ","}, {",", ","}, {"a b\tc", " \t"},
           {"abc", ""}}) {
    std::vector<std::string> parts = tf::str_util::Split(text, delimiters);
    std::vector<std::string> fields = {"split", Escape(text), Escape(delimiters),
                                       Dec(parts.size())};
    for (const std::string& part : parts) fields.push_back(Escape(part));
    Line("strings", fields);
    parts = tf::str_util::Split(text, delimiters, tf::str_util::SkipEmpty());
    fields = {"split_skip_empty", Escape(text), Escape(delimiters), Dec(parts.size())};
    for (const std::string& part : parts) fields.push_back(Escape(part));
    Line("strings", fields);
  }
}

}  // namespace

int main() {
  Philox();
  Distributions();
  SimplePhiloxSequences();
  Guarded();
  Hashes();
  TensorFormats();
  Paddings();
  KernelShapes();
  BCasts();
  Strings();
  StridedSlices();
  return 0;
}
