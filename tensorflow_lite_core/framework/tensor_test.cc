// Tests of Tensor (tensor.cc) apart from its TensorProto conversion, which
// tensor_proto_conversion_test.cc tests: construction and buffer ownership, element maps, shared
// views, printing.
#include "tensorflow_lite_core/framework/tensor.h"

#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/testing/tensor_test_util.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

using tensor_testing::ExhaustedAllocator;
using tensor_testing::Iota;

// Allocations counted since the first call (the CPU allocator's stats are off until then).
int64 CpuAllocations() {
  EnableCPUAllocatorStats();
  return cpu_allocator()->GetStats()->num_allocs;
}

// ---------------------------------------------------------------------------------------------
// Construction and ownership.

TEST(TensorTest, DefaultIsEmptyFloatVector) {
  const Tensor t;
  EXPECT_EQ(t.dtype(), DT_FLOAT);
  EXPECT_EQ(t.shape().DebugString(), "[0]");
  EXPECT_EQ(t.NumElements(), 0);
  EXPECT_TRUE(t.IsInitialized());
  EXPECT_EQ(t.data(), nullptr);
  EXPECT_EQ(t.TotalBytes(), 0u);
  EXPECT_TRUE(t.tensor_data().empty());
  EXPECT_EQ(t.DebugString(), "Tensor<type: float shape: [0] values: >");
  EXPECT_EQ(Tensor(DT_STRING).DebugString(), "Tensor<type: string shape: [0] values: >");
}

TEST(TensorTest, AllocatesAlignedMemoryOnce) {
  const int64 before = CpuAllocations();
  Tensor t(DT_INT32, TensorShape({2, 3}));
  EXPECT_EQ(CpuAllocations() - before, 1);
  EXPECT_TRUE(t.IsInitialized());
  EXPECT_EQ(t.dtype(), DT_INT32);
  EXPECT_EQ(t.dims(), 2);
  EXPECT_EQ(t.dim_size(0), 2);
  EXPECT_EQ(t.dim_size(1), 3);
  EXPECT_EQ(t.NumElements(), 6);
  EXPECT_EQ(t.TotalBytes(), 24u);
  EXPECT_GE(t.AllocatedBytes(), 24u);
  EXPECT_EQ(t.tensor_data().size(), 24u);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(t.data()) % Allocator::kAllocatorAlignment, 0u);
  EXPECT_TRUE(t.IsAligned());
}

TEST(TensorTest, EmptyShapesAllocateNothing) {
  const int64 before = CpuAllocations();
  Tensor t(DT_DOUBLE, TensorShape({3, 0}));
  EXPECT_EQ(CpuAllocations(), before);
  EXPECT_TRUE(t.IsInitialized());
  EXPECT_EQ(t.data(), nullptr);
  EXPECT_EQ(t.flat<double>().size(), 0);
}

