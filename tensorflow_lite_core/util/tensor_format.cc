// Every index helper reads one description of each format: its dimensions in stride order, with
// 'S' standing for the block of spatial dimensions (as many as the rank leaves) and 'v' for the
// innermost vector dimension of 4 of the _VECT_ formats.
#include "tensorflow_lite_core/util/tensor_format.h"

#include <cstring>

#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

struct Layout {
  const char* name;
  const char* order;
};

const Layout& LayoutOf(TensorFormat format) {
  static const Layout kLayouts[] = {
      {"NHWC", "NSC"},         {"NCHW", "NCS"}, {"NCHW_VECT_C", "NCSv"},
      {"NHWC_VECT_W", "NSCv"}, {"HWNC", "SNC"}, {"HWCN", "SCN"},
  };
  if (format < FORMAT_NHWC || format > FORMAT_HWCN) {
    LOG(FATAL) << "Unknown format " << static_cast<int>(format);
  }
  return kLayouts[format];
}

// Null order: a format with a name but no layout the helpers know (OHWI).
const Layout& LayoutOf(FilterTensorFormat format) {
  static const Layout kLayouts[] = {
      {"HWIO", "SIO"}, {"OIHW", "OIS"}, {"OHWI", nullptr}, {"OIHW_VECT_I", "OISv"}};
  if (format < FORMAT_HWIO || format > FORMAT_OIHW_VECT_I) {
    LOG(FATAL) << "Unknown filter format " << static_cast<int>(format);
  }
  return kLayouts[format];
}

const char* OrderOf(FilterTensorFormat format) {
  const Layout& layout = LayoutOf(format);
  if (layout.order == nullptr) LOG(FATAL) << "Invalid filter format: " << layout.name;
  return layout.order;
}

// The index of `token` in a tensor laid out as `order` with `num_spatial` spatial dimensions.
int Position(const char* order, char token, int num_spatial) {
  int position = 0;
  for (const char* c = order; *c != '\0'; ++c) {
    if (*c == token) return position;
    position += *c == 'S' ? num_spatial : 1;
  }
  LOG(FATAL) << "Layout " << order << " has no dimension " << token;
}

int NumSpatial(const char* order, int num_dims) {
  return num_dims - static_cast<int>(std::strlen(order)) + 1;
}

// The index of a dimension letter; `letters` are the non-spatial letters the layout has.
int DimIndex(const char* order, const char* letters, char dimension, int num_spatial) {
  if (std::strchr(letters, dimension) != nullptr && dimension != '\0') {
    return Position(order, dimension, num_spatial);
  }
  const int spatial_start = Position(order, 'S', num_spatial);
  switch (dimension) {
    case 'H':
      return spatial_start + num_spatial - 2;
    case 'W':
      return spatial_start + num_spatial - 1;
    case '0':
    case '1':
    case '2':
      return spatial_start + (dimension - '0');
    default:
      LOG(FATAL) << "Invalid dimension: " << dimension;
  }
}

std::vector<int64> SpatialSizes(const TensorShape& shape, TensorFormat format) {
  const int num_spatial = GetTensorSpatialDims(shape.dims(), format);
  std::vector<int64> sizes(num_spatial);
  for (int d = 0; d < num_spatial; ++d) {
    sizes[d] = shape.dim_size(GetTensorSpatialDimIndex(shape.dims(), format, d));
  }
  return sizes;
}

}  // namespace

namespace internal {

int NonSpatialDims(TensorFormat format) {
  return static_cast<int>(std::strlen(LayoutOf(format).order)) - 1;
}

int FilterNonSpatialDims(FilterTensorFormat format) {
  // OHWI counts as O, I and spatial dimensions here, as in TensorFlow.
  return format == FORMAT_OIHW_VECT_I ? 3 : 2;
}

int SpatialStart(TensorFormat format) { return Position(LayoutOf(format).order, 'S', 0); }

int BatchIndex(int num_dims, TensorFormat format) {
  const char* order = LayoutOf(format).order;
  return Position(order, 'N', NumSpatial(order, num_dims));
}

int FeatureIndex(int num_dims, TensorFormat format) {
  const char* order = LayoutOf(format).order;
  return Position(order, 'C', NumSpatial(order, num_dims));
}

int FilterSpatialStart(FilterTensorFormat format) { return Position(OrderOf(format), 'S', 0); }

int FilterInputIndex(int num_dims, FilterTensorFormat format) {
  const char* order = OrderOf(format);
  return Position(order, 'I', NumSpatial(order, num_dims));
}

int FilterOutputIndex(int num_dims, FilterTensorFormat format) {
  const char* order = OrderOf(format);
  return Position(order, 'O', NumSpatial(order, num_dims));
}

int TensorDimIndex(TensorFormat format, char dimension, int num_spatial_dims) {
  return DimIndex(LayoutOf(format).order, "NC", dimension, num_spatial_dims);
}

int FilterDimIndex(FilterTensorFormat format, char dimension, int num_spatial_dims) {
  return DimIndex(OrderOf(format), "IO", dimension, num_spatial_dims);
}

}  // namespace internal

