// Exercises the header-only C++ API from a plugin: attrs of every kind read into C++ values and
// echoed back as text, errors and exceptions of every sort, forwarding, temporaries, and shape
// functions, and where registrations are written. Built by the default toolchain and, for the ABI
// tests, by others; the same checks (testing/plugin_checks.cc) run on every build.
#include <cstdint>
#include <cstring>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "tensorflow_lite_core/c/cc/plugin.h"

namespace {

using namespace tflc::plugin;  // NOLINT(build/namespaces): as a ported kernel would.

template <typename T>
std::string Join(const std::vector<T>& values) {
  std::ostringstream text;
  text << "[";
  for (size_t i = 0; i < values.size(); ++i) text << (i > 0 ? "," : "") << values[i];
  text << "]";
  return text.str();
}

// ---- CcApiProbeAttrs: reads every attr and outputs what it read, as text bytes.

REGISTER_OP("CcApiProbeAttrs")
    .Attr("s: string")
    .Attr("ss: list(string)")
    .Attr("i: int")
    .Attr("li: list(int)")
    .Attr("f: float")
    .Attr("lf: list(float)")
    .Attr("b: bool")
    .Attr("lb: list(bool)")
    .Attr("t: type")
    .Attr("lt: list(type)")
    .Attr("shape: shape")
    .Attr("tensor: tensor")
    .Attr("ltensor: list(tensor)")
    .Output("summary: uint8")
    .SetShapeFn([](shape_inference::InferenceContext* c) { return c->SetUnknownShape(); });

class AttrsOp : public OpKernel {
 public:
  explicit AttrsOp(OpKernelConstruction* context) : OpKernel(context) {
    std::string s;
    std::vector<std::string> ss;
    int32 i = 0;
    std::vector<int64_t> li;
    float f = 0;
    std::vector<float> lf;
    bool b = false;
    std::vector<bool> lb;
    DataType t = DT_INVALID;
    std::vector<DataType> lt;
    TensorShape shape;
    Tensor tensor;
    std::vector<Tensor> ltensor;
    OP_REQUIRES_OK(context, context->GetAttr("s", &s));
    OP_REQUIRES_OK(context, context->GetAttr("ss", &ss));
    OP_REQUIRES_OK(context, context->GetAttr("i", &i));
    OP_REQUIRES_OK(context, context->GetAttr("li", &li));
    OP_REQUIRES_OK(context, context->GetAttr("f", &f));
    OP_REQUIRES_OK(context, context->GetAttr("lf", &lf));
    OP_REQUIRES_OK(context, context->GetAttr("b", &b));
    OP_REQUIRES_OK(context, context->GetAttr("lb", &lb));
    OP_REQUIRES_OK(context, context->GetAttr("t", &t));
    OP_REQUIRES_OK(context, context->GetAttr("lt", &lt));
    OP_REQUIRES_OK(context, context->GetAttr("shape", &shape));
    OP_REQUIRES_OK(context, context->GetAttr("tensor", &tensor));
    OP_REQUIRES_OK(context, context->GetAttr("ltensor", &ltensor));
    std::vector<std::string> type_names;
    for (DataType type : lt) type_names.push_back(DataTypeString(type));
    std::vector<int32> first_of_each;
    for (const Tensor& element : ltensor) first_of_each.push_back(element.flat<int32>()(0));
    std::ostringstream text;
    text << "node=" << name() << " s=" << s << " ss=" << Join(ss) << " i=" << i
         << " li=" << Join(li) << " f=" << f << " lf=" << Join(lf) << " b=" << b
         << " lb=" << Join(lb) << " t=" << DataTypeString(t) << " lt=" << Join(type_names)
         << " shape=" << shape.DebugString() << " tensor=" << tensor.DebugString()
         << " sum=" << Sum(tensor) << " ltensor=" << Join(first_of_each);
    summary_ = text.str();
    OP_REQUIRES(context, !context->HasAttr("absent"),
                errors::Internal("HasAttr found an attr the op does not have"));
  }

  void Compute(OpKernelContext* context) override {
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(
                                0, TensorShape({static_cast<int64_t>(summary_.size())}), &output));
    std::memcpy(output->data(), summary_.data(), summary_.size());
  }

 private:
  static int64_t Sum(const Tensor& tensor) {
    int64_t sum = 0;
    for (int32 value : tensor.flat<int32>()) sum += value;
    return sum;
  }

  std::string summary_;
};

REGISTER_KERNEL_BUILDER(Name("CcApiProbeAttrs").Device(DEVICE_CPU), AttrsOp);

// ---- CcApiProbeFail: y = 2 * x, or one of many ways to fail, chosen by `mode`.

REGISTER_OP("CcApiProbeFail")
    .Attr("mode: string")
    .Input("x: float")
    .Output("y: float")
    .SetShapeFn([](shape_inference::InferenceContext* c) -> Status {
      shape_inference::ShapeHandle x = c->input(0);
      if (c->Rank(x) == 3) throw std::logic_error("rank three is cursed");
      TF_RETURN_IF_ERROR(c->WithRankAtMost(x, 4, &x));
      c->set_output(0, x);
      return OkStatus();
    });