TEST(TensorTest, ScalarConstructorsKeepTheValueInline) {
  const int64 before = CpuAllocations();
  EXPECT_EQ(Tensor(1.5f).DebugString(), "Tensor<type: float shape: [] values: 1.5>");
  EXPECT_EQ(Tensor(2.25).DebugString(), "Tensor<type: double shape: [] values: 2.25>");
  EXPECT_EQ(Tensor(int32{-3}).DebugString(), "Tensor<type: int32 shape: [] values: -3>");
  EXPECT_EQ(Tensor(int64{1} << 40).DebugString(),
            "Tensor<type: int64 shape: [] values: 1099511627776>");
  EXPECT_EQ(Tensor(uint8{200}).DebugString(), "Tensor<type: uint8 shape: [] values: 200>");
  EXPECT_EQ(Tensor(int8{-8}).DebugString(), "Tensor<type: int8 shape: [] values: -8>");
  EXPECT_EQ(Tensor(uint64{18446744073709551615u}).DebugString(),
            "Tensor<type: uint64 shape: [] values: 18446744073709551615>");
  EXPECT_EQ(Tensor(true).DebugString(), "Tensor<type: bool shape: [] values: 1>");
  EXPECT_EQ(Tensor("hi\n").DebugString(), "Tensor<type: string shape: [] values: hi\\n>");
  EXPECT_EQ(Tensor(tstring("x")).DebugString(), "Tensor<type: string shape: [] values: x>");
  EXPECT_EQ(Tensor(half(0.5f)).DebugString(), "Tensor<type: half shape: [] values: 0.5>");
  EXPECT_EQ(Tensor(bfloat16(-2.0f)).DebugString(), "Tensor<type: bfloat16 shape: [] values: -2>");
  EXPECT_EQ(Tensor(complex64(1, -2)).DebugString(),
            "Tensor<type: complex64 shape: [] values: (1,-2)>");
  EXPECT_EQ(Tensor(qint8(-5)).DebugString(), "Tensor<type: qint8 shape: [] values: -5>");
  EXPECT_EQ(Tensor(quint16(9)).DebugString(), "Tensor<type: quint16 shape: [] values: 9>");
  EXPECT_EQ(CpuAllocations(), before);

  Tensor scalar(42);
  EXPECT_TRUE(scalar.IsAligned());
  EXPECT_EQ(scalar.scalar<int32>()(), 42);
  scalar.scalar<int32>()() = 43;
  EXPECT_EQ(scalar.flat<int32>()(0), 43);
  EXPECT_TRUE(scalar.RefCountIsOne());
}

TEST(TensorTest, CopiesShareTheBuffer) {
  Tensor a = Iota(TensorShape({4}));
  EXPECT_TRUE(a.RefCountIsOne());
  {
    Tensor b = a;
    EXPECT_TRUE(b.SharesBufferWith(a));
    EXPECT_FALSE(a.RefCountIsOne());
    b.flat<float>()(0) = 100;
    EXPECT_EQ(a.flat<float>()(0), 100);
    Tensor c;
    c = b;
    EXPECT_TRUE(c.SharesBufferWith(a));
    c = c;  // self-assignment keeps the reference
    EXPECT_TRUE(c.SharesBufferWith(a));
  }
  EXPECT_TRUE(a.RefCountIsOne());
  EXPECT_FALSE(a.SharesBufferWith(Iota(TensorShape({4}))));
  EXPECT_FALSE(a.SharesBufferWith(Tensor()));
}

TEST(TensorTest, MovesTransferTheBuffer) {
  Tensor a = Iota(TensorShape({2}));
  const void* data = a.data();
  Tensor b = std::move(a);
  EXPECT_EQ(b.data(), data);
  EXPECT_TRUE(b.RefCountIsOne());
  EXPECT_EQ(a.DebugString(), "Tensor<type: float shape: [0] values: >");  // NOLINT: moved-from
  Tensor c(DT_INT32, TensorShape({3}));
  c = std::move(b);
  EXPECT_EQ(c.data(), data);
  EXPECT_EQ(c.dtype(), DT_FLOAT);
  EXPECT_EQ(b.NumElements(), 0);  // NOLINT: moved-from
}

TEST(TensorTest, StringsAreConstructedAndDestroyedWithTheBuffer) {
  Tensor t(DT_STRING, TensorShape({3}));
  auto strings = t.flat<tstring>();
  EXPECT_EQ(strings(0), "");
  strings(0) = "a";
  strings(1) = std::string(100, 'x');  // on the heap: ASan reports it if the buffer leaks it
  strings(2) = "ccc";
  EXPECT_EQ(t.TotalBytes(), 3 * sizeof(tstring) + 1 + 100 + 3);
  Tensor copy = t;
  t = Tensor();
  EXPECT_EQ(copy.flat<tstring>()(1).size(), 100u);
  EXPECT_EQ(copy.SummarizeValue(2), "a " + std::string(100, 'x') + "...");
}

