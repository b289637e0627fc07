// Reference values for element-wise ops, for random_kernel_runs_test to compare kernels' outputs
// with. Each output element is computed on its own from the input elements it broadcasts from:
// floating types (float, double, half, bfloat16) in double and rounded to the output's type;
// integers in wrapping 64-bit arithmetic cut to their width (the kernels wrap on overflow).
//
// Which ops: those whose result per element is a plain formula of one or two elements, with a
// result C++'s <cmath> gives to within a few ulps of the type: arithmetic, comparisons, rounding
// and the common transcendental functions. Left out: ops whose kernels approximate less closely
// on the random extremes (Sin and Cos of huge arguments, Rsqrt, Erf, Pow), ops whose element
// formula has its own conventions (FloorDiv, FloorMod, TruncateDiv and Round's ties, Sign of
// NaN), and every op that is not element-wise; their kernel tests check them case by case.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_ELEMENTWISE_REFERENCE_H_
#define TENSORFLOW_LITE_CORE_KERNELS_ELEMENTWISE_REFERENCE_H_

#include <string>
#include <vector>

#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/tensor.h"

namespace tensorflow {
namespace elementwise_reference {

// The ops a reference exists for, by name.
const std::vector<std::string>& CoveredOps();

// Compares `outputs` of `node` (one of CoveredOps) on `inputs` with the reference. Returns false,
// comparing nothing, where the reference leaves the case out: a dtype it does not model (complex,
// strings) or inputs that do not broadcast (Equal's incompatible_shape_error = false). Otherwise
// returns true and writes the first disagreement, if any, to *failure (left empty when they
// agree). NaN inputs of Maximum and Minimum are not compared: which operand wins is the kernel's.
// Subnormal inputs are not compared either, and subnormal results equal zero: TensorFlow flushes
// subnormals to zero. Known disagreements still to fix are listed in the .cc and left out.
bool Compare(const NodeDef& node, const std::vector<Tensor>& inputs,
             const std::vector<Tensor>& outputs, std::string* failure);

}  // namespace elementwise_reference
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_ELEMENTWISE_REFERENCE_H_
