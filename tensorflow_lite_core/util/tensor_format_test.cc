#include "tensorflow_lite_core/util/tensor_format.h"

#include <map>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace {

using tf_reference::Int;
using tf_reference::IntList;
using tf_reference::Unescape;

TensorFormat Format(const std::string& text) { return static_cast<TensorFormat>(Int(text)); }
FilterTensorFormat FilterFormat(const std::string& text) {
  return static_cast<FilterTensorFormat>(Int(text));
}

std::vector<int64> Dims(const TensorShape& shape) { return shape.dim_sizes(); }

TEST(TensorFormatTest, NamesParseAndPrintAsInTensorFlow) {
  for (const auto& row : tf_reference::Rows("tensor_format", "to_string")) {
    EXPECT_EQ(ToString(Format(row[0])), row[1]);
  }
  for (const auto& row : tf_reference::Rows("tensor_format", "filter_to_string")) {
    EXPECT_EQ(ToString(FilterFormat(row[0])), row[1]);
  }
  // 7 is no format's value but within the enum's range (it has three bits).
  const TensorFormat kUnset = static_cast<TensorFormat>(7);
  for (const auto& row : tf_reference::Rows("tensor_format", "from_string")) {
    TensorFormat format = kUnset;
    EXPECT_EQ(FormatFromString(Unescape(row[0]), &format), row[1] == "1") << row[0];
    if (row[1] == "1") {
      EXPECT_EQ(format, Format(row[2])) << row[0];
    } else {
      EXPECT_EQ(format, kUnset) << "failure leaves the format alone";
    }
  }
  for (const auto& row : tf_reference::Rows("tensor_format", "filter_from_string")) {
    // OHWI: a format FilterFormatFromString never returns.
    FilterTensorFormat format = FORMAT_OHWI;
    EXPECT_EQ(FilterFormatFromString(Unescape(row[0]), &format), row[1] == "1") << row[0];
    EXPECT_EQ(format, row[1] == "1" ? FilterFormat(row[2]) : FORMAT_OHWI) << row[0];
  }
  TensorFormat format;
  EXPECT_TRUE(FormatFromString(absl::string_view("NCHW"), &format));
  EXPECT_TRUE(FormatFromString(std::string_view("NHWC"), &format));
  const std::map<std::string, std::string> attrs = {
      {"convnet_data_format", GetConvnetDataFormatAttrString()},
      {"convnet3d_data_format", GetConvnet3dDataFormatAttrString()},
      {"convnet_filter_format", GetConvnetFilterFormatAttrString()},
      {"convnet3d_filter_format", GetConvnet3dFilterFormatAttrString()},
      {"convnet_data_format_2d_3d", GetConvnetDataFormat2D3DAttrString()},
  };
  for (const auto& row : tf_reference::Rows("tensor_format", "attr")) {
    EXPECT_EQ(attrs.at(row[0]), row[1]) << row[0];
  }
}

TEST(TensorFormatTest, DimensionPositionsMatchTensorFlowForEveryFormatAndRank) {
  for (const auto& row : tf_reference::Rows("tensor_format", "dims")) {
    const TensorFormat format = Format(row[0]);
    const int num_dims = static_cast<int>(Int(row[1]));
    const std::string where = ToString(format) + " rank " + row[1];
    const int spatial = GetTensorSpatialDims(num_dims, format);
    EXPECT_EQ(spatial, Int(row[2])) << where;
    EXPECT_EQ(GetTensorDimsFromSpatialDims(spatial, format), Int(row[3])) << where;
    EXPECT_EQ(GetTensorBatchDimIndex(num_dims, format), Int(row[4])) << where;
    EXPECT_EQ(GetTensorFeatureDimIndex(num_dims, format), Int(row[5])) << where;
    std::vector<int64> spatial_indices;
    for (int d = 0; d < spatial; ++d) {
      spatial_indices.push_back(GetTensorSpatialDimIndex(num_dims, format, d));
    }
    EXPECT_EQ(spatial_indices, IntList("[" + row[6] + "]")) << where;
  }
  for (const auto& row : tf_reference::Rows("tensor_format", "dim_index")) {
    const TensorFormat format = Format(row[0]);
    const char dimension = row[1][0];
    const std::string where = ToString(format) + " " + row[1];
    EXPECT_EQ(GetTensorDimIndex<2>(format, dimension), Int(row[2])) << where;
    EXPECT_EQ(GetTensorDimIndex<3>(format, dimension), Int(row[3])) << where;
    EXPECT_EQ(GetTensorDimIndex(format, dimension), Int(row[4]));
  }
  EXPECT_EQ(GetTensorInnerFeatureDimIndex(5, FORMAT_NCHW_VECT_C), 4);
  EXPECT_EQ(GetTensorInnerWidthDimIndex(5, FORMAT_NHWC_VECT_W), 4);
}