bool FormatFromString(AnyStringView format_text, TensorFormat* format) {
  const std::string_view text = format_text;
  if (text == "NHWC" || text == "NDHWC") {
    *format = FORMAT_NHWC;
  } else if (text == "NCHW" || text == "NCDHW") {
    *format = FORMAT_NCHW;
  } else if (text == "NCHW_VECT_C") {
    *format = FORMAT_NCHW_VECT_C;
  } else if (text == "NHWC_VECT_W") {
    *format = FORMAT_NHWC_VECT_W;
  } else if (text == "HWNC") {
    *format = FORMAT_HWNC;
  } else if (text == "HWCN") {
    *format = FORMAT_HWCN;
  } else {
    return false;
  }
  return true;
}

bool FilterFormatFromString(AnyStringView format_text, FilterTensorFormat* format) {
  const std::string_view text = format_text;
  if (text == "HWIO" || text == "DHWIO") {
    *format = FORMAT_HWIO;
  } else if (text == "OIHW" || text == "OIDHW") {
    *format = FORMAT_OIHW;
  } else if (text == "OIHW_VECT_I") {
    *format = FORMAT_OIHW_VECT_I;
  } else {
    return false;  // OHWI included, as in TensorFlow
  }
  return true;
}

std::string ToString(TensorFormat format) { return LayoutOf(format).name; }

std::string ToString(FilterTensorFormat format) { return LayoutOf(format).name; }

std::string GetConvnetDataFormatAttrString() {
  return "data_format: { 'NHWC', 'NCHW' } = 'NHWC' ";
}

std::string GetConvnet3dDataFormatAttrString() {
  return "data_format: { 'NDHWC', 'NCDHW' } = 'NDHWC' ";
}

std::string GetConvnetFilterFormatAttrString() {
  return "filter_format: { 'HWIO', 'OIHW' } = 'HWIO' ";
}

std::string GetConvnet3dFilterFormatAttrString() {
  return "filter_format: { 'DHWIO', 'OIDHW' } = 'DHWIO' ";
}

std::string GetConvnetDataFormat2D3DAttrString() {
  return "data_format: { 'NHWC', 'NCHW', 'NDHWC', 'NCDHW' } = 'NHWC' ";
}

int32 GetTensorDimIndex(TensorFormat format, char dimension, int num_total_dims) {
  const int num_spatial = GetTensorSpatialDims(num_total_dims, format) == 3 ? 3 : 2;
  const int index = internal::TensorDimIndex(format, dimension, num_spatial);
  CHECK(index >= 0 && index < num_total_dims)  // Crash OK: a caller's mistake, as in TensorFlow
      << "Invalid index from the dimension: " << index << ", " << format << ", " << dimension;
  return index;
}

void GetExplicitPaddingForDim(const std::vector<int64>& explicit_paddings,
                              TensorFormat tensor_format, char dimension, int64* padding_before,
                              int64* padding_after) {
  const int index = GetTensorDimIndex(tensor_format, dimension,
                                      static_cast<int>(explicit_paddings.size() / 2));
  *padding_before = explicit_paddings[2 * index];
  *padding_after = explicit_paddings[2 * index + 1];
}

absl::Status ShapeFromFormatWithStatus(TensorFormat format, int64 N,
                                       absl::Span<const int64> spatial, int64 C,
                                       TensorShape* shape) {
  const int num_spatial = static_cast<int>(spatial.size());
  const int dims = GetTensorDimsFromSpatialDims(num_spatial, format);
  std::vector<int64> sizes(dims);
  sizes[GetTensorBatchDimIndex(dims, format)] = N;
  for (int d = 0; d < num_spatial; ++d) {
    int64 size = spatial[d];
    if (format == FORMAT_NHWC_VECT_W && d == num_spatial - 1) {
      CHECK_EQ(0, size % 4) << "FORMAT_NHWC_VECT_W requires W to be a multiple of 4, but W="
                            << size;
      sizes[GetTensorInnerWidthDimIndex(dims, format)] = 4;
      size /= 4;
    }
    sizes[GetTensorSpatialDimIndex(dims, format, d)] = size;
  }
  if (format == FORMAT_NCHW_VECT_C) {
    CHECK_EQ(0, C % 4) << "NCHW_VECT_C requires C to be a multiple of 4, but C=" << C;
    sizes[GetTensorInnerFeatureDimIndex(dims, format)] = 4;
    C /= 4;
  }
  sizes[GetTensorFeatureDimIndex(dims, format)] = C;
  return TensorShapeUtils::MakeShape(sizes, shape);
}

