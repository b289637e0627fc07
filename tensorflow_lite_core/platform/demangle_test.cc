#include "tensorflow_lite_core/platform/demangle.h"

#include <typeinfo>
#include <vector>

#include "gtest/gtest.h"

namespace tensorflow {
namespace {

struct Local {};

TEST(DemangleTest, TypeNamesBecomeReadable) {
  EXPECT_EQ(port::Demangle(typeid(int).name()), "int");
  EXPECT_EQ(port::Demangle(typeid(std::vector<int>).name()), "std::vector<int, std::allocator<int> >");
  EXPECT_EQ(port::Demangle(typeid(Local).name()), "tensorflow::(anonymous namespace)::Local");
  EXPECT_EQ(port::Demangle("7Counter"), "Counter");
}

TEST(DemangleTest, WhatDoesNotDemangleComesBackUnchanged) {
  EXPECT_EQ(port::Demangle(""), "");
  EXPECT_EQ(port::Demangle("Counter"), "Counter");
  EXPECT_EQ(port::Demangle("<unknown>"), "<unknown>");
}

}  // namespace
}  // namespace tensorflow
