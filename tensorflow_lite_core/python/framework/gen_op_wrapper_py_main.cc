// The generator of tf_gen_op_wrapper_py: linked with op libraries, it writes the Python wrappers of
// every op registered in this binary (see gen_op_wrapper_py.h for the command line).
#include <iostream>
#include <string>
#include <vector>

#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/python/framework/gen_op_wrapper_py.h"

int main(int argc, char** argv) {
  tensorflow::OpList ops;
  tensorflow::OpRegistry::Global()->Export(/*include_internal=*/true, &ops);
  return tensorflow::GenOpWrapperPy(std::vector<std::string>(argv + 1, argv + argc), ops,
                                    std::cerr);
}
