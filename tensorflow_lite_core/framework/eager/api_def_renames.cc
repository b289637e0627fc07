#include "tensorflow_lite_core/framework/eager/api_def_renames.h"

#include <algorithm>
#include <iterator>

namespace tensorflow {
namespace eager {
namespace {

struct Rename {
  std::string_view op, arg, python_name;
};

// Every rename TensorFlow 2.21's Python API makes (the ops whose tf.raw_ops parameters differ
// from their OpDef), as listed by python/ops/testdata/record_tf_raw_op_signatures.py --renames.
constexpr Rename kRenames[] = {
    {"All", "reduction_indices", "axis"},   {"Any", "reduction_indices", "axis"},
    {"EuclideanNorm", "reduction_indices", "axis"},
    {"ExpandDims", "dim", "axis"},          {"Max", "reduction_indices", "axis"},
    {"Mean", "reduction_indices", "axis"},  {"Min", "reduction_indices", "axis"},
    {"Prod", "reduction_indices", "axis"},  {"Select", "t", "x"},
    {"Select", "e", "y"},                   {"Split", "split_dim", "axis"},
    {"SplitV", "split_dim", "axis"},        {"Squeeze", "squeeze_dims", "axis"},
    {"Sum", "reduction_indices", "axis"},   {"Where", "input", "condition"},
};

}  // namespace

std::string_view PythonArgName(std::string_view op, std::string_view arg) {
  const auto found = std::find_if(std::begin(kRenames), std::end(kRenames),
                                  [&](const Rename& r) { return r.op == op && r.arg == arg; });
  return found == std::end(kRenames) ? arg : found->python_name;
}

}  // namespace eager
}  // namespace tensorflow
