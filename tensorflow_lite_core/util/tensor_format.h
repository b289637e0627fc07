// Data layouts of convolution inputs (TensorFormat) and filters (FilterTensorFormat), and where
// each dimension sits in them, as TensorFlow's util/tensor_format.h defines them.
//
// A format names its dimensions from largest to smallest stride: N batch, C channels (features),
// H and W the spatial dimensions (for 3-D data a depth first: NDHWC is FORMAT_NHWC with three
// spatial dimensions), I and O a filter's input and output channels. The _VECT_ formats split
// C (or W, or I) into an outer dimension and an innermost one of 4.
//
// Dimension letters: 'N', 'C', 'H' and 'W' (the last two spatial dimensions), '0', '1', '2'
// (spatial dimensions by position); for filters 'I', 'O', 'H', 'W', '0', '1', '2'. A letter a
// format lacks, or an unknown format, is a programming error: it LOG(FATAL)s, as in TensorFlow.
#ifndef TENSORFLOW_LITE_CORE_UTIL_TENSOR_FORMAT_H_
#define TENSORFLOW_LITE_CORE_UTIL_TENSOR_FORMAT_H_

#include <cstddef>
#include <string>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "absl/types/span.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/lib/gtl/array_slice.h"
#include "tensorflow_lite_core/lib/gtl/inlined_vector.h"
#include "tensorflow_lite_core/platform/any_string_view.h"
#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

enum TensorFormat {
  FORMAT_NHWC = 0,
  FORMAT_NCHW = 1,
  FORMAT_NCHW_VECT_C = 2,  // N, C/4, H, W, 4
  FORMAT_NHWC_VECT_W = 3,  // N, H, W/4, C, 4
  FORMAT_HWNC = 4,
  FORMAT_HWCN = 5,
};

enum FilterTensorFormat {
  FORMAT_HWIO = 0,
  FORMAT_OIHW = 1,
  FORMAT_OHWI = 2,         // a name only: none of the index helpers accept it, as in TensorFlow
  FORMAT_OIHW_VECT_I = 3,  // O, I/4, H, W, 4
};

// "NHWC" and "NDHWC" -> FORMAT_NHWC, "NCHW" and "NCDHW" -> FORMAT_NCHW, and the other formats'
// names. False for anything else (names are case-sensitive).
bool FormatFromString(AnyStringView format_text, TensorFormat* format);
// "HWIO"/"DHWIO", "OIHW"/"OIDHW", "OIHW_VECT_I". False for anything else.
bool FilterFormatFromString(AnyStringView format_text, FilterTensorFormat* format);

// The format's name ("NHWC", "OIHW_VECT_I", ...).
std::string ToString(TensorFormat format);
std::string ToString(FilterTensorFormat format);

// Attr specs for REGISTER_OP, e.g. "data_format: { 'NHWC', 'NCHW' } = 'NHWC' ".
std::string GetConvnetDataFormatAttrString();
std::string GetConvnet3dDataFormatAttrString();
std::string GetConvnetFilterFormatAttrString();
std::string GetConvnet3dFilterFormatAttrString();
std::string GetConvnetDataFormat2D3DAttrString();

namespace internal {
// How many dimensions of `format` are not spatial: 2, or 3 for the _VECT_ formats.
int NonSpatialDims(TensorFormat format);
int FilterNonSpatialDims(FilterTensorFormat format);
// Where the first spatial dimension, the batch and the (outer) feature dimension of a rank
// `num_dims` tensor in `format` are.
int SpatialStart(TensorFormat format);
int BatchIndex(int num_dims, TensorFormat format);
int FeatureIndex(int num_dims, TensorFormat format);
// The same for filters: OHWI LOG(FATAL)s.
int FilterSpatialStart(FilterTensorFormat format);
int FilterInputIndex(int num_dims, FilterTensorFormat format);
int FilterOutputIndex(int num_dims, FilterTensorFormat format);
// The index of `dimension` in a tensor with `num_spatial_dims` spatial dimensions.
int TensorDimIndex(TensorFormat format, char dimension, int num_spatial_dims);
int FilterDimIndex(FilterTensorFormat format, char dimension, int num_spatial_dims);
}  // namespace internal

