#include "tensorflow_lite_core/kernels/vector_kernels.h"

namespace tensorflow {

const VectorKernels* VectorKernelsFor(CpuIsa isa) {
  if (static_cast<int>(isa) > static_cast<int>(SupportedCpuIsa())) return nullptr;
  switch (isa) {
    case CpuIsa::kBaseline:
      return vector_kernels_internal::BaselineTable();
    case CpuIsa::kAvx2:
      return vector_kernels_internal::Avx2Table();
    case CpuIsa::kAvx512:
      return vector_kernels_internal::Avx512Table();
  }
  return nullptr;
}

const VectorKernels& ActiveVectorKernels() {
  static const VectorKernels* const active = VectorKernelsFor(ActiveCpuIsa());
  return *active;
}

}  // namespace tensorflow
