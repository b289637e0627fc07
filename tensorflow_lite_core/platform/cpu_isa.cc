#include "tensorflow_lite_core/platform/cpu_isa.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/logging.h"

namespace tensorflow {

const char* CpuIsaName(CpuIsa isa) {
  switch (isa) {
    case CpuIsa::kBaseline:
      return "baseline";
    case CpuIsa::kAvx2:
      return "avx2";
    case CpuIsa::kAvx512:
      return "avx512";
  }
  return "unknown";
}

CpuIsa SupportedCpuIsa() {
#if defined(__x86_64__) && defined(__GNUC__)
  // libgcc's CPU model also checks that the operating system saves the wider registers.
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") &&
      __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl") &&
      __builtin_cpu_supports("fma")) {
    return CpuIsa::kAvx512;
  }
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return CpuIsa::kAvx2;
#endif
  return CpuIsa::kBaseline;
}

Status ParseCpuIsaLimit(const std::string& requested, CpuIsa supported, CpuIsa* isa) {
  std::string name = requested;
  std::transform(name.begin(), name.end(), name.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  for (const CpuIsa level : {CpuIsa::kBaseline, CpuIsa::kAvx2, CpuIsa::kAvx512}) {
    if (name == CpuIsaName(level)) {
      *isa = std::min(level, supported);
      return OkStatus();
    }
  }
  return errors::InvalidArgument("TFLC_CPU_ISA='", requested,
                                 "' is not one of baseline, avx2, avx512");
}

CpuIsa ActiveCpuIsa() {
  static const CpuIsa active = [] {
    const CpuIsa supported = SupportedCpuIsa();
    const char* requested = std::getenv("TFLC_CPU_ISA");
    if (requested == nullptr || *requested == '\0') return supported;
    CpuIsa isa = supported;
    const Status status = ParseCpuIsaLimit(requested, supported, &isa);
    if (!status.ok()) {
      LOG(WARNING) << status.message() << "; using " << CpuIsaName(supported);
    }
    return isa;
  }();
  return active;
}

}  // namespace tensorflow
