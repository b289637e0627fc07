#include "tensorflow_lite_core/lib/gtl/flatmap.h"

#include <map>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace tensorflow {
namespace gtl {
namespace {

TEST(FlatMapTest, InsertFindEraseAndIterate) {
  FlatMap<std::string, int> map(16);
  EXPECT_TRUE(map.empty());
  EXPECT_TRUE(map.insert({"a", 1}).second);
  EXPECT_FALSE(map.insert({"a", 2}).second);  // present: unchanged
  map["b"] = 2;
  map.emplace("c", 3);
  EXPECT_EQ(map.size(), 3u);
  EXPECT_EQ(map.at("a"), 1);
  EXPECT_EQ(map.count("b"), 1u);
  EXPECT_EQ(map.find("z"), map.end());
  EXPECT_EQ(map.erase("b"), 1u);
  EXPECT_EQ(map.erase("b"), 0u);
  std::map<std::string, int> ordered(map.begin(), map.end());
  EXPECT_EQ(ordered, (std::map<std::string, int>{{"a", 1}, {"c", 3}}));
  const FlatMap<std::string, int>& const_map = map;
  EXPECT_EQ(const_map.at("c"), 3);
}

TEST(FlatMapTest, ConstructorsAndResizing) {
  FlatMap<int, int> from_list({{1, 10}, {2, 20}});
  EXPECT_EQ(from_list.size(), 2u);
  std::vector<std::pair<int, int>> pairs = {{3, 30}, {4, 40}, {3, 31}};
  FlatMap<int, int> from_range(pairs.begin(), pairs.end());
  EXPECT_EQ(from_range.size(), 2u);
  EXPECT_EQ(from_range.at(3), 30);  // the first of a duplicate key wins
  const size_t buckets = from_range.bucket_count();
  from_range.clear_no_resize();
  EXPECT_TRUE(from_range.empty());
  EXPECT_EQ(from_range.bucket_count(), buckets);
  from_range.resize(1000);
  EXPECT_GE(from_range.bucket_count(), 1000u);
}

TEST(FlatMapTest, DefaultHasherIsTensorFlowsHash) {
  static_assert(std::is_same<FlatMap<std::string, int>::hasher, hash<std::string>>::value, "");
  FlatMap<int*, int> by_pointer;
  int values[3];
  for (int& value : values) by_pointer[&value] = 1;
  EXPECT_EQ(by_pointer.size(), 3u);
}

TEST(FlatMapDeathTest, AtOnAMissingKeyFails) {
  FlatMap<int, int> map = {{1, 2}};
  EXPECT_DEATH(map.at(7), "key not present");
}

TEST(FlatSetTest, InsertEraseAndClear) {
  FlatSet<std::string> set = {"x", "y"};
  EXPECT_TRUE(set.insert("z").second);
  EXPECT_FALSE(set.insert("x").second);
  EXPECT_EQ(set.size(), 3u);
  EXPECT_EQ(set.count("y"), 1u);
  EXPECT_EQ(set.erase("y"), 1u);
  set.clear_no_resize();
  EXPECT_TRUE(set.empty());
  FlatSet<int> sized(100);
  EXPECT_GE(sized.bucket_count(), 100u);
}

}  // namespace
}  // namespace gtl
}  // namespace tensorflow
