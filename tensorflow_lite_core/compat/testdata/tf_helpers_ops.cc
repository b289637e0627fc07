// An op library that uses TensorFlow's helper headers the way real op libraries do, at their
// TensorFlow paths: Philox random numbers through GuardedPhiloxRandom, tensor formats and
// padding, BCast, the hash, string, number and container helpers, Env, and Abseil's logging
// macros.
// helper_headers_test builds it with tf_custom_op_library, loads it and checks its values.
#include <cstdint>
#include <string>
#include <vector>

#include "absl/log/check.h"
#include "absl/log/log.h"
#include "tensorflow/core/framework/common_shape_fns.h"
#include "tensorflow/core/framework/kernel_shape_util.h"
#include "tensorflow/core/framework/op.h"
#include "tensorflow/core/framework/op_kernel.h"
#include "tensorflow/core/framework/ops_util.h"
#include "tensorflow/core/framework/shape_inference.h"
#include "tensorflow/core/lib/core/bits.h"
#include "tensorflow/core/lib/core/refcount.h"
#include "tensorflow/core/lib/gtl/array_slice.h"
#include "tensorflow/core/lib/gtl/cleanup.h"
#include "tensorflow/core/lib/gtl/flatmap.h"
#include "tensorflow/core/lib/gtl/inlined_vector.h"
#include "tensorflow/core/lib/gtl/map_util.h"
#include "tensorflow/core/lib/gtl/top_n.h"
#include "tensorflow/core/lib/hash/hash.h"
#include "tensorflow/core/lib/random/philox_random.h"
#include "tensorflow/core/lib/random/random.h"
#include "tensorflow/core/lib/random/random_distributions.h"
#include "tensorflow/core/lib/random/simple_philox.h"
#include "tensorflow/core/lib/strings/numbers.h"
#include "tensorflow/core/lib/strings/str_util.h"
#include "tensorflow/core/lib/strings/stringprintf.h"
#include "tensorflow/core/platform/env.h"
#include "tensorflow/core/platform/tstring.h"
#include "tensorflow/core/util/bcast.h"
#include "tensorflow/core/util/guarded_philox_random.h"
#include "tensorflow/core/util/padding.h"
#include "tensorflow/core/util/tensor_format.h"
#include "tensorflow/core/util/work_sharder.h"

namespace tensorflow {
namespace {

using shape_inference::InferenceContext;

// As TensorFlow's RandomUniform: uniform floats from a stream seeded by "seed" and "seed2",
// continued from call to call.
REGISTER_OP("HelperRandomUniform")
    .Attr("n: int >= 0")
    .Attr("seed: int = 0")
    .Attr("seed2: int = 0")
    .Output("values: float")
    .SetIsStateful()
    .SetShapeFn([](InferenceContext* c) {
      int64_t n;
      TF_RETURN_IF_ERROR(c->GetAttr("n", &n));
      c->set_output(0, c->Vector(n));
      return absl::OkStatus();
    });

class HelperRandomUniformOp : public OpKernel {
 public:
  explicit HelperRandomUniformOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("n", &n_));
    OP_REQUIRES_OK(context, generator_.Init(context));
  }

  void Compute(OpKernelContext* context) override {
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, TensorShape({n_}), &output));
    auto values = output->flat<float>();
    // TensorFlow reserves up to 256 generator calls per value for its random kernels.
    random::PhiloxRandom generator = generator_.ReserveRandomOutputs(n_, 256);
    random::UniformDistribution<random::PhiloxRandom, float> uniform;
    for (int64_t i = 0; i < n_; i += decltype(uniform)::kResultElementCount) {
      const auto block = uniform(&generator);
      for (int j = 0; j < decltype(uniform)::kResultElementCount && i + j < n_; ++j) {
        values(i + j) = block[j];
      }
    }
  }

 private:
  int64_t n_;
  GuardedPhiloxRandom generator_;
};

