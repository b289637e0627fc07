#include "tensorflow_lite_core/platform/demangle.h"

#include <cxxabi.h>

#include <cstdlib>
#include <memory>

namespace tensorflow {
namespace port {

std::string Demangle(const char* mangled) {
  int status = 0;
  // __cxa_demangle allocates the result with malloc.
  std::unique_ptr<char, decltype(&std::free)> demangled(
      abi::__cxa_demangle(mangled, nullptr, nullptr, &status), &std::free);
  if (status != 0 || demangled == nullptr) return mangled;
  return demangled.get();
}

}  // namespace port
}  // namespace tensorflow
