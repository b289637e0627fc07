#include "tensorflow_lite_core/lib/gtl/map_util.h"

#include <map>
#include <memory>
#include <set>
#include <string>
#include <unordered_map>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/lib/gtl/flatmap.h"

namespace tensorflow {
namespace gtl {
namespace {

TEST(MapUtilTest, FindOrNullAndFindWithDefault) {
  std::map<std::string, int> map = {{"a", 1}};
  ASSERT_NE(FindOrNull(map, "a"), nullptr);
  *FindOrNull(map, "a") = 5;
  EXPECT_EQ(map["a"], 5);
  EXPECT_EQ(FindOrNull(map, "b"), nullptr);
  const auto& const_map = map;
  EXPECT_EQ(*FindOrNull(const_map, "a"), 5);
  EXPECT_EQ(FindWithDefault(map, "a", 0), 5);
  EXPECT_EQ(FindWithDefault(map, "b", -1), -1);
  EXPECT_EQ(map.size(), 1u) << "lookups insert nothing";
}

TEST(MapUtilTest, FindPtrOrNull) {
  int x = 3;
  std::unordered_map<int, int*> map = {{1, &x}};
  EXPECT_EQ(FindPtrOrNull(map, 1), &x);
  EXPECT_EQ(FindPtrOrNull(map, 2), nullptr);
}

TEST(MapUtilTest, InsertionsSayWhetherTheKeyWasNew) {
  FlatMap<int, std::string> map;
  EXPECT_TRUE(InsertOrUpdate(&map, 1, "one"));
  EXPECT_FALSE(InsertOrUpdate(&map, 1, "uno"));
  EXPECT_EQ(map.at(1), "uno");
  EXPECT_TRUE(InsertIfNotPresent(&map, 2, "two"));
  EXPECT_FALSE(InsertIfNotPresent(&map, 2, "dos"));
  EXPECT_EQ(map.at(2), "two");
  EXPECT_EQ(LookupOrInsert(&map, 2, "zwei"), "two");
  LookupOrInsert(&map, 3, "three") += "!";
  EXPECT_EQ(map.at(3), "three!");
  std::set<int> set;
  EXPECT_TRUE(InsertIfNotPresent(&set, 4));
  EXPECT_FALSE(InsertIfNotPresent(&set, 4));
}

TEST(MapUtilTest, ReverseMapReportsValuesSharedByTwoKeys) {
  std::map<std::string, int> unique = {{"a", 1}, {"b", 2}};
  std::map<int, std::string> reversed;
  EXPECT_TRUE(ReverseMap(unique, &reversed));
  EXPECT_EQ(reversed, (std::map<int, std::string>{{1, "a"}, {2, "b"}}));
  std::map<std::string, int> shared = {{"a", 1}, {"b", 1}};
  std::map<int, std::string> collided;
  EXPECT_FALSE(ReverseMap(shared, &collided));
  EXPECT_EQ(collided.at(1), "b");
  EXPECT_EQ((ReverseMap<std::map<int, std::string>>(unique)), reversed);
}

TEST(MapUtilTest, EraseKeyReturnValuePtrHandsOverOwnership) {
  std::map<int, int*> map = {{1, new int(7)}};
  std::unique_ptr<int> owned(EraseKeyReturnValuePtr(&map, 1));
  ASSERT_NE(owned, nullptr);
  EXPECT_EQ(*owned, 7);
  EXPECT_TRUE(map.empty());
  EXPECT_EQ(EraseKeyReturnValuePtr(&map, 1), nullptr);
}

}  // namespace
}  // namespace gtl
}  // namespace tensorflow
