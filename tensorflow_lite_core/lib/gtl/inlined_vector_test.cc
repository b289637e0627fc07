#include "tensorflow_lite_core/lib/gtl/inlined_vector.h"

#include <string>
#include <type_traits>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/lib/gtl/array_slice.h"

namespace tensorflow {
namespace gtl {
namespace {

TEST(InlinedVectorTest, IsAbseilsInlinedVector) {
  static_assert(std::is_same<InlinedVector<int, 4>, absl::InlinedVector<int, 4>>::value, "");
  InlinedVector<std::string, 2> names = {"a", "b"};
  names.push_back("c");  // past the inline capacity: moves to the heap
  EXPECT_EQ(names.size(), 3u);
  EXPECT_EQ(names[2], "c");
  names.resize(1);
  EXPECT_EQ(names, (InlinedVector<std::string, 2>{"a"}));
}

int Sum(ArraySlice<int> values) {
  int sum = 0;
  for (int value : values) sum += value;
  return sum;
}

void Double(MutableArraySlice<int> values) {
  for (int& value : values) value *= 2;
}

TEST(ArraySliceTest, ViewsVectorsInlinedVectorsArraysAndBracedLists) {
  static_assert(std::is_same<ArraySlice<int>, absl::Span<const int>>::value, "");
  std::vector<int> vector = {1, 2, 3};
  InlinedVector<int, 4> inlined = {4, 5};
  int array[] = {6, 7};
  EXPECT_EQ(Sum(vector), 6);
  EXPECT_EQ(Sum(inlined), 9);
  EXPECT_EQ(Sum(array), 13);
  EXPECT_EQ(Sum({8, 9}), 17);
  EXPECT_EQ(Sum({}), 0);
  Double(absl::MakeSpan(vector));
  EXPECT_EQ(vector, (std::vector<int>{2, 4, 6}));
  EXPECT_EQ(ArraySlice<int>(vector).subspan(1).size(), 2u);
}

}  // namespace
}  // namespace gtl
}  // namespace tensorflow
