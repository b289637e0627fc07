#include "tensorflow_lite_core/framework/shape_inference_testutil.h"

#include <cctype>

#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace shape_inference {

namespace {

// A failure of the harness itself, so that INFER_ERROR can tell it from the shape function's.
template <typename... Args>
Status HarnessError(const Args&... args) {
  return errors::InvalidArgument(ShapeInferenceTestutil::kHarnessErrorPrefix, args...);
}

Status AsHarnessError(const Status& status) {
  return Status(status.code(),
                strings::StrCat(ShapeInferenceTestutil::kHarnessErrorPrefix, status.message()));
}

std::string WithoutSpaces(std::string_view text) {
  std::string out;
  for (const char ch : text) {
    if (!std::isspace(static_cast<unsigned char>(ch))) out += ch;
  }
  return out;
}

// "a;b" -> {"a", "b"}; "" -> {}.
std::vector<std::string> Split(std::string_view text, char separator) {
  std::vector<std::string> parts;
  if (text.empty()) return parts;
  size_t begin = 0;
  while (true) {
    const size_t end = text.find(separator, begin);
    parts.emplace_back(text.substr(begin, end == std::string_view::npos ? end : end - begin));
    if (end == std::string_view::npos) return parts;
    begin = end + 1;
  }
}

std::string Join(const std::vector<std::string>& parts, std::string_view separator) {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) strings::StrAppend(&out, i > 0 ? separator : "", parts[i]);
  return out;
}

// A size written as decimal digits; false for anything else (signs, overflow, empty).
bool ParseSize(const std::string& text, int64* size) {
  if (text.empty() || text.size() > 18) return false;
  *size = 0;
  for (const char ch : text) {
    if (!std::isdigit(static_cast<unsigned char>(ch))) return false;
    *size = *size * 10 + (ch - '0');
  }
  return true;
}

bool IsBracketed(const std::string& text) {
  return text.size() >= 2 && text.front() == '[' && text.back() == ']';
}

Status ParseInputShape(const std::string& text, PartialTensorShape* shape) {
  if (text == "?") {
    *shape = PartialTensorShape();
    return OkStatus();
  }
  if (!IsBracketed(text)) {
    return HarnessError("Input shape '", text, "' is neither ? nor [...]");
  }
  std::vector<int64> sizes;
  for (const std::string& token : Split(text.substr(1, text.size() - 2), ',')) {
    int64 size = 0;
    if (token == "?") {
      size = -1;
    } else if (!ParseSize(token, &size)) {
      return HarnessError("Input shape '", text, "' has a bad size '", token, "'");
    }
    sizes.push_back(size);
  }
  const Status built = PartialTensorShape::BuildPartialTensorShape(sizes, shape);
  return built.ok() ? built : AsHarnessError(built);
}

// "in<j>" for each input whose handle is `s`.
std::vector<std::string> InputShapeNames(InferenceContext* c, ShapeHandle s) {
  std::vector<std::string> names;
  for (int j = 0; j < c->num_inputs(); ++j) {
    if (c->input(j).SameHandle(s)) names.push_back(strings::StrCat("in", j));
  }
  return names;
}

// "d<j>_<k>" for each dimension k of input j whose handle is `d`.
std::vector<std::string> InputDimNames(InferenceContext* c, DimensionHandle d) {
  std::vector<std::string> names;
  for (int j = 0; j < c->num_inputs(); ++j) {
    const ShapeHandle input = c->input(j);
    for (int k = 0; k < InferenceContext::Rank(input); ++k) {
      if (InferenceContext::DimKnownRank(input, k).SameHandle(d)) {
        names.push_back(strings::StrCat("d", j, "_", k));
      }
    }
  }
  return names;
}

// Whether one of the '|'-separated alternatives of `expected` is among `names`.
bool AnyAlternativeIn(const std::string& expected, const std::vector<std::string>& names) {
  for (const std::string& alternative : Split(expected, '|')) {
    for (const std::string& name : names) {
      if (alternative == name) return true;
    }
  }
  return false;
}

// Whether dimension `d` is what `expected` ("?", "3" or "d0_1|d1_0") describes.
Status DimMatches(InferenceContext* c, DimensionHandle d, const std::string& expected,
                  bool* matches) {
  const std::vector<std::string> names = InputDimNames(c, d);
  int64 size = 0;
  if (expected == "?") {
    *matches = names.empty() && !InferenceContext::ValueKnown(d);
  } else if (ParseSize(expected, &size)) {
    *matches = names.empty() && InferenceContext::Value(d) == size;
  } else if (!expected.empty() && expected[0] == 'd') {
    *matches = AnyAlternativeIn(expected, names);
  } else {
    return HarnessError("Bad expected dimension '", expected, "'");
  }
  return OkStatus();
}

