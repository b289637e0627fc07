// Padding of convolution and pooling windows, as TensorFlow's util/padding.h defines it:
//   VALID     no padding: windows stay inside the input;
//   SAME      enough padding that, with stride 1, the output is as large as the input (the odd
//             cell, if any, goes after);
//   EXPLICIT  the before/after amounts of an `explicit_paddings` attr, one pair per dimension.
// Padded cells are zeros for convolutions and ignored by pooling.
#ifndef TENSORFLOW_LITE_CORE_UTIL_PADDING_H_
#define TENSORFLOW_LITE_CORE_UTIL_PADDING_H_

#include <string>
#include <vector>

#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/platform/any_string_view.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"
#include "tensorflow_lite_core/util/tensor_format.h"

namespace tensorflow {

enum Padding {
  VALID = 1,
  SAME = 2,
  EXPLICIT = 3,
};

// InvalidArgument unless `explicit_paddings` fits `padding_type`: empty unless EXPLICIT; for
// EXPLICIT 2 * num_dims values, none negative, and zero for the batch and depth dimensions of
// `data_format`.
absl::Status CheckValidPadding(Padding padding_type,
                               const std::vector<int64>& explicit_paddings, int num_dims,
                               TensorFormat data_format);

// Attr specs for REGISTER_OP: "padding: {'SAME', 'VALID'}", the same with 'EXPLICIT', and
// "explicit_paddings: list(int) = []".
std::string GetPaddingAttrString();
std::string GetPaddingAttrStringWithExplicit();
std::string GetExplicitPaddingsAttrString();

// "VALID", "SAME" or "EXPLICIT" (exactly) to the enum; NotFound for anything else.
absl::Status GetPaddingFromString(AnyStringView text, Padding* value);

// A string attr read as a Padding, so kernels can write context->GetAttr("padding", &padding_).
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, Padding* value);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_UTIL_PADDING_H_
