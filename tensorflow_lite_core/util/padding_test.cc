#include "tensorflow_lite_core/util/padding.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace {

using tf_reference::Int;
using tf_reference::IntList;
using tf_reference::Unescape;

// TensorFlow's status text: "OK" or "CODE: message".
std::string Text(const absl::Status& status) { return status.ToString(); }

TEST(PaddingTest, NamesParseAsInTensorFlowAndOthersAreNotFound) {
  for (const auto& row : tf_reference::Rows("padding", "from_string")) {
    Padding padding = static_cast<Padding>(0);
    EXPECT_EQ(Text(GetPaddingFromString(Unescape(row[0]), &padding)), Unescape(row[1]));
    EXPECT_EQ(padding, static_cast<Padding>(Int(row[2]))) << "'" << row[0] << "'";
  }
  Padding padding;
  EXPECT_TRUE(GetPaddingFromString(absl::string_view("SAME"), &padding).ok());
  EXPECT_EQ(padding, SAME);
}

TEST(PaddingTest, CheckValidPaddingGivesTensorFlowsErrors) {
  const auto rows = tf_reference::Rows("padding", "check_valid");
  EXPECT_GE(rows.size(), 10u);
  for (const auto& row : rows) {
    const std::vector<int64> explicit_paddings = IntList(row[1]);
    EXPECT_EQ(Text(CheckValidPadding(static_cast<Padding>(Int(row[0])), explicit_paddings,
                                     static_cast<int>(Int(row[2])),
                                     static_cast<TensorFormat>(Int(row[3])))),
              Unescape(row[4]))
        << "padding " << row[0] << " " << row[1] << " rank " << row[2] << " format " << row[3];
  }
}

TEST(PaddingTest, AttrStringsAreTensorFlows) {
  for (const auto& row : tf_reference::Rows("padding", "attr")) {
    if (row[0] == "padding") {
      EXPECT_EQ(GetPaddingAttrString(), row[1]);
    } else if (row[0] == "padding_with_explicit") {
      EXPECT_EQ(GetPaddingAttrStringWithExplicit(), row[1]);
    } else {
      EXPECT_EQ(GetExplicitPaddingsAttrString(), row[1]) << row[0];
    }
  }
}

TEST(PaddingTest, GetNodeAttrReadsAPaddingAttr) {
  NodeDef node;
  node.set_name("pool");
  node.set_op("MaxPool");
  AddNodeAttr("padding", "VALID", &node);
  AddNodeAttr("bad_padding", "FULL", &node);
  Padding padding = SAME;
  ASSERT_TRUE(GetNodeAttr(AttrSlice(node), "padding", &padding).ok());
  EXPECT_EQ(padding, VALID);
  EXPECT_EQ(Text(GetNodeAttr(AttrSlice(node), "bad_padding", &padding)),
            "NOT_FOUND: FULL is not an allowed padding type");
  EXPECT_FALSE(GetNodeAttr(AttrSlice(node), "missing", &padding).ok());
}

}  // namespace
}  // namespace tensorflow
