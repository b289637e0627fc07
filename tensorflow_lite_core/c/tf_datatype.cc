#include "tensorflow_lite_core/c/tf_datatype.h"

#include "tensorflow_lite_core/c/c_api_internal.h"

extern "C" {

size_t TF_DataTypeSize(TF_DataType dt) {
  // 0 for anything but a fixed-size element type (reference types and values outside the enum
  // included).
  return tensorflow::c_api::FixedElementSize(dt);
}

}  // extern "C"