TEST(TensorFormatTest, FilterDimensionPositionsMatchTensorFlow) {
  for (const auto& row : tf_reference::Rows("tensor_format", "filter_dims")) {
    const FilterTensorFormat format = FilterFormat(row[0]);
    const int num_dims = static_cast<int>(Int(row[1]));
    const std::string where = ToString(format) + " rank " + row[1];
    const int spatial = GetFilterTensorSpatialDims(num_dims, format);
    EXPECT_EQ(spatial, Int(row[2])) << where;
    EXPECT_EQ(GetFilterTensorDimsFromSpatialDims(spatial, format), Int(row[3])) << where;
    EXPECT_EQ(GetFilterTensorInputChannelsDimIndex(num_dims, format), Int(row[4])) << where;
    EXPECT_EQ(GetFilterTensorOutputChannelsDimIndex(num_dims, format), Int(row[5])) << where;
    std::vector<int64> spatial_indices;
    for (int d = 0; d < spatial; ++d) {
      spatial_indices.push_back(GetFilterTensorSpatialDimIndex(num_dims, format, d));
    }
    EXPECT_EQ(spatial_indices, IntList("[" + row[6] + "]")) << where;
  }
  for (const auto& row : tf_reference::Rows("tensor_format", "filter_dim_index")) {
    const FilterTensorFormat format = FilterFormat(row[0]);
    const std::string where = ToString(format) + " " + row[1];
    EXPECT_EQ(GetFilterDimIndex<2>(format, row[1][0]), Int(row[2])) << where;
    EXPECT_EQ(GetFilterDimIndex<3>(format, row[1][0]), Int(row[3])) << where;
  }
  EXPECT_EQ(GetFilterTensorInnerInputChannelsDimIndex(5, FORMAT_OIHW_VECT_I), 4);
}

TEST(TensorFormatTest, GetTensorDimReadsShapesVectorsSlicesAndTensors) {
  const TensorShape nhwc({2, 3, 4, 5});
  EXPECT_EQ(GetTensorDim(nhwc, FORMAT_NHWC, 'N'), 2);
  EXPECT_EQ(GetTensorDim(nhwc, FORMAT_NHWC, 'H'), 3);
  EXPECT_EQ(GetTensorDim(nhwc, FORMAT_NHWC, 'W'), 4);
  EXPECT_EQ(GetTensorDim(nhwc, FORMAT_NHWC, 'C'), 5);
  EXPECT_EQ(GetTensorDim(nhwc, FORMAT_NCHW, 'C'), 3);
  const std::vector<int32> strides = {1, 2, 3, 1};
  EXPECT_EQ(GetTensorDim(strides, FORMAT_NHWC, 'W'), 3);
  const int64 ndhwc[] = {1, 7, 8, 9, 2};
  EXPECT_EQ(GetTensorDim(gtl::ArraySlice<int64>(ndhwc), FORMAT_NHWC, '0'), 7);
  EXPECT_EQ(GetTensorDim(gtl::ArraySlice<int64>(ndhwc), FORMAT_NHWC, 'H'), 8);
  EXPECT_EQ(GetTensorDim(gtl::ArraySlice<int64>(ndhwc), FORMAT_NHWC, 'C'), 2);
  const Tensor tensor(DT_FLOAT, TensorShape({6, 1, 2, 3}));
  EXPECT_EQ(GetTensorDim(tensor, FORMAT_NCHW, 'W'), 3);
  const TensorShape hwio({3, 4, 5, 6});
  EXPECT_EQ(GetFilterDim(hwio, FORMAT_HWIO, 'I'), 5);
  EXPECT_EQ(GetFilterDim(hwio, FORMAT_OIHW, 'O'), 3);
  EXPECT_EQ(GetFilterDim(Tensor(DT_FLOAT, hwio), FORMAT_HWIO, 'W'), 4);
  EXPECT_EQ(GetFilterDim(std::vector<int64>{2, 3, 4, 5, 6}, FORMAT_HWIO, '0'), 2);
}

TEST(TensorFormatTest, ExplicitPaddingPairsFollowTheFormat) {
  const std::vector<int64> paddings = {1, 2, 3, 4, 5, 6, 7, 8};
  for (const auto& row : tf_reference::Rows("tensor_format", "explicit_padding")) {
    int64 before = -1, after = -1;
    GetExplicitPaddingForDim(paddings, Format(row[0]), row[1][0], &before, &after);
    EXPECT_EQ(before, Int(row[2])) << row[0] << row[1];
    EXPECT_EQ(after, Int(row[3])) << row[0] << row[1];
  }
}

