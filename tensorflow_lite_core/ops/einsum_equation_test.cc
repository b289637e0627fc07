// Einsum equations parsed and applied to operand shapes: labels, ellipses, broadcasting, and the
// errors for equations that are malformed or not supported.
#include "tensorflow_lite_core/ops/einsum_equation.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace tensorflow {
namespace {

constexpr int kEllipsis = EinsumEquation::kEllipsis;

std::string ParseError(const std::string& text, int num_inputs) {
  EinsumEquation equation;
  const absl::Status status = ParseEinsumEquation(text, num_inputs, &equation);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << text;
  return std::string(status.message());
}

std::string ResolveError(const std::string& text, const std::vector<TensorShape>& shapes) {
  EinsumEquation equation;
  EXPECT_TRUE(ParseEinsumEquation(text, static_cast<int>(shapes.size()), &equation).ok());
  EinsumDims dims;
  const absl::Status status = ResolveEinsumDims(equation, shapes, &dims);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << text;
  return std::string(status.message());
}

TEST(EinsumEquationTest, LabelsNumberedInOrderOfAppearance) {
  EinsumEquation equation;
  ASSERT_TRUE(ParseEinsumEquation("ij,jk->ki", 2, &equation).ok());
  EXPECT_EQ(equation.inputs, (std::vector<std::vector<int>>{{0, 1}, {1, 2}}));
  EXPECT_EQ(equation.output, (std::vector<int>{2, 0}));
  EXPECT_EQ(equation.num_labels, 3);
  // Any character but ',', '-', '>' and '.' is a label, as in TensorFlow's kernel.
  ASSERT_TRUE(ParseEinsumEquation("A1,1 ->A ", 2, &equation).ok());
  EXPECT_EQ(equation.inputs, (std::vector<std::vector<int>>{{0, 1}, {1, 2}}));
  EXPECT_EQ(equation.output, (std::vector<int>{0, 2}));
  ASSERT_TRUE(ParseEinsumEquation("...ij->j...", 1, &equation).ok());
  EXPECT_EQ(equation.inputs[0], (std::vector<int>{kEllipsis, 0, 1}));
  EXPECT_EQ(equation.output, (std::vector<int>{1, kEllipsis}));
  ASSERT_TRUE(ParseEinsumEquation("->", 1, &equation).ok());
  EXPECT_TRUE(equation.inputs[0].empty());
}

TEST(EinsumEquationTest, MalformedEquations) {
  EXPECT_EQ(ParseError("ij,jk", 2), "Expecting exactly one '->' in einsum equation: ij,jk");
  EXPECT_EQ(ParseError("i->j->k", 1), "Expecting exactly one '->' in einsum equation: i->j->k");
  EXPECT_EQ(ParseError("ij,jk,kl->il", 3),
            "Expecting 1 or 2 input subscripts in equation 'ij,jk,kl->il' but got: 3");
  EXPECT_EQ(ParseError("ij->ji", 2), "Expected 1 inputs but got: 2");
  EXPECT_NE(ParseError("i.j->ij", 1).find("not part of an ellipsis"), std::string::npos);
  EXPECT_NE(ParseError("......->", 1).find("more than one ellipsis"), std::string::npos);
  EXPECT_NE(ParseError("i-j->ij", 1).find("outside its '->'"), std::string::npos);
  EXPECT_NE(ParseError("ij->k", 1).find("output label 'k', which no input subscript has"),
            std::string::npos);
  EXPECT_NE(ParseError("ij->i,j", 1).find("more than one output subscript"), std::string::npos);
}

TEST(EinsumEquationTest, RepeatedLabelsAreRefused) {
  EXPECT_NE(ParseError("ii->", 1).find("repeats label 'i' in input 0"), std::string::npos);
  EXPECT_NE(ParseError("ij,jj->i", 2).find("repeats label 'j' in input 1"), std::string::npos);
  EXPECT_NE(ParseError("ij->ii", 1).find("repeats label 'i' in the output"), std::string::npos);
}

TEST(EinsumEquationTest, DimsAndSizes) {
  EinsumEquation equation;
  ASSERT_TRUE(ParseEinsumEquation("...ij,...jk->...ik", 2, &equation).ok());
  EinsumDims dims;
  ASSERT_TRUE(ResolveEinsumDims(equation, {TensorShape({7, 1, 2, 3}), TensorShape({5, 3, 4})},
                                &dims)
                  .ok());
  // Labels i, j, k are 0, 1, 2; the two broadcast dimensions 3 and 4, aligned at the right.
  EXPECT_EQ(dims.inputs[0], (std::vector<int>{3, 4, 0, 1}));
  EXPECT_EQ(dims.inputs[1], (std::vector<int>{4, 1, 2}));
  EXPECT_EQ(dims.output, (std::vector<int>{3, 4, 0, 2}));
  EXPECT_EQ(dims.label_sizes, (std::vector<int64>{2, 3, 4, 7, 5}));
  EXPECT_EQ(dims.output_shape, TensorShape({7, 5, 2, 4}));

  ASSERT_TRUE(ParseEinsumEquation("ij,jk->...ik", 2, &equation).ok());
  ASSERT_TRUE(ResolveEinsumDims(equation, {TensorShape({2, 3}), TensorShape({3, 4})}, &dims).ok());
  EXPECT_EQ(dims.output_shape, TensorShape({2, 4}));
}

TEST(EinsumEquationTest, ShapeErrorsInTensorFlowsWords) {
  EXPECT_EQ(ResolveError("ij,jk->ik", {TensorShape({2, 3}), TensorShape({4, 4})}),
            "Expected dimension 3 at axis 0 of the input shaped [4,4] but got dimension 4");
  // Only ellipsis dimensions broadcast: a named size 1 does not stretch.
  EXPECT_EQ(ResolveError("bij,bjk->bik", {TensorShape({1, 2, 3}), TensorShape({2, 3, 4})}),
            "Expected dimension 1 at axis 0 of the input shaped [2,3,4] but got dimension 2");
  EXPECT_EQ(ResolveError("ijk,jk->i", {TensorShape({2, 3}), TensorShape({3, 4})}),
            "Expected input 0 to have rank 3 but got: 2");
  EXPECT_EQ(ResolveError("...ij->...ji", {TensorShape({3})}),
            "Expected input 0 to have rank at least 2 but got: 1");
  EXPECT_EQ(ResolveError("...ij,...jk->...ik", {TensorShape({2, 2, 3}), TensorShape({3, 3, 4})}),
            "In[0] and In[1] must have compatible batch dimensions: [2,2,3] vs. [3,3,4]");
  EXPECT_EQ(ResolveError("...ij,...jk->ik", {TensorShape({2, 2, 3}), TensorShape({2, 3, 4})}),
            "Output contains 1 broadcasting dimension(s) but no ellipsis (...) was found in the "
            "output subscripts.");
}

}  // namespace
}  // namespace tensorflow
