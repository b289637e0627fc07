// What the kernels that move elements by index share (Gather*, Scatter*, SparseToDense, OneHot,
// the diagonal ops), so that one kernel class serves every dtype:
//
//   SliceMover    copies slices of a fixed number of elements of one dtype: as bytes for
//                 fixed-size types (a single move for 1, 2, 4, 8 and 16 bytes), by value for
//                 strings.
//   IndexReader   element i of an integer index tensor of any index dtype, as int64.
//   IndexText     how TensorFlow's messages print an index: "[0, 3]".
//   IgnoresBadIndices   reads the bad_indices_policy attr of GatherNd and the Scatter ops.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_GATHER_SCATTER_UTIL_H_
#define TENSORFLOW_LITE_CORE_KERNELS_GATHER_SCATTER_UTIL_H_

#include <algorithm>
#include <cstring>
#include <string>

#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/strcat.h"
#include "tensorflow_lite_core/platform/tstring.h"

namespace tensorflow {

class SliceMover {
 public:
  // A mover of slices of `slice_elements` elements of `dtype`; Unimplemented for dtypes whose
  // elements are neither fixed-size nor strings (resources, variants).
  static absl::Status Make(DataType dtype, int64 slice_elements, SliceMover* mover) {
    mover->elements_ = slice_elements;
    if (dtype == DT_STRING) {
      mover->kind_ = Kind::kStrings;
      mover->bytes_ = slice_elements * static_cast<int64>(sizeof(tstring));
      return OkStatus();
    }
    if (!DataTypeCanUseMemcpy(dtype)) {
      return errors::Unimplemented("Moving elements of ", DataTypeString(dtype),
                                   " tensors is not supported");
    }
    mover->bytes_ = slice_elements * DataTypeSize(dtype);
    switch (mover->bytes_) {
      case 1: mover->kind_ = Kind::k1; break;
      case 2: mover->kind_ = Kind::k2; break;
      case 4: mover->kind_ = Kind::k4; break;
      case 8: mover->kind_ = Kind::k8; break;
      case 16: mover->kind_ = Kind::k16; break;
      default: mover->kind_ = Kind::kBytes;
    }
    return OkStatus();
  }

  // Bytes of one slice in a tensor's buffer.
  int64 slice_bytes() const { return bytes_; }

  // Slice `to_index` of `to` becomes slice `from_index` of `from` (buffers of the dtype).
  void Copy(const void* from, int64 from_index, void* to, int64 to_index) const {
    const char* source = static_cast<const char*>(from) + from_index * bytes_;
    char* destination = static_cast<char*>(to) + to_index * bytes_;
    switch (kind_) {
      case Kind::k1: std::memcpy(destination, source, 1); break;
      case Kind::k2: std::memcpy(destination, source, 2); break;
      case Kind::k4: std::memcpy(destination, source, 4); break;
      case Kind::k8: std::memcpy(destination, source, 8); break;
      case Kind::k16: std::memcpy(destination, source, 16); break;
      case Kind::kBytes: std::memcpy(destination, source, bytes_); break;
      case Kind::kStrings:
        std::copy_n(reinterpret_cast<const tstring*>(source), elements_,
                    reinterpret_cast<tstring*>(destination));
        break;
    }
  }

  // Slices [begin, end) of `to` each become slice `from_index` of `from`.
  void Fill(const void* from, int64 from_index, void* to, int64 begin, int64 end) const {
    for (int64 i = begin; i < end; ++i) Copy(from, from_index, to, i);
  }

 private:
  enum class Kind { k1, k2, k4, k8, k16, kBytes, kStrings };
  Kind kind_ = Kind::kBytes;
  int64 bytes_ = 0;
  int64 elements_ = 0;
};

// Reads an integer tensor of any of the index dtypes ops take (int8, uint8, int16, uint16, int32,
// int64) without copying it.
class IndexReader {
 public:
  explicit IndexReader(const Tensor& tensor) : data_(tensor.data()), dtype_(tensor.dtype()) {}

  int64 operator[](int64 i) const {
    switch (dtype_) {
      case DT_INT8: return static_cast<const int8*>(data_)[i];
      case DT_UINT8: return static_cast<const uint8*>(data_)[i];
      case DT_INT16: return static_cast<const int16*>(data_)[i];
      case DT_UINT16: return static_cast<const uint16*>(data_)[i];
      case DT_INT32: return static_cast<const int32*>(data_)[i];
      default: return static_cast<const int64*>(data_)[i];
    }
  }

 private:
  const void* data_;
  DataType dtype_;
};

// `count` values of `reader` from `first`, as TensorFlow prints an index: "[0, 3]".
inline std::string IndexText(const IndexReader& reader, int64 first, int64 count) {
  std::string text = "[";
  for (int64 i = 0; i < count; ++i) {
    strings::StrAppend(&text, i > 0 ? ", " : "", reader[first + i]);
  }
  return text + "]";
}

// Flat element `index` of tensor `name` of `shape`, as TensorFlow names it in its messages:
// "indices[0,1]" (coordinates joined by commas), or "indices" for a scalar.
inline std::string ElementText(const char* name, const TensorShape& shape, int64 index) {
  if (shape.dims() == 0) return name;
  std::string text;
  for (int d = shape.dims() - 1; d >= 0; --d) {
    const int64 size = shape.dim_size(d);
    const std::string coordinate = std::to_string(size > 0 ? index % size : 0);
    text = d == shape.dims() - 1 ? coordinate : coordinate + "," + text;
    if (size > 0) index /= size;
  }
  return std::string(name) + "[" + text + "]";
}

// Whether bad_indices_policy asks to skip indices that address nothing ("IGNORE") rather than
// fail ("", "DEFAULT", "ERROR"); InvalidArgument for a policy TensorFlow does not know.
inline absl::Status IgnoresBadIndices(const std::string& policy, bool* ignore) {
  if (policy.empty() || policy == "DEFAULT" || policy == "ERROR") {
    *ignore = false;
  } else if (policy == "IGNORE") {
    *ignore = true;
  } else {
    return errors::InvalidArgument("Unknown bad indices handling attribute: ", policy);
  }
  return OkStatus();
}

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_GATHER_SCATTER_UTIL_H_