// Spatial dimensions of a rank `num_dims` tensor in `format`, and the inverse.
inline int GetTensorSpatialDims(int num_dims, TensorFormat format) {
  return num_dims - internal::NonSpatialDims(format);
}
inline int GetTensorDimsFromSpatialDims(int num_spatial_dims, TensorFormat format) {
  return num_spatial_dims + internal::NonSpatialDims(format);
}
inline int GetFilterTensorSpatialDims(int num_dims, FilterTensorFormat format) {
  return num_dims - internal::FilterNonSpatialDims(format);
}
inline int GetFilterTensorDimsFromSpatialDims(int num_spatial_dims, FilterTensorFormat format) {
  return num_spatial_dims + internal::FilterNonSpatialDims(format);
}

inline int GetTensorBatchDimIndex(int num_dims, TensorFormat format) {
  return internal::BatchIndex(num_dims, format);
}
// For the _VECT_C format: the outer feature dimension (C / 4).
inline int GetTensorFeatureDimIndex(int num_dims, TensorFormat format) {
  return internal::FeatureIndex(num_dims, format);
}
// The innermost dimension of 4 of NCHW_VECT_C (NHWC_VECT_W).
inline int GetTensorInnerFeatureDimIndex(int num_dims, TensorFormat format) {
  DCHECK_EQ(format, FORMAT_NCHW_VECT_C);
  return num_dims - 1;
}
inline int GetTensorInnerWidthDimIndex(int num_dims, TensorFormat format) {
  DCHECK_EQ(format, FORMAT_NHWC_VECT_W);
  return num_dims - 1;
}
// The index of spatial dimension `spatial_dim` (0 .. spatial dims - 1; CHECKed).
inline int GetTensorSpatialDimIndex(int num_dims, TensorFormat format, int spatial_dim) {
  CHECK(spatial_dim >= 0 && spatial_dim < GetTensorSpatialDims(num_dims, format))
      << spatial_dim << " " << num_dims << " " << ToString(format);
  return internal::SpatialStart(format) + spatial_dim;
}

inline int GetFilterTensorSpatialDimIndex(int num_dims, FilterTensorFormat format, int dim) {
  CHECK(dim >= 0 && dim < GetFilterTensorSpatialDims(num_dims, format))
      << dim << " " << num_dims << " " << ToString(format);
  return internal::FilterSpatialStart(format) + dim;
}
inline int GetFilterTensorInnerInputChannelsDimIndex(int num_dims, FilterTensorFormat format) {
  DCHECK_EQ(format, FORMAT_OIHW_VECT_I);
  return num_dims - 1;
}
inline int GetFilterTensorInputChannelsDimIndex(int num_dims, FilterTensorFormat format) {
  return internal::FilterInputIndex(num_dims, format);
}
inline int GetFilterTensorOutputChannelsDimIndex(int num_dims, FilterTensorFormat format) {
  return internal::FilterOutputIndex(num_dims, format);
}

// The index of `dimension` for NUM_SPATIAL_DIMS spatial dimensions.
template <int NUM_SPATIAL_DIMS>
inline int32 GetTensorDimIndex(TensorFormat format, char dimension) {
  return internal::TensorDimIndex(format, dimension, NUM_SPATIAL_DIMS);
}
template <int NUM_SPATIAL_DIMS>
inline int GetFilterDimIndex(FilterTensorFormat filter_tensor_format, char dimension) {
  return internal::FilterDimIndex(filter_tensor_format, dimension, NUM_SPATIAL_DIMS);
}

// Two spatial dimensions.
inline int32 GetTensorDimIndex(TensorFormat format, char dimension) {
  return GetTensorDimIndex<2>(format, dimension);
}

// For a rank `num_total_dims` tensor: three spatial dimensions if it has them, else two (as
// TensorFlow does, so 1-D data uses the 2-D indices). CHECK-fails if the index is outside the
// tensor.
int32 GetTensorDimIndex(TensorFormat format, char dimension, int num_total_dims);