REGISTER_KERNEL_BUILDER(Name("HelperRandomUniform").Device(DEVICE_CPU), HelperRandomUniformOp);

// Draws through SimplePhilox from PhiloxRandom(seed, seed2): four 32-bit words, and four
// integers below 10 from a second generator with the same seeds.
REGISTER_OP("HelperSimplePhilox")
    .Attr("seed: int")
    .Attr("seed2: int")
    .Output("words: uint32")
    .Output("below_ten: int32")
    .SetShapeFn([](InferenceContext* c) {
      c->set_output(0, c->Vector(4));
      c->set_output(1, c->Vector(4));
      return absl::OkStatus();
    });

class HelperSimplePhiloxOp : public OpKernel {
 public:
  explicit HelperSimplePhiloxOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("seed", &seed_));
    OP_REQUIRES_OK(context, context->GetAttr("seed2", &seed2_));
  }

  void Compute(OpKernelContext* context) override {
    Tensor* words = nullptr;
    Tensor* below_ten = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, TensorShape({4}), &words));
    OP_REQUIRES_OK(context, context->allocate_output(1, TensorShape({4}), &below_ten));
    random::PhiloxRandom for_words(seed_, seed2_), for_integers(seed_, seed2_);
    random::SimplePhilox word_source(&for_words), integer_source(&for_integers);
    for (int i = 0; i < 4; ++i) {
      words->flat<uint32>()(i) = word_source.Rand32();
      below_ten->flat<int32>()(i) = static_cast<int32>(integer_source.Uniform(10));
    }
  }

 private:
  int64_t seed_, seed2_;
};

REGISTER_KERNEL_BUILDER(Name("HelperSimplePhilox").Device(DEVICE_CPU), HelperSimplePhiloxOp);

// BiasAdd in either data format: bias added along the channel dimension the format names.
REGISTER_OP("HelperBiasAdd")
    .Input("value: float")
    .Input("bias: float")
    .Output("output: float")
    .Attr(GetConvnetDataFormatAttrString())
    .SetShapeFn(shape_inference::UnchangedShape);

class HelperBiasAddOp : public OpKernel {
 public:
  explicit HelperBiasAddOp(OpKernelConstruction* context) : OpKernel(context) {
    std::string data_format;
    OP_REQUIRES_OK(context, context->GetAttr("data_format", &data_format));
    OP_REQUIRES(context, FormatFromString(data_format, &data_format_),
                errors::InvalidArgument("Invalid data format: ", data_format));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& value = context->input(0);
    const Tensor& bias = context->input(1);
    OP_REQUIRES(context, value.dims() == 4,
                errors::InvalidArgument("value must be 4-D, got ", value.shape().DebugString()));
    const int64_t channels = GetTensorDim(value, data_format_, 'C');
    OP_REQUIRES(context, bias.NumElements() == channels,
                errors::InvalidArgument(strings::Printf(
                    "bias has %lld values for %lld channels (%s)",
                    static_cast<long long>(bias.NumElements()),  // NOLINT(runtime/int)
                    static_cast<long long>(channels), ToString(data_format_).c_str())));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, value.shape(), &output));
    const int channel_dim = GetTensorFeatureDimIndex(4, data_format_);
    const gtl::InlinedVector<int64_t, 8> strides = ComputeStride<int64_t>(value.shape());
    auto in = value.flat<float>();
    auto out = output->flat<float>();
    for (int64_t i = 0; i < in.size(); ++i) {
      const int64_t channel = i / strides[channel_dim] % channels;
      out(i) = in(i) + bias.flat<float>()(channel);
    }
  }

 private:
  TensorFormat data_format_;
};

REGISTER_KERNEL_BUILDER(Name("HelperBiasAdd").Device(DEVICE_CPU), HelperBiasAddOp);

