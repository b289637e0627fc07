// An op library that uses TensorFlow's file-I/O and utility headers the way real op libraries
// do, at their TensorFlow paths: Env's files, TFRecord writing and reading, buffered lines, path
// and environment-variable helpers, CRC-32C, tensor_util, numeric_op and util.h.
// io_headers_test builds it with tf_custom_op_library, loads it and runs its kernels.
#include <memory>
#include <string>
#include <vector>

#include "tensorflow/core/framework/numeric_op.h"
#include "tensorflow/core/framework/op.h"
#include "tensorflow/core/framework/op_kernel.h"
#include "tensorflow/core/framework/shape_inference.h"
#include "tensorflow/core/framework/tensor_util.h"
#include "tensorflow/core/lib/hash/crc32c.h"
#include "tensorflow/core/lib/io/buffered_inputstream.h"
#include "tensorflow/core/lib/io/path.h"
#include "tensorflow/core/lib/io/record_reader.h"
#include "tensorflow/core/lib/io/record_writer.h"
#include "tensorflow/core/platform/env.h"
#include "tensorflow/core/platform/file_system.h"
#include "tensorflow/core/util/env_var.h"
#include "tensorflow/core/util/util.h"

namespace tensorflow {
namespace {

// Writes `records` as a TFRecord file (appending to it when `append`).
REGISTER_OP("IoWriteRecords")
    .Input("filename: string")
    .Input("records: string")
    .Attr("append: bool = false")
    .SetIsStateful();

class WriteRecordsOp : public OpKernel {
 public:
  explicit WriteRecordsOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("append", &append_));
  }
  void Compute(OpKernelContext* context) override {
    const std::string filename = context->input(0).scalar<tstring>()();
    std::unique_ptr<WritableFile> file;
    Env* env = Env::Default();
    OP_REQUIRES_OK(context, append_ ? env->NewAppendableFile(filename, &file)
                                    : env->NewWritableFile(filename, &file));
    io::RecordWriter writer(file.get(), io::RecordWriterOptions::CreateRecordWriterOptions(""));
    const auto records = context->input(1).flat<tstring>();
    for (int64_t i = 0; i < records.size(); ++i) {
      OP_REQUIRES_OK(context, writer.WriteRecord(StringPiece(records(i))));
    }
    OP_REQUIRES_OK(context, writer.Close());
    OP_REQUIRES_OK(context, file->Close());
  }

 private:
  bool append_ = false;
};
REGISTER_KERNEL_BUILDER(Name("IoWriteRecords").Device(DEVICE_CPU), WriteRecordsOp);

// Every record of a TFRecord file, read through a buffer of `buffer_size` bytes (0: none).
REGISTER_OP("IoReadRecords")
    .Input("filename: string")
    .Output("records: string")
    .Attr("buffer_size: int = 0")
    .SetIsStateful();

class ReadRecordsOp : public OpKernel {
 public:
  explicit ReadRecordsOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("buffer_size", &options_.buffer_size));
  }
  void Compute(OpKernelContext* context) override {
    std::unique_ptr<RandomAccessFile> file;
    OP_REQUIRES_OK(context, Env::Default()->NewRandomAccessFile(
                                context->input(0).scalar<tstring>()(), &file));
    io::SequentialRecordReader reader(file.get(), options_);
    std::vector<Tensor> rows;
    while (true) {
      tstring record;
      absl::Status status = reader.ReadRecord(&record);
      if (errors::IsOutOfRange(status)) break;
      OP_REQUIRES_OK(context, status);
      Tensor row(DT_STRING, TensorShape({1}));
      row.flat<tstring>()(0) = record;
      rows.push_back(row);
    }
    Tensor all(DT_STRING, TensorShape({0}));
    if (!rows.empty()) OP_REQUIRES_OK(context, tensor::Concat(rows, &all));
    context->set_output(0, all);
  }

 private:
  io::RecordReaderOptions options_;
};
REGISTER_KERNEL_BUILDER(Name("IoReadRecords").Device(DEVICE_CPU), ReadRecordsOp);

