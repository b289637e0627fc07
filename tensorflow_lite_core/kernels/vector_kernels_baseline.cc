// VectorKernels compiled for the baseline level (flags in BUILD).
#define TFLC_VECTOR_ISA kBaseline
#define TFLC_VECTOR_TABLE BaselineTable
#include "tensorflow_lite_core/kernels/vector_kernels_impl.inc"