// x + y with NumPy broadcasting, through BCast's flattened batch indices.
REGISTER_OP("HelperBroadcastAdd")
    .Input("x: float")
    .Input("y: float")
    .Output("z: float")
    .SetShapeFn(shape_inference::BroadcastBinaryOpShapeFn);

class HelperBroadcastAddOp : public OpKernel {
 public:
  using OpKernel::OpKernel;

  void Compute(OpKernelContext* context) override {
    const Tensor& x = context->input(0);
    const Tensor& y = context->input(1);
    BCast bcast(BCast::FromShape(x.shape()), BCast::FromShape(y.shape()),
                /*fewer_dims_optimization=*/true, /*return_flattened_batch_indices=*/true);
    OP_REQUIRES(context, bcast.IsValid(),
                errors::InvalidArgument("Incompatible shapes: ", x.shape().DebugString(),
                                        " vs. ", y.shape().DebugString()));
    Tensor* z = nullptr;
    OP_REQUIRES_OK(context,
                   context->allocate_output(0, BCast::ToShape(bcast.output_shape()), &z));
    auto out = z->flat<float>();
    for (int64_t i = 0; i < out.size(); ++i) {
      const int64_t xi = bcast.IsBroadcastingRequired() ? bcast.x_batch_indices()[i] : i;
      const int64_t yi = bcast.IsBroadcastingRequired() ? bcast.y_batch_indices()[i] : i;
      out(i) = x.flat<float>()(xi) + y.flat<float>()(yi);
    }
  }
};

REGISTER_KERNEL_BUILDER(Name("HelperBroadcastAdd").Device(DEVICE_CPU), HelperBroadcastAddOp);

// The output size of a pooling window over an input of the given shape.
REGISTER_OP("HelperPoolOutputShape")
    .Input("input_shape: int64")
    .Output("output_shape: int64")
    .Attr("ksize: list(int) >= 4")
    .Attr("strides: list(int) >= 4")
    .Attr(GetPaddingAttrString())
    .Attr(GetConvnetDataFormatAttrString())
    .SetShapeFn([](InferenceContext* c) {
      c->set_output(0, c->Vector(4));
      return absl::OkStatus();
    });

class HelperPoolOutputShapeOp : public OpKernel {
 public:
  explicit HelperPoolOutputShapeOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("ksize", &ksize_));
    OP_REQUIRES_OK(context, context->GetAttr("strides", &strides_));
    OP_REQUIRES_OK(context, context->GetAttr("padding", &padding_));
    std::string data_format;
    OP_REQUIRES_OK(context, context->GetAttr("data_format", &data_format));
    OP_REQUIRES(context, FormatFromString(data_format, &data_format_),
                errors::InvalidArgument("Invalid data format"));
  }

  void Compute(OpKernelContext* context) override {
    const auto dims = context->input(0).flat<int64_t>();
    OP_REQUIRES(context, dims.size() == 4, errors::InvalidArgument("input_shape must have 4"));
    const std::vector<int64_t> input(dims.data(), dims.data() + 4);
    const int64_t rows = GetTensorDim(input, data_format_, 'H');
    const int64_t cols = GetTensorDim(input, data_format_, 'W');
    int64_t out_rows, out_cols, pad_rows, pad_cols;
    OP_REQUIRES_OK(context, GetWindowedOutputSize(rows, GetTensorDim(ksize_, data_format_, 'H'),
                                                  /*dilation_rate=*/1,
                                                  GetTensorDim(strides_, data_format_, 'H'),
                                                  padding_, &out_rows, &pad_rows));
    OP_REQUIRES_OK(context, GetWindowedOutputSize(cols, GetTensorDim(ksize_, data_format_, 'W'),
                                                  /*dilation_rate=*/1,
                                                  GetTensorDim(strides_, data_format_, 'W'),
                                                  padding_, &out_cols, &pad_cols));
    const TensorShape output_shape =
        ShapeFromFormat(data_format_, GetTensorDim(input, data_format_, 'N'), out_rows, out_cols,
                        GetTensorDim(input, data_format_, 'C'));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, TensorShape({4}), &output));
    for (int d = 0; d < 4; ++d) output->flat<int64_t>()(d) = output_shape.dim_size(d);
  }

 private:
  std::vector<int32> ksize_, strides_;
  Padding padding_;
  TensorFormat data_format_;
};

