#include "tensorflow_lite_core/util/padding.h"

#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {

absl::Status CheckValidPadding(Padding padding_type,
                               const std::vector<int64>& explicit_paddings, int num_dims,
                               TensorFormat data_format) {
  if (padding_type != EXPLICIT) {
    if (!explicit_paddings.empty()) {
      return errors::InvalidArgument(
          "explicit_paddings attribute must be empty if the padding attribute is not EXPLICIT");
    }
    return absl::OkStatus();
  }
  if (explicit_paddings.size() != 2 * static_cast<size_t>(num_dims)) {
    return errors::InvalidArgument("explicit_paddings attribute must contain ", 2 * num_dims,
                                   " values, but got: ", explicit_paddings.size());
  }
  for (int64 amount : explicit_paddings) {
    if (amount < 0) {
      return errors::InvalidArgument("All elements of explicit_paddings must be nonnegative");
    }
  }
  for (int dim : {GetTensorBatchDimIndex(num_dims, data_format),
                  GetTensorFeatureDimIndex(num_dims, data_format)}) {
    if (explicit_paddings[2 * dim] != 0 || explicit_paddings[2 * dim + 1] != 0) {
      return errors::InvalidArgument(
          "Nonzero explicit padding in the batch or depth dimensions is not supported");
    }
  }
  return absl::OkStatus();
}

std::string GetPaddingAttrString() { return "padding: {'SAME', 'VALID'}"; }

std::string GetPaddingAttrStringWithExplicit() { return "padding: {'SAME', 'VALID', 'EXPLICIT'}"; }

std::string GetExplicitPaddingsAttrString() { return "explicit_paddings: list(int) = []"; }

absl::Status GetPaddingFromString(AnyStringView text, Padding* value) {
  const std::string_view name = text;
  if (name == "VALID") {
    *value = VALID;
  } else if (name == "SAME") {
    *value = SAME;
  } else if (name == "EXPLICIT") {
    *value = EXPLICIT;
  } else {
    return errors::NotFound(name, " is not an allowed padding type");
  }
  return absl::OkStatus();
}

absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, Padding* value) {
  std::string text;
  TF_RETURN_IF_ERROR(GetNodeAttr(attrs, attr_name, &text));
  return GetPaddingFromString(text, value);
}

}  // namespace tensorflow