// The size of `dimension` among `dimension_attributes` (one per dimension: a shape, strides,
// ksize), laid out in `tensor_format`.
template <typename T>
T GetTensorDim(gtl::ArraySlice<T> dimension_attributes, TensorFormat tensor_format,
               char dimension) {
  const int index =
      GetTensorDimIndex(tensor_format, dimension, static_cast<int>(dimension_attributes.size()));
  return dimension_attributes[index];
}
template <typename T>
T GetTensorDim(const std::vector<T>& attributes, TensorFormat format, char dimension) {
  return GetTensorDim(gtl::ArraySlice<T>(attributes), format, dimension);
}
inline int64 GetTensorDim(const TensorShape& tensor_shape, TensorFormat tensor_format,
                          char dimension) {
  return GetTensorDim(tensor_shape.dim_sizes(), tensor_format, dimension);
}
inline int64 GetTensorDim(const Tensor& tensor, TensorFormat tensor_format, char dimension) {
  return GetTensorDim(tensor.shape(), tensor_format, dimension);
}

// The same for filters: three spatial dimensions if the rank has them, else two. CHECK-fails
// if the index is outside.
template <typename T>
T GetFilterDim(gtl::ArraySlice<T> dimension_attribute, FilterTensorFormat filter_tensor_format,
               char dimension) {
  const int rank = static_cast<int>(dimension_attribute.size());
  const int spatial = GetFilterTensorSpatialDims(rank, filter_tensor_format) == 3 ? 3 : 2;
  const int index = internal::FilterDimIndex(filter_tensor_format, dimension, spatial);
  CHECK(index >= 0 && index < rank) << "Invalid index from the dimension: " << index << ", "
                                    << filter_tensor_format << ", " << dimension;
  return dimension_attribute[index];
}
template <typename T>
T GetFilterDim(const std::vector<T>& attributes, FilterTensorFormat format, char dimension) {
  return GetFilterDim(gtl::ArraySlice<T>(attributes), format, dimension);
}
inline int64 GetFilterDim(const TensorShape& tensor_shape, FilterTensorFormat tensor_filter_format,
                          char dimension) {
  return GetFilterDim(tensor_shape.dim_sizes(), tensor_filter_format, dimension);
}
inline int64 GetFilterDim(const Tensor& tensor, FilterTensorFormat filter_tensor_format,
                          char dimension) {
  return GetFilterDim(tensor.shape(), filter_tensor_format, dimension);
}

// The padding before and after `dimension` from an explicit_paddings attr (a before/after pair
// per dimension).
void GetExplicitPaddingForDim(const std::vector<int64>& explicit_paddings,
                              TensorFormat tensor_format, char dimension, int64* padding_before,
                              int64* padding_after);

// The shape of a tensor in `format` with batch N, the `spatial` sizes and C channels. For
// NCHW_VECT_C, C must be a multiple of 4, for NHWC_VECT_W the last spatial size (CHECKed).
// InvalidArgument for sizes a TensorShape cannot hold (negative ones).
absl::Status ShapeFromFormatWithStatus(TensorFormat format, int64 N,
                                       absl::Span<const int64> spatial, int64 C,
                                       TensorShape* shape);
absl::Status ShapeFromFormatWithStatus(TensorFormat format, int64 N, int64 H, int64 W,
                                       int64 C, TensorShape* shape);
// `src_shape` (in `src_format`) laid out in `dst_format`.
absl::Status ShapeFromFormatWithStatus(TensorFormat dst_format, const TensorShape& src_shape,
                                       TensorFormat src_format, TensorShape* shape);
// The same, CHECK-failing on bad sizes.
TensorShape ShapeFromFormat(TensorFormat format, int64 N, absl::Span<const int64> spatial,
                            int64 C);
TensorShape ShapeFromFormat(TensorFormat format, int64 N, int64 H, int64 W, int64 C);
TensorShape ShapeFromFormat(TensorFormat dst_format, const TensorShape& src_shape,
                            TensorFormat src_format);

// A filter shape in `format` from its spatial sizes and I and O (I a multiple of 4 for
// OIHW_VECT_I, CHECKed).
TensorShape ShapeFromFilterTensorFormat(FilterTensorFormat format,
                                        absl::Span<const int64> spatial, int64 I, int64 O);
TensorShape ShapeFromFilterTensorFormat(FilterTensorFormat format, int64 H, int64 W, int64 I,
                                        int64 O);
// `src_shape` (in `src_filter_format`) laid out in `dst_filter_format`.
TensorShape ShapeFromFilterFormat(FilterTensorFormat dst_filter_format,
                                  const TensorShape& src_shape,
                                  FilterTensorFormat src_filter_format);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_UTIL_TENSOR_FORMAT_H_