absl::Status ShapeFromFormatWithStatus(TensorFormat format, int64 N, int64 H, int64 W,
                                       int64 C, TensorShape* shape) {
  return ShapeFromFormatWithStatus(format, N, {H, W}, C, shape);
}

absl::Status ShapeFromFormatWithStatus(TensorFormat dst_format, const TensorShape& src_shape,
                                       TensorFormat src_format, TensorShape* shape) {
  if (src_format == dst_format) {
    *shape = src_shape;
    return absl::OkStatus();
  }
  const int64 batch = GetTensorDim(src_shape, src_format, 'N');
  const int64 channels =
      GetTensorDim(src_shape, src_format, 'C') * (src_format == FORMAT_NCHW_VECT_C ? 4 : 1);
  std::vector<int64> spatial = SpatialSizes(src_shape, src_format);
  if (src_format == FORMAT_NHWC_VECT_W) spatial.back() *= 4;
  return ShapeFromFormatWithStatus(dst_format, batch, spatial, channels, shape);
}

TensorShape ShapeFromFormat(TensorFormat format, int64 N, absl::Span<const int64> spatial,
                            int64 C) {
  TensorShape shape;
  TF_CHECK_OK(ShapeFromFormatWithStatus(format, N, spatial, C, &shape));
  return shape;
}

TensorShape ShapeFromFormat(TensorFormat format, int64 N, int64 H, int64 W, int64 C) {
  return ShapeFromFormat(format, N, {H, W}, C);
}

TensorShape ShapeFromFormat(TensorFormat dst_format, const TensorShape& src_shape,
                            TensorFormat src_format) {
  TensorShape shape;
  TF_CHECK_OK(ShapeFromFormatWithStatus(dst_format, src_shape, src_format, &shape));
  return shape;
}

TensorShape ShapeFromFilterTensorFormat(FilterTensorFormat format,
                                        absl::Span<const int64> spatial, int64 I, int64 O) {
  const int num_spatial = static_cast<int>(spatial.size());
  const int dims = GetFilterTensorDimsFromSpatialDims(num_spatial, format);
  std::vector<int64> sizes(dims);
  sizes[GetFilterTensorOutputChannelsDimIndex(dims, format)] = O;
  for (int d = 0; d < num_spatial; ++d) {
    sizes[GetFilterTensorSpatialDimIndex(dims, format, d)] = spatial[d];
  }
  if (format == FORMAT_OIHW_VECT_I) {
    CHECK_EQ(0, I % 4) << "OIHW_VECT_I requires I to be a multiple of 4, but I=" << I;
    sizes[GetFilterTensorInnerInputChannelsDimIndex(dims, format)] = 4;
    I /= 4;
  }
  sizes[GetFilterTensorInputChannelsDimIndex(dims, format)] = I;
  return TensorShape(sizes);
}

TensorShape ShapeFromFilterTensorFormat(FilterTensorFormat format, int64 H, int64 W, int64 I,
                                        int64 O) {
  return ShapeFromFilterTensorFormat(format, {H, W}, I, O);
}

TensorShape ShapeFromFilterFormat(FilterTensorFormat dst_filter_format,
                                  const TensorShape& src_shape,
                                  FilterTensorFormat src_filter_format) {
  if (src_filter_format == dst_filter_format) return src_shape;
  const int64 output_channels = GetFilterDim(src_shape, src_filter_format, 'O');
  const int64 input_channels = GetFilterDim(src_shape, src_filter_format, 'I') *
                               (src_filter_format == FORMAT_OIHW_VECT_I ? 4 : 1);
  const bool three_spatial = GetFilterTensorSpatialDims(src_shape.dims(), src_filter_format) == 3;
  std::vector<int64> spatial;
  for (char dimension : three_spatial ? std::string("012") : std::string("HW")) {
    spatial.push_back(GetFilterDim(src_shape, src_filter_format, dimension));
  }
  return ShapeFromFilterTensorFormat(dst_filter_format, spatial, input_channels,
                                     output_channels);
}

}  // namespace tensorflow
