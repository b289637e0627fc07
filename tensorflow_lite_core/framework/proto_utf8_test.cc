#include "tensorflow_lite_core/framework/proto_utf8.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/protos.h"

namespace tensorflow {
namespace {

TEST(ProtoUtf8Test, WellFormedText) {
  for (const std::string& text : std::vector<std::string>{"", "ascii", "caf\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80",
                                 "\xf4\x8f\xbf\xbf", std::string("nul\0inside", 10)}) {
    EXPECT_TRUE(IsValidUtf8(text)) << text;
  }
}

TEST(ProtoUtf8Test, MalformedText) {
  for (const std::string& text : std::vector<std::string>{
           "\x96",              // a lone continuation byte
           "\xc3",              // truncated
           "\xe2\x82",          // truncated
           "\xc0\xaf",          // overlong '/'
           "\xe0\x80\xaf",      // overlong
           "\xed\xa0\x80",      // a UTF-16 surrogate
           "\xf4\x90\x80\x80",  // past U+10FFFF
           "\xf8\x88\x80\x80\x80",
           "ok\xff",
       }) {
    EXPECT_FALSE(IsValidUtf8(text)) << text;
  }
}

TEST(ProtoUtf8Test, FindsTheFieldInNestedMessagesAndMapKeys) {
  AttrValue value;
  value.mutable_func()->set_name("f");
  (*value.mutable_func()->mutable_attr())["T"].set_s("\xff bytes are fine in a bytes field");
  EXPECT_EQ(FindInvalidUtf8(value), "");

  value.mutable_func()->set_name("\x96");
  EXPECT_EQ(FindInvalidUtf8(value), "func.name");

  value.mutable_func()->set_name("f");
  (*value.mutable_func()->mutable_attr())["\xc3"].set_i(1);
  EXPECT_EQ(FindInvalidUtf8(value).rfind("func.attr[", 0), 0u) << FindInvalidUtf8(value);

  AttrValue shapes;
  shapes.mutable_list()->add_shape()->add_dim()->set_name("ok");
  shapes.mutable_list()->add_shape()->add_dim()->set_name("\xed\xa0\x80");
  EXPECT_EQ(FindInvalidUtf8(shapes), "list.shape[1].dim[0].name");
}

}  // namespace
}  // namespace tensorflow