TEST(TensorTest, FailedAllocationLeavesTensorUninitialized) {
  ExhaustedAllocator exhausted;
  Tensor t(&exhausted, DT_FLOAT, TensorShape({4}));
  EXPECT_FALSE(t.IsInitialized());
  EXPECT_EQ(t.data(), nullptr);
  EXPECT_EQ(t.DebugString(),
      "Tensor<type: float shape: [4] values: uninitialized Tensor of 4 elements of type float>");
  // Too many bytes to count: refused before asking the allocator.
  Tensor huge(DT_FLOAT, TensorShape({int64{1} << 62}));
  EXPECT_FALSE(huge.IsInitialized());
  // Zero elements need no memory, so an empty tensor is fine even then.
  EXPECT_TRUE(Tensor(&exhausted, DT_FLOAT, TensorShape({0, 4})).IsInitialized());
}

// Memory owned by the test, lent to tensors.
class BorrowedBuffer : public TensorBuffer {
 public:
  BorrowedBuffer(void* data, size_t size, bool* destroyed)
      : TensorBuffer(data), size_(size), destroyed_(destroyed) {}
  ~BorrowedBuffer() override { *destroyed_ = true; }
  size_t size() const override { return size_; }
  TensorBuffer* root_buffer() override { return this; }
  bool OwnsMemory() const override { return false; }

 private:
  size_t size_;
  bool* destroyed_;
};

TEST(TensorTest, ExternalBuffersAreReferenceCounted) {
  alignas(64) float storage[4] = {1, 2, 3, 4};
  bool destroyed = false;
  auto* buffer = new BorrowedBuffer(storage, sizeof(storage), &destroyed);
  {
    Tensor t(DT_FLOAT, TensorShape({2, 2}), buffer);
    buffer->Unref();  // the tensor holds its own reference
    EXPECT_FALSE(destroyed);
    EXPECT_EQ(t.DebugString(), "Tensor<type: float shape: [2,2] values: [1 2][3...]...>");
    EXPECT_FALSE(t.RefCountIsOne());  // sole user, but the memory is not the tensor's to reuse
  }
  EXPECT_TRUE(destroyed);
}

TEST(TensorDeathTest, MisuseAborts) {
  alignas(64) float storage[2] = {1, 2};
  bool destroyed = false;
  EXPECT_DEATH(
      {
        auto* buffer = new BorrowedBuffer(storage, sizeof(storage), &destroyed);
        Tensor t(DT_FLOAT, TensorShape({3}), buffer);
      },
      "TensorBuffer of 8 bytes is too small for a float tensor of shape \\[3\\]");
  EXPECT_DEATH(Tensor(DT_VARIANT, TensorShape({1})),
               "Cannot allocate a tensor of type variant and shape \\[1\\]");
  EXPECT_DEATH(Tensor(DT_FLOAT_REF, TensorShape({2})),
               "Cannot allocate a tensor of type float_ref");
  ExhaustedAllocator exhausted;
  Tensor uninitialized(&exhausted, DT_INT32, TensorShape({2}));
  EXPECT_DEATH(uninitialized.TotalBytes(),
               "TotalBytes of an uninitialized int32 tensor of shape \\[2\\]");
}

// ---------------------------------------------------------------------------------------------
// Eigen maps.

