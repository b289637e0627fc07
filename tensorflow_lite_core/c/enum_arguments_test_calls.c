#include "tensorflow_lite_core/c/enum_arguments_test_calls.h"

#include "tensorflow_lite_core/c/tf_datatype.h"

void CallSetStatus(TF_Status* status, int code, const char* message) {
  TF_SetStatus(status, (TF_Code)code, message);
}

size_t CallDataTypeSize(int dtype) { return TF_DataTypeSize((TF_DataType)dtype); }

TF_Tensor* CallAllocateTensor(int dtype, const int64_t* dims, int num_dims, size_t len) {
  return TF_AllocateTensor((TF_DataType)dtype, dims, num_dims, len);
}

static void CountDeallocation(void* data, size_t len, void* arg) {
  (void)data;
  (void)len;
  ++*(int*)arg;
}

TF_Tensor* CallNewTensor(int dtype, void* data, size_t len, int* deallocations) {
  const int64_t dims[1] = {1};
  return TF_NewTensor((TF_DataType)dtype, dims, 1, data, len, &CountDeallocation, deallocations);
}

void CallTensorBitcastFrom(const TF_Tensor* from, int dtype, TF_Tensor* to, const int64_t* dims,
                           int num_dims, TF_Status* status) {
  TF_TensorBitcastFrom(from, (TF_DataType)dtype, to, dims, num_dims, status);
}

void CallKernelBuilderTypeConstraint(TF_KernelBuilder* builder, const char* attr_name, int dtype,
                                     TF_Status* status) {
  TF_KernelBuilder_TypeConstraint(builder, attr_name, (TF_DataType)dtype, status);
}

TF_Tensor* CallAllocateOutput(TF_OpKernelContext* context, int index, int dtype,
                              const int64_t* dims, int num_dims, size_t len, TF_Status* status) {
  return TF_AllocateOutput(context, index, (TF_DataType)dtype, dims, num_dims, len, status);
}

TF_Tensor* CallAllocateTemp(TF_OpKernelContext* context, int dtype, const int64_t* dims,
                            int num_dims, TF_Status* status) {
  return TF_AllocateTemp(context, (TF_DataType)dtype, dims, num_dims, NULL, status);
}

void CallTemporaryVariable(TF_OpKernelContext* context, int dtype, TF_Status* status) {
  const int64_t dims[1] = {2};
  TF_StringView name = {"temporary", 9};
  TF_TemporaryVariable(context, (TF_DataType)dtype, dims, 1, &name, NULL, status);
}
