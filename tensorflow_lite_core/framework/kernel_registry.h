// The global kernel registry: REGISTER_KERNEL_BUILDER feeds it; FindKernelDef and CreateOpKernel
// pick the kernel for a node. Included by op_kernel.h; kernels need not include it themselves.
//
//   REGISTER_KERNEL_BUILDER(Name("ZeroOut").Device(DEVICE_CPU).TypeConstraint<int32>("T"),
//                           ZeroOutOp<int32>);
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_KERNEL_REGISTRY_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_KERNEL_REGISTRY_H_

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "tensorflow_lite_core/framework/kernel_def_builder.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/selective_registration.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/macros.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

class Allocator;
class DeviceBase;
class OpKernel;
class OpKernelConstruction;

using KernelFactory = std::function<OpKernel*(OpKernelConstruction*)>;

// One registered kernel: what it serves, how to make it, and where it was registered.
struct KernelRegistration {
  KernelDef def;
  std::string kernel_class_name;
  KernelFactory factory;
  std::string file;
  int line = 0;
  // Increases with every registration in the process. With the registering thread, library
  // loading uses it to find (and, on failure, remove) exactly what a library registered, and
  // nothing another thread registered meanwhile.
  uint64 sequence_number = 0;
  std::thread::id registering_thread;

  // "ZeroOutOp<int32> (zero_out.cc:42)".
  std::string Describe() const;
};

// Registers a kernel. `kernel_def` is owned by the registry from now on. Kernels for the op
// "_no_register" (ops left out by selective registration) are dropped.
void RegisterKernel(const KernelDef* kernel_def, std::string_view kernel_class_name,
                    KernelFactory factory, const char* file, int line);

// Finds the kernel for `node_def` on `device_type`: the registrations for its op, device and label
// (the "_kernel" attr) whose constraints its attrs satisfy (defaults added from the op), highest
// priority first. NotFound, listing the registered kernels and the requested attrs, when none
// matches; InvalidArgument naming both kernels when two match at the same priority.
absl::Status FindKernelRegistration(const DeviceType& device_type, const NodeDef& node_def,
                              const KernelRegistration** registration);
absl::Status FindKernelDef(const DeviceType& device_type, const NodeDef& node_def, const KernelDef** def,
                     std::string* kernel_class_name);

// "  device='CPU'; T in [DT_FLOAT, DT_INT32]\n" per kernel of `op_name`, or
// "  <no registered kernels>\n".
std::string KernelsRegisteredForOp(std::string_view op_name);

// The registered kernels, for tools.
KernelList GetAllRegisteredKernels();
KernelList GetRegisteredKernelsForOp(std::string_view op_name);

// Every registration, in registration order (for tools).
std::vector<const KernelRegistration*> AllKernelRegistrations();

// The kernels the calling thread registered after `sequence_number` (for library loading), and
// their removal.
std::vector<const KernelRegistration*> KernelsThisThreadRegisteredAfter(uint64 sequence_number);
uint64 LastKernelSequenceNumber();
void RemoveKernelsThisThreadRegisteredAfter(uint64 sequence_number);

// Builds the kernel for `node_def` on a device: checks the node against its op (from the global
// OpRegistry), adds attr defaults, finds the kernel and constructs it. The caller owns *kernel.
absl::Status CreateOpKernel(DeviceType device_type, DeviceBase* device, Allocator* allocator,
                      const NodeDef& node_def, int graph_def_version, OpKernel** kernel);
absl::Status CreateOpKernel(DeviceType device_type, DeviceBase* device, Allocator* allocator,
                      const NodeDef& node_def, int graph_def_version,
                      std::unique_ptr<OpKernel>* kernel);

namespace register_kernel {

// Name("Op") starts a kernel's description. An op left out by selective registration becomes
// "_no_register", which the registry ignores.
class Name : public KernelDefBuilder {
 public:
  explicit Name(const char* op) : KernelDefBuilder(SHOULD_REGISTER_OP(op) ? op : "_no_register") {}
};

}  // namespace register_kernel

namespace kernel_factory {

// Registers a kernel when constructed; REGISTER_KERNEL_BUILDER makes a static one.
class OpKernelRegistrar {
 public:
  OpKernelRegistrar(const KernelDef* kernel_def, std::string_view kernel_class_name,
                    KernelFactory factory, const char* file = "", int line = 0) {
    RegisterKernel(kernel_def, kernel_class_name, std::move(factory), file, line);
  }
};

// Compile-time switch: an unselected kernel's class is named but never instantiated.
template <bool kShouldRegister>
struct ConditionalKernelRegistration {
  template <typename Kernel, typename Builder>
  static bool Register(Builder&& /*builder*/, const char* /*class_name*/, const char* /*file*/,
                       int /*line*/) {
    return false;
  }
};

template <>
struct ConditionalKernelRegistration<true> {
  template <typename Kernel, typename Builder>
  static bool Register(Builder&& builder, const char* class_name, const char* file, int line) {
    RegisterKernel(
        builder.Build(), class_name,
        [](OpKernelConstruction* context) -> OpKernel* { return new Kernel(context); }, file,
        line);
    return true;
  }
};

}  // namespace kernel_factory
}  // namespace tensorflow

#define REGISTER_KERNEL_BUILDER_IMPL(ctr, kernel_builder, ...)                            \
  static const bool tflc_kernel_registered_##ctr TF_ATTRIBUTE_UNUSED =                   \
      ::tensorflow::kernel_factory::ConditionalKernelRegistration<                       \
          SHOULD_REGISTER_OP_KERNEL(#__VA_ARGS__)>::template Register<__VA_ARGS__>(      \
          ::tensorflow::register_kernel::kernel_builder, #__VA_ARGS__, __FILE__, __LINE__);
#define REGISTER_KERNEL_BUILDER_UNIQ(ctr, kernel_builder, ...) \
  REGISTER_KERNEL_BUILDER_IMPL(ctr, kernel_builder, __VA_ARGS__)
#define REGISTER_KERNEL_BUILDER(kernel_builder, ...) \
  TF_NEW_ID_FOR_INIT(REGISTER_KERNEL_BUILDER_UNIQ, kernel_builder, __VA_ARGS__)

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_KERNEL_REGISTRY_H_
