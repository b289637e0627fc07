#include "tensorflow_lite_core/python/eager/package_hooks.h"

namespace tflc_python {

PackageHooks& Hooks() {
  static PackageHooks hooks;
  return hooks;
}

}  // namespace tflc_python
