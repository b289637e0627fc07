#include "tensorflow_lite_core/framework/kernel_def_util.h"

#include <memory>
#include <string>

#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/kernel_def_builder.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

REGISTER_OP("KernelDefUtilTestOp")
    .Input("x: T")
    .Input("n: int32")
    .Output("y: T")
    .Attr("T: {float, int32}")
    .Attr("Tlist: list(type) >= 0")
    .Attr("k: int = 1")
    .Attr("mode: string = 'a'");

OpDef TestOpDef() {
  const OpDef* op_def = nullptr;
  EXPECT_TRUE(OpRegistry::Global()->LookUpOpDef("KernelDefUtilTestOp", &op_def).ok());
  return *op_def;
}

KernelDef Built(KernelDefBuilder& builder) {
  std::unique_ptr<const KernelDef> def(builder.Build());
  return *def;
}

void ExpectRefused(const KernelDef& def, const std::string& message) {
  SCOPED_TRACE(message);
  std::string unselectable;
  const Status status = CheckKernelDefAgainstOp(def, TestOpDef(), "'K'", &unselectable);
  EXPECT_TRUE(errors::IsInvalidArgument(status)) << status;
  EXPECT_EQ(status.message(), message);
}

TEST(CheckKernelDefAgainstOpTest, AcceptsKernelsThatFitTheOp) {
  const OpDef op_def = TestOpDef();
  KernelDefBuilder plain("KernelDefUtilTestOp");
  std::string unselectable = "stale";
  EXPECT_TRUE(CheckKernelDefAgainstOp(Built(plain.Device("CPU")), op_def, "'K'", &unselectable).ok());
  EXPECT_EQ(unselectable, "");
  KernelDefBuilder constrained("KernelDefUtilTestOp");
  constrained.Device("CPU").TypeConstraint<float>("T").TypeConstraint<int32>("Tlist");
  constrained.HostMemory("n").HostMemory("y");
  const Status status = CheckKernelDefAgainstOp(Built(constrained), op_def, "'K'", &unselectable);
  EXPECT_TRUE(status.ok()) << status;
  EXPECT_EQ(unselectable, "");
}

// TensorFlow keeps a kernel registered for a type its op does not allow (TF_CALL_* lists register
// more types than an op needs); it is kept and described, never refused.
TEST(CheckKernelDefAgainstOpTest, DescribesTypesTheOpDoesNotAllow) {
  std::string unselectable;
  KernelDefBuilder wider("KernelDefUtilTestOp");
  wider.Device("CPU").TypeConstraint("T", {DT_DOUBLE, DT_FLOAT, DT_INT8});
  const Status status = CheckKernelDefAgainstOp(Built(wider), TestOpDef(), "'K'", &unselectable);
  EXPECT_TRUE(status.ok()) << status;
  EXPECT_EQ(unselectable,
            "Kernel 'K' for op 'KernelDefUtilTestOp' constrains attr 'T' to double, which the op "
            "does not allow; it is never selected for that type. Kernel 'K' for op "
            "'KernelDefUtilTestOp' constrains attr 'T' to int8, which the op does not allow; it is "
            "never selected for that type.");
}

TEST(CheckKernelDefAgainstOpTest, RefusesConstraintsTheOpCannotMeet) {
  ExpectRefused(
      Built(KernelDefBuilder("KernelDefUtilTestOp").Device("CPU").TypeConstraint<float>("U")),
                "Kernel 'K' for op 'KernelDefUtilTestOp' constrains attr 'U', which the op does "
                "not have");
  ExpectRefused(
      Built(KernelDefBuilder("KernelDefUtilTestOp").Device("CPU").TypeConstraint<float>("k")),
                "Kernel 'K' for op 'KernelDefUtilTestOp' has a type constraint on attr 'k', which "
                "is of type 'int', not a type");
  ExpectRefused(
      Built(KernelDefBuilder("KernelDefUtilTestOp").Device("CPU").HostMemory("z")),
                "Kernel 'K' for op 'KernelDefUtilTestOp' keeps argument 'z' in host memory, but "
                "the op has no such input or output");
}

TEST(CheckKernelDefAgainstOpTest, RefusesIntConstraintsOnOtherAttrs) {
  KernelDef def;
  ASSERT_TRUE(google::protobuf::TextFormat::ParseFromString(
      "op: 'KernelDefUtilTestOp' device_type: 'CPU' "
      "constraint { name: 'mode' allowed_values { list { i: 1 } } }",
      &def));
  std::string unselectable;
  const Status status = CheckKernelDefAgainstOp(def, TestOpDef(), "'K'", &unselectable);
  EXPECT_EQ(status.message(),
            "Kernel 'K' for op 'KernelDefUtilTestOp' has an int constraint on attr 'mode', which "
            "is of type 'string', not an int");
}

TEST(CheckKernelDefAgainstRegisteredOpTest, KeepsAndDescribesAKernelOfAnUnknownOp) {
  KernelDefBuilder builder("KernelDefUtilTestNoSuchOp");
  std::string unselectable;
  const Status status =
      CheckKernelDefAgainstRegisteredOp(Built(builder.Device("CPU")), "Mine", &unselectable);
  EXPECT_TRUE(status.ok()) << status;
  EXPECT_EQ(unselectable,
            "Kernel Mine is registered for op 'KernelDefUtilTestNoSuchOp', which is not "
            "registered; it is kept for when it is.");
  KernelDefBuilder good("KernelDefUtilTestOp");
  EXPECT_TRUE(
      CheckKernelDefAgainstRegisteredOp(Built(good.Device("CPU")), "Mine", &unselectable).ok());
  EXPECT_EQ(unselectable, "");
}

}  // namespace
}  // namespace tensorflow