TEST(TensorFormatTest, ShapesFromFormatsMatchTensorFlow) {
  for (const auto& row : tf_reference::Rows("tensor_format", "shape_from_format")) {
    TensorShape shape;
    const std::vector<int64> spatial = IntList(row[2]);
    const absl::Status status =
        ShapeFromFormatWithStatus(Format(row[0]), Int(row[1]), spatial, Int(row[3]), &shape);
    if (row[4][0] == '[') {
      ASSERT_TRUE(status.ok()) << status;
      EXPECT_EQ(Dims(shape), IntList(row[4]));
      EXPECT_EQ(Dims(ShapeFromFormat(Format(row[0]), Int(row[1]), spatial, Int(row[3]))),
                IntList(row[4]));
    } else {
      // TensorFlow: "INVALID_ARGUMENT: Dimension -1 must be >= 0"; the text is TensorShape's.
      EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << row[4];
    }
  }
  for (const auto& row : tf_reference::Rows("tensor_format", "shape_convert")) {
    const TensorShape source(IntList(row[1]));
    TensorShape shape;
    ASSERT_TRUE(ShapeFromFormatWithStatus(Format(row[0]), source, Format(row[2]), &shape).ok());
    EXPECT_EQ(Dims(shape), IntList(row[3])) << row[1] << " from " << row[2] << " to " << row[0];
    EXPECT_EQ(ShapeFromFormat(Format(row[0]), source, Format(row[2])), shape);
  }
  for (const auto& row : tf_reference::Rows("tensor_format", "filter_shape")) {
    EXPECT_EQ(Dims(ShapeFromFilterTensorFormat(FilterFormat(row[0]), IntList(row[1]), Int(row[2]),
                                               Int(row[3]))),
              IntList(row[4]));
  }
  for (const auto& row : tf_reference::Rows("tensor_format", "filter_convert")) {
    EXPECT_EQ(Dims(ShapeFromFilterFormat(FilterFormat(row[0]), TensorShape(IntList(row[1])),
                                         FilterFormat(row[2]))),
              IntList(row[3]))
        << row[1];
  }
  EXPECT_EQ(ShapeFromFormat(FORMAT_NCHW, 1, 2, 3, 4), TensorShape({1, 4, 2, 3}));
  EXPECT_EQ(ShapeFromFilterTensorFormat(FORMAT_HWIO, 2, 3, 4, 5), TensorShape({2, 3, 4, 5}));
}

TEST(TensorFormatDeathTest, MisusesFailAsInTensorFlow) {
  EXPECT_DEATH(GetTensorDimIndex<2>(FORMAT_NHWC, 'X'), "Invalid dimension: X");
  EXPECT_DEATH(GetFilterDimIndex<2>(FORMAT_HWIO, 'N'), "Invalid dimension: N");
  // 6: no format's value, but within the enum's range.
  EXPECT_DEATH(GetTensorBatchDimIndex(4, static_cast<TensorFormat>(6)), "Unknown format 6");
  EXPECT_DEATH(GetFilterTensorInputChannelsDimIndex(4, FORMAT_OHWI),
               "Invalid filter format: OHWI");
  EXPECT_DEATH(GetTensorSpatialDimIndex(4, FORMAT_NHWC, 2), "2 4 NHWC");
  // Rank 3 NHWC uses the two-spatial-dimension indices: 'C' would be index 3.
  EXPECT_DEATH(GetTensorDimIndex(FORMAT_NHWC, 'C', 3), "Invalid index from the dimension: 3");
  EXPECT_DEATH(ShapeFromFormat(FORMAT_NCHW_VECT_C, 1, {2, 2}, 6),
               "NCHW_VECT_C requires C to be a multiple of 4, but C=6");
  EXPECT_DEATH(ShapeFromFormat(FORMAT_NHWC_VECT_W, 1, {2, 6}, 4),
               "requires W to be a multiple of 4, but W=6");
  EXPECT_DEATH(ShapeFromFilterTensorFormat(FORMAT_OIHW_VECT_I, {2, 2}, 3, 4),
               "OIHW_VECT_I requires I to be a multiple of 4, but I=3");
  EXPECT_DEATH(ShapeFromFormat(FORMAT_NHWC, -1, {2, 2}, 3), "INVALID_ARGUMENT");
}

}  // namespace
}  // namespace tensorflow
