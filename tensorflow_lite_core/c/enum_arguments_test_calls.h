// C calls into the API with enum arguments made from arbitrary ints, as a C plugin may pass them
// (C allows any int as an enum value). The C++ test checks the core's answers.
#ifndef TENSORFLOW_LITE_CORE_C_ENUM_ARGUMENTS_TEST_CALLS_H_
#define TENSORFLOW_LITE_CORE_C_ENUM_ARGUMENTS_TEST_CALLS_H_

#include <stddef.h>
#include <stdint.h>

#include "tensorflow_lite_core/c/kernels.h"
#include "tensorflow_lite_core/c/kernels_experimental.h"
#include "tensorflow_lite_core/c/tf_status.h"
#include "tensorflow_lite_core/c/tf_tensor.h"

#ifdef __cplusplus
extern "C" {
#endif

void CallSetStatus(TF_Status* status, int code, const char* message);
size_t CallDataTypeSize(int dtype);
TF_Tensor* CallAllocateTensor(int dtype, const int64_t* dims, int num_dims, size_t len);
// Passes a deallocator that counts its calls in *deallocations.
TF_Tensor* CallNewTensor(int dtype, void* data, size_t len, int* deallocations);
void CallTensorBitcastFrom(const TF_Tensor* from, int dtype, TF_Tensor* to, const int64_t* dims,
                           int num_dims, TF_Status* status);
void CallKernelBuilderTypeConstraint(TF_KernelBuilder* builder, const char* attr_name, int dtype,
                                     TF_Status* status);
TF_Tensor* CallAllocateOutput(TF_OpKernelContext* context, int index, int dtype,
                              const int64_t* dims, int num_dims, size_t len, TF_Status* status);
TF_Tensor* CallAllocateTemp(TF_OpKernelContext* context, int dtype, const int64_t* dims,
                            int num_dims, TF_Status* status);
void CallTemporaryVariable(TF_OpKernelContext* context, int dtype, TF_Status* status);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // TENSORFLOW_LITE_CORE_C_ENUM_ARGUMENTS_TEST_CALLS_H_