TEST(TensorTest, MapsViewTheSameElements) {
  Tensor t = Iota(TensorShape({2, 3}));
  auto matrix = t.matrix<float>();
  EXPECT_EQ(matrix.dimension(0), 2);
  EXPECT_EQ(matrix.dimension(1), 3);
  EXPECT_EQ(matrix(1, 0), 4);
  auto tensor = t.tensor<float, 2>();
  EXPECT_EQ(tensor(1, 2), 6);
  auto flat = t.flat<float>();
  EXPECT_EQ(flat.size(), 6);
  EXPECT_EQ(flat(5), 6);
  auto shaped = t.shaped<float, 3>({3, 1, 2});
  EXPECT_EQ(shaped(2, 0, 1), 6);
  EXPECT_EQ(shaped(1, 0, 0), 3);
  auto shaped_from_vector = t.shaped<float, 1>(std::vector<int64>{6});
  EXPECT_EQ(shaped_from_vector(3), 4);
  EXPECT_EQ(t.unaligned_flat<float>()(2), 3);
  EXPECT_EQ((t.unaligned_shaped<float, 2>({3, 2})(2, 1)), 6);

  // Writes through one view show in the others and in Eigen expressions.
  matrix(0, 0) = 10;
  EXPECT_EQ(flat(0), 10);
  flat = flat * 2.0f;
  Eigen::Tensor<float, 0, Eigen::RowMajor> sum = t.flat<float>().sum();
  EXPECT_EQ(sum(), 2 * (10 + 2 + 3 + 4 + 5 + 6));

  const Tensor& read_only = t;
  EXPECT_EQ(read_only.matrix<float>()(1, 2), 12);
  EXPECT_EQ((read_only.tensor<float, 2>()(0, 1)), 4);
  EXPECT_EQ((read_only.shaped<float, 2>({1, 6})(0, 5)), 12);
  EXPECT_EQ(read_only.unaligned_flat<float>()(1), 4);
}

TEST(TensorTest, VecAndScalarMaps) {
  Tensor vector = Iota(TensorShape({3}));
  EXPECT_EQ(vector.vec<float>()(2), 3);
  EXPECT_EQ(static_cast<const Tensor&>(vector).vec<float>().size(), 3);
  // scalar() takes any one-element tensor.
  Tensor one = Iota(TensorShape({1, 1}));
  EXPECT_EQ(one.scalar<float>()(), 1);
  EXPECT_EQ(static_cast<const Tensor&>(one).scalar<float>()(), 1);
  Tensor strings(DT_STRING, TensorShape({}));
  strings.scalar<tstring>()() = "text";
  EXPECT_EQ(strings.flat<tstring>()(0), "text");
}

TEST(TensorTest, FlatInnerAndOuterDims) {
  Tensor t = Iota(TensorShape({2, 3, 4}));
  auto inner = t.flat_inner_dims<float>();
  EXPECT_EQ(inner.dimension(0), 6);
  EXPECT_EQ(inner.dimension(1), 4);
  EXPECT_EQ(inner(5, 3), 24);
  auto outer = t.flat_outer_dims<float>();
  EXPECT_EQ(outer.dimension(0), 2);
  EXPECT_EQ(outer.dimension(1), 12);
  EXPECT_EQ(outer(1, 0), 13);
  auto inner3 = t.flat_inner_dims<float, 3>();
  EXPECT_EQ(inner3.dimensions(), (Eigen::DSizes<Eigen::DenseIndex, 3>(2, 3, 4)));
  auto padded_inner = t.flat_inner_dims<float, 4>();
  EXPECT_EQ(padded_inner.dimensions(), (Eigen::DSizes<Eigen::DenseIndex, 4>(1, 2, 3, 4)));
  auto padded_outer = t.flat_outer_dims<float, 4>();
  EXPECT_EQ(padded_outer.dimensions(), (Eigen::DSizes<Eigen::DenseIndex, 4>(2, 3, 4, 1)));

  Tensor scalar(5.0f);
  EXPECT_EQ(scalar.flat_inner_dims<float>().dimensions(),
            (Eigen::DSizes<Eigen::DenseIndex, 2>(1, 1)));
  EXPECT_EQ(scalar.flat_outer_dims<float>().dimensions(),
            (Eigen::DSizes<Eigen::DenseIndex, 2>(1, 1)));

  Tensor four = Iota(TensorShape({2, 3, 4, 5}));
  EXPECT_EQ((four.flat_inner_outer_dims<float, 2>(1).dimensions()),
            (Eigen::DSizes<Eigen::DenseIndex, 2>(6, 20)));
  EXPECT_EQ((four.flat_inner_outer_dims<float, 3>(0).dimensions()),
            (Eigen::DSizes<Eigen::DenseIndex, 3>(2, 3, 20)));
  EXPECT_EQ((four.flat_inner_outer_dims<float, 3>(-1).dimensions()),
            (Eigen::DSizes<Eigen::DenseIndex, 3>(1, 2, 60)));
  EXPECT_EQ((four.flat_inner_outer_dims<float, 3>(3).dimensions()),
            (Eigen::DSizes<Eigen::DenseIndex, 3>(120, 1, 1)));
}

