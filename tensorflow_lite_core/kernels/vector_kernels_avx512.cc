// VectorKernels compiled for the avx512 level (flags in BUILD).
#define TFLC_VECTOR_ISA kAvx512
#define TFLC_VECTOR_TABLE Avx512Table
#include "tensorflow_lite_core/kernels/vector_kernels_impl.inc"
