// The header-only C++ API's REGISTER_OP, used twice for one op: the load must fail naming the
// lines of both, as two REGISTER_OPs compiled into the core would be named.
#include "tensorflow_lite_core/c/cc/plugin.h"

REGISTER_OP("CcApiDuplicateOp").Output("y: float");
REGISTER_OP("CcApiDuplicateOp").Output("y: int32");

TFLC_DEFINE_PLUGIN();
