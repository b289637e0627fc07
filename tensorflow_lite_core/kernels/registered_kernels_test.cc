// The built-in ops' CPU kernels cover the types TensorFlow 2.21's CPU kernels cover, attr by attr
// (testdata/tf_2_21_cpu_kernel_types.txt, recorded by record_tf_cpu_kernel_types.py), among the
// types each op allows and this framework has tensors of (more types are fine: Pad and Transpose
// take every quantized type). A lost registration shows here.
#include <algorithm>
#include <fstream>
#include <iterator>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_def_util.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/types.h"

namespace tensorflow {
namespace {

constexpr char kRecorded[] = "tensorflow_lite_core/kernels/testdata/tf_2_21_cpu_kernel_types.txt";

// Types the CPU kernels are not expected to cover: no tensors of them here, or none yet.
bool OutOfScope(DataType dtype) { return dtype == DT_RESOURCE || dtype == DT_VARIANT; }

// The types `op_def` allows for `attr` (all types when it does not restrict them).
std::set<DataType> Allowed(const OpDef& op_def, const std::string& attr) {
  std::set<DataType> allowed;
  const OpDef::AttrDef* def = FindAttr(attr, op_def);
  if (def == nullptr) return allowed;
  if (def->has_allowed_values()) {
    for (int t : def->allowed_values().list().type()) allowed.insert(static_cast<DataType>(t));
  } else {
    for (DataType t : AllTypes()) allowed.insert(t);
  }
  return allowed;
}

// The types tflc's CPU kernels of `op` take for `attr`; *free when some kernel leaves it free.
std::set<DataType> TflcCpuTypes(const std::string& op, const std::string& attr, bool* free) {
  std::set<DataType> types;
  *free = false;
  const KernelList kernels = GetRegisteredKernelsForOp(op);
  for (const KernelDef& kernel : kernels.kernel()) {
    if (kernel.device_type() != DEVICE_CPU) continue;
    bool constrained = false;
    for (const KernelDef::AttrConstraint& constraint : kernel.constraint()) {
      if (constraint.name() != attr) continue;
      constrained = true;
      for (int t : constraint.allowed_values().list().type()) types.insert(static_cast<DataType>(t));
    }
    *free |= !constrained;
  }
  return types;
}

std::string Names(const std::set<DataType>& types) {
  std::string text;
  for (DataType t : types) text += (text.empty() ? "" : " ") + DataTypeString(t);
  return text;
}

TEST(RegisteredKernelsTest, CpuKernelsCoverTensorFlowsTypes) {
  std::ifstream in(kRecorded);
  ASSERT_TRUE(in) << "cannot read " << kRecorded;
  int checked = 0;
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line);
    std::string op, attr, first;
    words >> op >> attr >> first;
    SCOPED_TRACE(line);
    const OpDef* op_def = nullptr;
    ASSERT_TRUE(OpRegistry::Global()->LookUpOpDef(op, &op_def).ok()) << op;
    const KernelList kernels = GetRegisteredKernelsForOp(op);
    const bool has_cpu_kernel = [&] {
      for (const KernelDef& k : kernels.kernel()) {
        if (k.device_type() == DEVICE_CPU) return true;
      }
      return false;
    }();
    if (attr == "-") {  // "all": kernels without type constraints; "none": TensorFlow has none
      if (first == "all") {
        EXPECT_TRUE(has_cpu_kernel) << op << " has no CPU kernel";
      }
      ++checked;
      continue;
    }
    const std::set<DataType> allowed = Allowed(*op_def, attr);
    bool tflc_free = false;
    std::set<DataType> have = TflcCpuTypes(op, attr, &tflc_free);
    if (tflc_free) have = allowed;
    std::set<DataType> want;
    bool tf_free = first == "all";
    for (std::string name = first; !tf_free;) {
      DataType dtype;
      if (DataTypeFromString(name, &dtype) && allowed.count(dtype) && !OutOfScope(dtype)) {
        want.insert(dtype);
      }
      if (!(words >> name)) break;
    }
    if (tf_free) {
      for (DataType t : allowed) {
        if (!OutOfScope(t)) want.insert(t);
      }
    }
    std::set<DataType> have_allowed;
    for (DataType t : have) {
      if (allowed.count(t) && !OutOfScope(t)) have_allowed.insert(t);
    }
    std::set<DataType> missing;
    std::set_difference(want.begin(), want.end(), have_allowed.begin(), have_allowed.end(),
                        std::inserter(missing, missing.end()));
    EXPECT_EQ(Names(missing), "") << op << " " << attr << " lacks CPU kernels for these types";
    ++checked;
  }
  EXPECT_GT(checked, 40);
}

// Every built-in op has a recorded line, so a new op cannot skip the comparison.
TEST(RegisteredKernelsTest, EveryBuiltinOpIsRecorded) {
  std::ifstream in(kRecorded);
  std::set<std::string> recorded;
  for (std::string line; std::getline(in, line);) {
    recorded.insert(line.substr(0, line.find(' ')));
  }
  OpList ops;
  OpRegistry::Global()->Export(/*include_internal=*/true, &ops);
  for (const OpDef& op_def : ops.op()) {
    EXPECT_TRUE(recorded.count(op_def.name()))
        << op_def.name() << ": run kernels/testdata/record_tf_cpu_kernel_types.py";
  }
}

}  // namespace
}  // namespace tensorflow