class FailOp : public OpKernel {
 public:
  explicit FailOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("mode", &mode_));
    if (mode_ == "ctor_throw") throw std::runtime_error("constructor gave up");
    OP_REQUIRES(context, mode_ != "ctor_requires",
                errors::InvalidArgument("mode ", mode_, " refused at construction"));
    int32 wrong_kind;
    if (mode_ == "ctor_wrong_attr") OP_REQUIRES_OK(context, context->GetAttr("mode", &wrong_kind));
  }

  void Compute(OpKernelContext* context) override {
    if (mode_ == "must_forward") return DoubleInPlace(context);
    const Tensor& x = context->input(0);
    if (mode_ == "op_requires") {
      OP_REQUIRES(context, false, errors::FailedPrecondition("probe refused in mode ", mode_));
    } else if (mode_ == "throw_std") {
      throw std::runtime_error("probe threw");
    } else if (mode_ == "throw_int") {
      throw 42;
    } else if (mode_ == "bad_flat") {
      x.flat<int32>();
    } else if (mode_ == "bad_input") {
      context->input(5);
    } else if (mode_ == "bad_set_output") {
      context->set_output(0, Tensor(DT_INT32, TensorShape({1})));
      return;
    }
    Tensor temp;
    OP_REQUIRES_OK(context, context->allocate_temp(DT_FLOAT, TensorShape({}), &temp));
    temp.scalar<float>()() = 2.0f;
    Tensor* y = nullptr;
    int forwarded = -2;
    OP_REQUIRES_OK(context,
                   context->forward_input_or_allocate_output({0}, 0, x.shape(), &y, &forwarded));
    auto in = x.flat<float>();
    auto out = y->flat<float>();
    for (int64_t i = 0; i < in.size(); ++i) out(i) = temp.scalar<float>()() * in(i);
  }

 private:
  // An input's buffer can only be reused while the kernel holds no handle on it: take the shape,
  // let the handle go, then forward.
  void DoubleInPlace(OpKernelContext* context) {
    const TensorShape shape = context->input(0).shape();
    Tensor* y = nullptr;
    int forwarded = -1;
    OP_REQUIRES_OK(context,
                   context->forward_input_or_allocate_output({0}, 0, shape, &y, &forwarded));
    OP_REQUIRES(context, forwarded == 0, errors::Internal("input 0 was not forwarded"));
    for (float& value : y->flat<float>()) value *= 2;
  }

  std::string mode_;
};

REGISTER_KERNEL_BUILDER(Name("CcApiProbeFail").Device(DEVICE_CPU), FailOp);

// ---- CcApiProbeShapes: shape functions only (no kernel).

REGISTER_OP("CcApiProbeShapes")
    .Attr("T: {float, int32}")
    .Input("a: T")
    .Input("b: T")
    .Output("tail_then_b: T")
    .Output("scalar: int32")
    .Output("first_dim: int32")
    .SetShapeFn([](shape_inference::InferenceContext* c) -> Status {
      DataType t;
      TF_RETURN_IF_ERROR(c->GetAttr("T", &t));
      if (t != DT_FLOAT && t != DT_INT32) return errors::Internal("unexpected T");
      shape_inference::ShapeHandle a = c->input(0);
      TF_RETURN_IF_ERROR(c->WithRankAtLeast(a, 1, &a));
      shape_inference::ShapeHandle tail;
      TF_RETURN_IF_ERROR(c->Subshape(a, 1, &tail));
      shape_inference::ShapeHandle joined;
      TF_RETURN_IF_ERROR(c->Concatenate(tail, c->input(1), &joined));
      c->set_output(0, joined);
      c->set_output(1, c->Scalar());
      const shape_inference::DimensionHandle first = c->Dim(a, 0);
      if (!shape_inference::InferenceContext::ValueKnown(first)) {
        return errors::InvalidArgument("the first dimension of a must be known");
      }
      c->set_output(2, c->Vector(shape_inference::InferenceContext::Value(first)));
      return OkStatus();
    });

// ---- CcApiProbeTwins: where registrations are written. The op's attr `line` and each kernel's
// class (TwinOp<line>) say which line registers them; the core must report the same file:line.

REGISTER_OP("CcApiProbeTwins").Attr("line: int = " + std::to_string(__LINE__)).Output("y: float");

template <int kLine>
class TwinOp : public OpKernel {
 public:
  explicit TwinOp(OpKernelConstruction* context) : OpKernel(context) {}
  void Compute(OpKernelContext* /*context*/) override {}
};

REGISTER_KERNEL_BUILDER(Name("CcApiProbeTwins").Device(DEVICE_CPU), TwinOp<__LINE__>);
REGISTER_KERNEL_BUILDER(Name("CcApiProbeTwins").Device(DEVICE_CPU), TwinOp<__LINE__>);

}  // namespace

TFLC_DEFINE_PLUGIN();
