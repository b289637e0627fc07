// port::Demangle: the readable form of a mangled C++ name, as typeid(T).name() gives them
// ("7Counter" -> "Counter"), for messages that name types.
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_DEMANGLE_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_DEMANGLE_H_

#include <string>

namespace tensorflow {
namespace port {

// The name itself when it does not demangle (an empty or already readable name).
std::string Demangle(const char* mangled);

}  // namespace port
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_DEMANGLE_H_
