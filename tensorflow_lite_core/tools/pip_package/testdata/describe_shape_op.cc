// An op library that calls Abseil and protobuf itself, through TensorFlow's include paths, as
// many custom ops do. Built with g++ against the installed wheel, it links nothing but the
// framework, which brings the wheel's own copies of both at load time.
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "tensorflow/core/framework/common_shape_fns.h"
#include "tensorflow/core/framework/op.h"
#include "tensorflow/core/framework/op_kernel.h"
#include "tensorflow/core/framework/tensor_shape.pb.h"

namespace tensorflow {

REGISTER_OP("DescribeShape")
    .Input("input: T")
    .Attr("T: type")
    .Output("description: string")
    .SetShapeFn(shape_inference::ScalarShape);

// "<rank> dims [<sizes>], <bytes> bytes: <text format>" of the input's shape, after a round trip
// through protobuf's wire format.
class DescribeShapeOp : public OpKernel {
 public:
  explicit DescribeShapeOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    TensorShapeProto proto;
    context->input(0).shape().AsProto(&proto);
    std::string wire;
    OP_REQUIRES(context, proto.SerializeToString(&wire),
                errors::Internal("TensorShapeProto did not serialize"));
    TensorShapeProto parsed;
    OP_REQUIRES(context, parsed.ParseFromString(wire),
                errors::Internal("TensorShapeProto did not parse"));
    std::vector<int64_t> sizes;
    for (const auto& dim : parsed.dim()) sizes.push_back(dim.size());
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, TensorShape({}), &output));
    output->scalar<tstring>()() =
        absl::StrCat(parsed.dim_size(), " dims [", absl::StrJoin(sizes, ","), "], ", wire.size(),
                     " bytes: ", parsed.ShortDebugString());
  }
};

REGISTER_KERNEL_BUILDER(Name("DescribeShape").Device(DEVICE_CPU), DescribeShapeOp);

}  // namespace tensorflow
