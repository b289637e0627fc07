// VectorKernels compiled for the avx2 level (flags in BUILD).
#define TFLC_VECTOR_ISA kAvx2
#define TFLC_VECTOR_TABLE Avx2Table
#include "tensorflow_lite_core/kernels/vector_kernels_impl.inc"