REGISTER_KERNEL_BUILDER(Name("HelperPoolOutputShape").Device(DEVICE_CPU),
                        HelperPoolOutputShapeOp);

// A vocabulary with reference-counted storage shared by the kernel's calls.
class Vocabulary : public core::RefCounted {
 public:
  gtl::FlatMap<std::string, int64_t> counts;
};

// The `top` most frequent lower-cased words of `text` (ties: alphabetical), their Hash64
// fingerprints, and the number of distinct words, as text ("3 words").
REGISTER_OP("HelperTopWords")
    .Input("text: string")
    .Output("words: string")
    .Output("fingerprints: int64")
    .Output("summary: string")
    .Attr("top: int")
    .SetShapeFn(shape_inference::UnknownShape);

class HelperTopWordsOp : public OpKernel {
 public:
  explicit HelperTopWordsOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("top", &top_));
    OP_REQUIRES(context, top_ > 0,
                errors::InvalidArgument(strings::Printf("top must be positive, got %d", top_)));
  }

  void Compute(OpKernelContext* context) override {
    const uint64 start_micros = Env::Default()->NowMicros();
    const tstring& text = context->input(0).scalar<tstring>()();
    core::RefCountPtr<Vocabulary> vocabulary(new Vocabulary);
    core::ScopedUnref extra_reference((vocabulary->Ref(), vocabulary.get()));
    int cleanups = 0;
    {
      auto count_cleanup = gtl::MakeCleanup([&cleanups] { ++cleanups; });
      for (const std::string& word : str_util::Split(text, " \t\n", str_util::SkipEmpty())) {
        ++gtl::LookupOrInsert(&vocabulary->counts, str_util::Lowercase(word), 0);
      }
    }
    CHECK_EQ(cleanups, 1) << "the cleanup runs when its scope ends";
    CHECK(vocabulary->RefCount() == 2);
    // Best first: the highest count, then the alphabetically first word.
    using Entry = std::pair<int64_t, std::string>;
    struct Better {
      bool operator()(const Entry& a, const Entry& b) const {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
      }
    };
    gtl::TopN<Entry, Better> top(top_);
    for (const auto& [word, count] : vocabulary->counts) top.push({count, word});
    std::unique_ptr<std::vector<Entry>> best(top.Extract());
    const int64_t n = static_cast<int64_t>(best->size());
    Tensor *words = nullptr, *fingerprints = nullptr, *summary = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, TensorShape({n}), &words));
    OP_REQUIRES_OK(context, context->allocate_output(1, TensorShape({n}), &fingerprints));
    OP_REQUIRES_OK(context, context->allocate_output(2, TensorShape({}), &summary));
    for (int64_t i = 0; i < n; ++i) {
      words->flat<tstring>()(i) = (*best)[i].second;
      fingerprints->flat<int64_t>()(i) = static_cast<int64_t>(Hash64((*best)[i].second));
    }
    int64_t distinct = 0;
    CHECK(strings::safe_strto64(std::to_string(vocabulary->counts.size()), &distinct));
    LOG_IF(INFO, distinct > (int64_t{1} << Log2Floor64(1000))) << "a large vocabulary";
    summary->scalar<tstring>()() = strings::Printf("%lld words", static_cast<long long>(distinct));
    CHECK_GE(Env::Default()->NowMicros(), start_micros);
  }

 private:
  int top_;
};

REGISTER_KERNEL_BUILDER(Name("HelperTopWords").Device(DEVICE_CPU), HelperTopWordsOp);

}  // namespace
}  // namespace tensorflow