Status CheckOutput(InferenceContext* c, int index, const std::string& expected) {
  const ShapeHandle out = c->output(index);
  const std::vector<std::string> names = InputShapeNames(c, out);
  bool matches = false;
  if (expected.rfind("in", 0) == 0) {
    matches = AnyAlternativeIn(expected, names);
  } else if (expected == "?") {
    matches = names.empty() && !InferenceContext::RankKnown(out);
  } else if (IsBracketed(expected)) {
    const std::vector<std::string> dims = Split(expected.substr(1, expected.size() - 2), ',');
    matches = names.empty() && InferenceContext::RankKnown(out) &&
              InferenceContext::Rank(out) == static_cast<int32>(dims.size());
    for (size_t k = 0; matches && k < dims.size(); ++k) {
      TF_RETURN_IF_ERROR(DimMatches(c, InferenceContext::DimKnownRank(out, k), dims[k], &matches));
    }
  } else {
    return HarnessError("Bad expected output '", expected, "'");
  }
  if (!matches) {
    return errors::InvalidArgument("Output ", index, " expected to be ", expected, " but was ",
                                   ShapeInferenceTestutil::DescribeOutput(c, index));
  }
  return OkStatus();
}

std::string DescribeOutputs(InferenceContext* c) {
  std::vector<std::string> outputs;
  for (int i = 0; i < c->num_outputs(); ++i) {
    outputs.push_back(ShapeInferenceTestutil::DescribeOutput(c, i));
  }
  return Join(outputs, ";");
}

}  // namespace

bool ShapeInferenceTestutil::IsHarnessError(const Status& status) {
  return status.message().rfind(kHarnessErrorPrefix, 0) == 0;
}

std::string ShapeInferenceTestutil::DescribeOutput(InferenceContext* c, int index) {
  const ShapeHandle out = c->output(index);
  const std::vector<std::string> shape_names = InputShapeNames(c, out);
  if (!shape_names.empty()) return Join(shape_names, "|");
  if (!InferenceContext::RankKnown(out)) return "?";
  std::vector<std::string> dims;
  for (int k = 0; k < InferenceContext::Rank(out); ++k) {
    const DimensionHandle d = InferenceContext::DimKnownRank(out, k);
    const std::vector<std::string> dim_names = InputDimNames(c, d);
    dims.push_back(!dim_names.empty() ? Join(dim_names, "|") : c->DebugString(d));
  }
  return strings::StrCat("[", Join(dims, ","), "]");
}

Status ShapeInferenceTestutil::InferShapes(ShapeInferenceTestOp op, const std::string& ins,
                                           const std::string& expected_outs) {
  const OpRegistrationData* op_reg_data = nullptr;
  const Status found = OpRegistry::Global()->LookUp(op.name, &op_reg_data);
  if (!found.ok()) return AsHarnessError(found);
  if (!op_reg_data->shape_inference_fn) {
    return HarnessError("No shape inference function exists for op '", op.name, "'");
  }

  std::vector<PartialTensorShape> input_shapes;
  for (const std::string& text : Split(WithoutSpaces(ins), ';')) {
    PartialTensorShape shape;
    TF_RETURN_IF_ERROR(ParseInputShape(text, &shape));
    input_shapes.push_back(shape);
  }
  if (op.node_def.op().empty()) op.node_def.set_op(op.name);
  if (op.node_def.name().empty()) op.node_def.set_name(op.name);  // For readable errors.
  AddDefaultsToNodeDef(op_reg_data->op_def, &op.node_def);

  InferenceContext c(op.graph_def_version, AttrSlice(op.node_def), op_reg_data->op_def,
                     input_shapes, op.input_tensors);
  // The node or the number of input shapes does not fit the op: the shape function never ran.
  if (!c.construction_status().ok()) return AsHarnessError(c.construction_status());
  const Status status = c.Run(op_reg_data->shape_inference_fn);
  const std::string expected = WithoutSpaces(expected_outs);
  if (expected == "e") {
    if (status.ok()) {
      return HarnessError("Shape inference should have failed, but succeeded with ",
                          DescribeOutputs(&c));
    }
    return status;
  }
  TF_RETURN_IF_ERROR(status);

  const std::vector<std::string> expected_shapes = Split(expected, ';');
  if (static_cast<int>(expected_shapes.size()) != c.num_outputs()) {
    return HarnessError("Wrong number of expected outputs (", expected_shapes.size(), " vs ",
                        c.num_outputs(), "): got ", DescribeOutputs(&c));
  }
  for (int i = 0; i < c.num_outputs(); ++i) {
    TF_RETURN_IF_ERROR(CheckOutput(&c, i, expected_shapes[i]));
  }
  return OkStatus();
}

}  // namespace shape_inference
}  // namespace tensorflow