TEST(TensorTest, BitCastedMaps) {
  Tensor t(DT_FLOAT, TensorShape({2}));
  t.flat<float>()(0) = 1.0f;
  t.flat<float>()(1) = -2.0f;
  auto bits = t.bit_casted_tensor<uint32, 1>();
  EXPECT_EQ(bits(0), 0x3f800000u);
  EXPECT_EQ(bits(1), 0xc0000000u);
  auto wide = t.bit_casted_shaped<uint64, 1>({1});
  EXPECT_EQ(wide(0), 0xc00000003f800000u);
  auto bytes = static_cast<const Tensor&>(t).bit_casted_shaped<uint8, 2>({2, 4});
  EXPECT_EQ(bytes(0, 3), 0x3f);
}

TEST(TensorDeathTest, WrongTypeMapsAbortNamingBothTypes) {
  Tensor t = Iota(TensorShape({2, 2}));
  EXPECT_DEATH(t.flat<int32>(), "Tensor type float does not match requested type int32");
  EXPECT_DEATH(t.matrix<double>(), "Tensor type float does not match requested type double");
  EXPECT_DEATH(t.unaligned_flat<tstring>(),
               "Tensor type float does not match requested type string");
  const Tensor& read_only = t;
  EXPECT_DEATH(read_only.scalar<bool>(), "Tensor type float does not match requested type bool");
  EXPECT_DEATH((read_only.shaped<int64, 1>({4})),
               "Tensor type float does not match requested type int64");
}

TEST(TensorDeathTest, WrongShapeMapsAbortNamingBothShapes) {
  Tensor t = Iota(TensorShape({4}));
  EXPECT_DEATH(t.matrix<float>(),
               "Asking for tensor of 2 dimensions from a tensor of 1 dimensions "
               "\\(shape \\[4\\]\\)");
  EXPECT_DEATH((t.tensor<float, 0>()), "Asking for tensor of 0 dimensions from a tensor of 1");
  EXPECT_DEATH(t.scalar<float>(),
               "Must have a one element tensor, got shape \\[4\\] with 4 elements");
  EXPECT_DEATH((t.shaped<float, 2>({3, 2})),
               "Cannot view a tensor of shape \\[4\\] \\(4 elements\\) as shape \\[3,2\\]");
  EXPECT_DEATH((t.shaped<float, 2>({4})),
               "Asking for a tensor of 2 dimensions with 1 sizes \\[4\\]");
  EXPECT_DEATH((t.shaped<float, 2>({-2, -2})), "as shape \\[-2,-2\\]");
  EXPECT_DEATH((t.bit_casted_tensor<double, 1>()),
               "requested element type has 8 bytes but float elements have 4");
  EXPECT_DEATH((t.bit_casted_shaped<double, 1>({3})),
               "Cannot bit cast a float tensor of shape \\[4\\]");
  EXPECT_DEATH((t.flat_inner_outer_dims<float, 2>(2)), "begin 2 with 2 dimensions is out of range");
}

// ---------------------------------------------------------------------------------------------
// Reshaping, bit casts and slices.

