#include "tensorflow_lite_core/lib/gtl/top_n.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace tensorflow {
namespace gtl {
namespace {

std::vector<int> Sorted(TopN<int>* top) {
  return *std::unique_ptr<std::vector<int>>(top->Extract());
}

TEST(TopNTest, KeepsTheLargestSortedBestFirst) {
  TopN<int> top(3);
  for (int value : {5, 1, 9, 3, 7, 9, 2}) top.push(value);
  EXPECT_EQ(top.size(), 3u);
  EXPECT_EQ(top.limit(), 3u);
  EXPECT_EQ(top.peek_bottom(), 7);
  std::vector<int> copy;
  top.ExtractNondestructive(&copy);
  EXPECT_EQ(copy, (std::vector<int>{9, 9, 7}));
  top.push(8);  // still usable after a non-destructive extract
  EXPECT_EQ(Sorted(&top), (std::vector<int>{9, 9, 8}));
  top.Reset();
  EXPECT_TRUE(top.empty());
}

TEST(TopNTest, ReportsWhatIsDropped) {
  TopN<int> top(2);
  int dropped = -1;
  top.push(4, &dropped);
  top.push(6, &dropped);
  EXPECT_EQ(dropped, -1) << "nothing dropped below the limit";
  top.push(5, &dropped);
  EXPECT_EQ(dropped, 4);
  top.push(1, &dropped);
  EXPECT_EQ(dropped, 1) << "a value worse than all kept is dropped itself";
  EXPECT_EQ(Sorted(&top), (std::vector<int>{6, 5}));
}

TEST(TopNTest, LessKeepsTheSmallestAndPushesMoveValuesIn) {
  TopN<std::string, std::less<std::string>> top(2);
  std::string dropped;
  for (std::string word : {"pear", "apple", "fig", "kiwi"}) top.push(std::move(word), &dropped);
  EXPECT_EQ(dropped, "kiwi");  // pear went when fig came; kiwi is worse than both kept
  std::unique_ptr<std::vector<std::string>> words(top.ExtractNondestructive());
  EXPECT_EQ(*words, (std::vector<std::string>{"apple", "fig"}));
  std::unique_ptr<std::vector<std::string>> unsorted(top.ExtractUnsorted());
  EXPECT_EQ(unsorted->size(), 2u);
  EXPECT_TRUE(top.empty());
}

TEST(TopNTest, PeekBottomBeforeTheLimitAndUnsortedAccess) {
  TopN<int> top(5);
  top.reserve(100);
  for (int value : {3, 8, 1}) top.push(value);
  EXPECT_EQ(top.peek_bottom(), 1);
  top.push(0);
  EXPECT_EQ(top.peek_bottom(), 0);
  std::vector<int> unsorted(top.unsorted_begin(), top.unsorted_end());
  std::sort(unsorted.begin(), unsorted.end());
  EXPECT_EQ(unsorted, (std::vector<int>{0, 1, 3, 8}));
  std::unique_ptr<std::vector<int>> copy(top.ExtractUnsortedNondestructive());
  EXPECT_EQ(copy->size(), 4u);
}

TEST(TopNTest, ZeroLimitKeepsNothing) {
  TopN<int> top(0);
  int dropped = 0;
  top.push(42, &dropped);
  EXPECT_EQ(dropped, 42);
  EXPECT_TRUE(top.empty());
}

TEST(TopNDeathTest, PeekBottomOfAnEmptyTopNFails) {
  TopN<int> top(3);
  EXPECT_DEATH(top.peek_bottom(), "empty TopN");
}

}  // namespace
}  // namespace gtl
}  // namespace tensorflow