// The lines of the text file `name` in `directory`.
REGISTER_OP("IoReadLines")
    .Input("directory: string")
    .Input("name: string")
    .Output("lines: string")
    .SetIsStateful();

class ReadLinesOp : public OpKernel {
 public:
  using OpKernel::OpKernel;
  void Compute(OpKernelContext* context) override {
    const std::string path = io::JoinPath(context->input(0).scalar<tstring>()(),
                                          context->input(1).scalar<tstring>()());
    std::unique_ptr<RandomAccessFile> file;
    OP_REQUIRES_OK(context, Env::Default()->NewRandomAccessFile(path, &file));
    io::BufferedInputStream stream(file.get(), 4);
    std::vector<std::string> lines;
    std::string line;
    absl::Status status;
    while ((status = stream.ReadLine(&line)).ok()) lines.push_back(line);
    OP_REQUIRES(context, errors::IsOutOfRange(status), status);
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(
                                0, TensorShape({static_cast<int64_t>(lines.size())}), &output));
    for (size_t i = 0; i < lines.size(); ++i) output->flat<tstring>()(i) = lines[i];
  }
};
REGISTER_KERNEL_BUILDER(Name("IoReadLines").Device(DEVICE_CPU), ReadLinesOp);

// (a - b)^2 for inputs of one shape.
REGISTER_OP("IoSquaredDifference").Input("a: float").Input("b: float").Output("c: float");

class SquaredDifferenceOp : public BinaryElementWiseOp<float, SquaredDifferenceOp> {
 public:
  using BinaryElementWiseOp::BinaryElementWiseOp;
  template <int NDIMS>
  void Operate(OpKernelContext* /*context*/, const Tensor& a, const Tensor& b, Tensor* output) {
    auto difference = a.flat<float>() - b.flat<float>();
    output->flat<float>() = difference * difference;
  }
};
REGISTER_KERNEL_BUILDER(Name("IoSquaredDifference").Device(DEVICE_CPU), SquaredDifferenceOp);

// Refuses negative values, naming the first one's position as TensorFlow's kernels do.
REGISTER_OP("IoCheckNonNegative").Input("x: float").Output("y: float");

class CheckNonNegativeOp : public OpKernel {
 public:
  using OpKernel::OpKernel;
  void Compute(OpKernelContext* context) override {
    const Tensor& x = context->input(0);
    const auto values = x.flat<float>();
    for (int64_t i = 0; i < values.size(); ++i) {
      OP_REQUIRES(context, values(i) >= 0,
                  errors::InvalidArgument("x", SliceDebugString(x.shape(), i), " = ", values(i),
                                          " is negative"));
    }
    context->set_output(0, tensor::DeepCopy(x));
  }
};
REGISTER_KERNEL_BUILDER(Name("IoCheckNonNegative").Device(DEVICE_CPU), CheckNonNegativeOp);

// The environment variable `name` as an int64 (7 when unset), and its text's masked CRC-32C.
REGISTER_OP("IoEnvInt")
    .Attr("name: string")
    .Output("value: int64")
    .Output("masked_crc: int64")
    .SetIsStateful();

class EnvIntOp : public OpKernel {
 public:
  explicit EnvIntOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("name", &name_));
  }
  void Compute(OpKernelContext* context) override {
    int64_t value;
    OP_REQUIRES_OK(context, ReadInt64FromEnvVar(name_, 7, &value));
    std::string text;
    OP_REQUIRES_OK(context, ReadStringFromEnvVar(name_, "", &text));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, TensorShape({}), &output));
    output->scalar<int64_t>()() = value;
    OP_REQUIRES_OK(context, context->allocate_output(1, TensorShape({}), &output));
    output->scalar<int64_t>()() = crc32c::Mask(crc32c::Value(text.data(), text.size()));
  }

 private:
  std::string name_;
};
REGISTER_KERNEL_BUILDER(Name("IoEnvInt").Device(DEVICE_CPU), EnvIntOp);

}  // namespace
}  // namespace tensorflow