TEST(TensorTest, CopyFromSharesUnderANewShape) {
  Tensor source = Iota(TensorShape({2, 3}));
  Tensor target;
  ASSERT_TRUE(target.CopyFrom(source, TensorShape({3, 2})));
  EXPECT_TRUE(target.SharesBufferWith(source));
  EXPECT_EQ(target.DebugString(6), "Tensor<type: float shape: [3,2] values: [1 2][3 4][5 6]>");

  Tensor unchanged(5);
  EXPECT_FALSE(unchanged.CopyFrom(source, TensorShape({5})));
  EXPECT_EQ(unchanged.DebugString(), "Tensor<type: int32 shape: [] values: 5>");
}

TEST(TensorTest, BitcastFrom) {
  Tensor source = Iota(TensorShape({4}));
  Tensor ints;
  ASSERT_TRUE(ints.BitcastFrom(source, DT_INT32, TensorShape({2, 2})).ok());
  EXPECT_TRUE(ints.SharesBufferWith(source));
  EXPECT_EQ(ints.matrix<int32>()(0, 0), 0x3f800000);
  Tensor wide;
  ASSERT_TRUE(wide.BitcastFrom(source, DT_INT64, TensorShape({2})).ok());
  Tensor bytes;
  ASSERT_TRUE(bytes.BitcastFrom(source, DT_UINT8, TensorShape({16})).ok());

  Tensor untouched(1.0f);
  Status status = untouched.BitcastFrom(source, DT_INT64, TensorShape({3}));
  EXPECT_TRUE(errors::IsInvalidArgument(status));
  EXPECT_EQ(status.message(),
            "BitcastFrom: cannot view a float tensor of shape [4] (16 bytes) as int64 of shape [3] "
            "(3 elements of 8 bytes)");
  status = untouched.BitcastFrom(source, DT_STRING, TensorShape({1}));
  EXPECT_EQ(status.message(), "BitcastFrom: the requested type string has no fixed element size");
  status = untouched.BitcastFrom(Tensor(DT_STRING, TensorShape({1})), DT_INT8, TensorShape({1}));
  EXPECT_EQ(status.message(), "BitcastFrom: the source type string has no fixed element size");
  EXPECT_EQ(untouched.DebugString(), "Tensor<type: float shape: [] values: 1>");
}

TEST(TensorTest, SliceSharesRowsOfDimensionZero) {
  Tensor t = Iota(TensorShape({4, 3}));
  Tensor rows = t.Slice(1, 3);
  EXPECT_EQ(rows.DebugString(6), "Tensor<type: float shape: [2,3] values: [4 5 6][7 8 9]>");
  EXPECT_TRUE(rows.SharesBufferWith(t));
  EXPECT_EQ(rows.TotalBytes(), 24u);
  EXPECT_EQ(rows.tensor_data().size(), 24u);
  rows.unaligned_flat<float>()(0) = 40;
  EXPECT_EQ(t.matrix<float>()(1, 0), 40);
  // Rows of 12 bytes are not 16-byte aligned; the unaligned maps still work.
  EXPECT_FALSE(rows.IsAligned());
  EXPECT_EQ((rows.unaligned_shaped<float, 1>({6})(5)), 9);
  EXPECT_TRUE(t.Slice(0, 4).SharesBufferWith(t));
  EXPECT_EQ(t.Slice(2, 2).NumElements(), 0);

  Tensor row = t.SubSlice(3);
  EXPECT_EQ(row.DebugString(), "Tensor<type: float shape: [3] values: 10 11 12>");
  EXPECT_TRUE(row.SharesBufferWith(t));
}

TEST(TensorTest, SlicesKeepTheBufferAlive) {
  Tensor strings(DT_STRING, TensorShape({3}));
  strings.flat<tstring>()(2) = std::string(50, 'z');
  Tensor last = strings.Slice(2, 3);
  EXPECT_FALSE(strings.RefCountIsOne());
  strings = Tensor();
  EXPECT_EQ(last.flat<tstring>()(0), std::string(50, 'z'));
  Tensor sub = last.SubSlice(0);  // a slice of a slice shares the same root
  EXPECT_TRUE(sub.SharesBufferWith(last));
  EXPECT_EQ(sub.scalar<tstring>()(), std::string(50, 'z'));
}

