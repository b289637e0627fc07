// TensorFlow's include path for the rendezvous types of TF_GetRendezvous; they live in
// tensorflow_lite_core/c/tf_rendezvous_c_api.h.
#include "tensorflow_lite_core/c/tf_rendezvous_c_api.h"  // IWYU pragma: export
