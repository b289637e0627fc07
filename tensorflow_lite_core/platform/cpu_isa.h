// The x86-64 instruction set levels the CPU kernels are compiled for, and the one they use: the
// best this CPU runs, or a lower one named by the TFLC_CPU_ISA environment variable (read once,
// at first use), so the baseline code can be run and compared on any machine.
//
//   TFLC_CPU_ISA=baseline|avx2|avx512   (avx2 means AVX2 with FMA; avx512 means F, DQ, BW, VL)
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_CPU_ISA_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_CPU_ISA_H_

#include <string>

#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

enum class CpuIsa : int { kBaseline = 0, kAvx2 = 1, kAvx512 = 2 };

// "baseline", "avx2" or "avx512".
const char* CpuIsaName(CpuIsa isa);

// The highest level this CPU (and its operating system) runs.
CpuIsa SupportedCpuIsa();

// The level that `requested` (a TFLC_CPU_ISA value, any case) asks for, given what the CPU
// supports: a level above `supported` is lowered to it. InvalidArgument naming the variable and
// the accepted values for anything else.
absl::Status ParseCpuIsaLimit(const std::string& requested, CpuIsa supported, CpuIsa* isa);

// The level the kernels use: SupportedCpuIsa(), lowered by TFLC_CPU_ISA when set. A bad value is
// logged and ignored.
CpuIsa ActiveCpuIsa();

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_CPU_ISA_H_