TEST(TensorDeathTest, BadSlicesAbort) {
  Tensor t = Iota(TensorShape({4, 3}));
  EXPECT_DEATH(t.Slice(2, 5), "Slice \\[2, 5\\) is out of range for shape \\[4,3\\]");
  EXPECT_DEATH(t.Slice(3, 1), "Slice \\[3, 1\\) is out of range");
  EXPECT_DEATH(Tensor(1.0f).Slice(0, 0), "Slice of a scalar float tensor");
  EXPECT_DEATH(t.SubSlice(4), "SubSlice 4 is out of range for shape \\[4,3\\]");
  Tensor rows = t.Slice(1, 3);
  EXPECT_DEATH(rows.flat<float>(), "is not aligned to");
}

// ---------------------------------------------------------------------------------------------
// Printing.

TEST(TensorTest, DebugStringLimitsValues) {
  const Tensor matrix = Iota(TensorShape({2, 2}));
  EXPECT_EQ(matrix.DebugString(), "Tensor<type: float shape: [2,2] values: [1 2][3...]...>");
  EXPECT_EQ(matrix.DebugString(4), "Tensor<type: float shape: [2,2] values: [1 2][3 4]>");
  EXPECT_EQ(matrix.DebugString(0), "Tensor<type: float shape: [2,2] values: ...>");
  const Tensor vector = Iota(TensorShape({5}));
  EXPECT_EQ(vector.SummarizeValue(3), "1 2 3...");
  EXPECT_EQ(vector.SummarizeValue(-1), "1 2 3 4 5");
  const Tensor cube = Iota(TensorShape({2, 2, 2}));
  EXPECT_EQ(cube.SummarizeValue(8), "[[1 2][3 4]][[5 6][7 8]]");
  EXPECT_EQ(cube.SummarizeValue(5), "[[1 2][3 4]][[5...]]...");
  EXPECT_EQ(Iota(TensorShape({2, 0})).SummarizeValue(3), "");
  EXPECT_EQ(matrix.DeviceSafeDebugString(), "Tensor<type: float shape: [2,2]>");
}

TEST(TensorTest, SummarizeValueV2IsNumpyStyle) {
  EXPECT_EQ(Iota(TensorShape({2, 2})).SummarizeValue(3, true), "[[1 2]\n [3 4]]");
  EXPECT_EQ(Iota(TensorShape({10})).SummarizeValue(2, true), "[1 2 ... 9 10]");
  EXPECT_EQ(Iota(TensorShape({4})).SummarizeValue(-1, true), "[1 2 3 4]");
  EXPECT_EQ(Iota(TensorShape({5, 1})).SummarizeValue(1, true), "[[1]\n ...\n [5]]");
  EXPECT_EQ(Iota(TensorShape({2, 1, 2})).SummarizeValue(3, true), "[[[1 2]]\n\n [[3 4]]]");
  EXPECT_EQ(Tensor(2.5f).SummarizeValue(3, true), "2.5");
  Tensor strings(DT_STRING, TensorShape({2}));
  strings.flat<tstring>()(0) = "a\"b";
  strings.flat<tstring>()(1) = "\x01";
  EXPECT_EQ(strings.SummarizeValue(3, true), "[\"a\\\"b\" \"\\001\"]");
  EXPECT_EQ(strings.SummarizeValue(3), "a\\\"b \\001");
}

TEST(TensorTest, UnprintableTypesShowPlaceholders) {
  Tensor float8(DT_FLOAT8_E5M2, TensorShape({4}));
  EXPECT_EQ(float8.SummarizeValue(2), "? ?...");
  EXPECT_EQ(float8.TotalBytes(), 4u);
}

}  // namespace
}  // namespace tensorflow
