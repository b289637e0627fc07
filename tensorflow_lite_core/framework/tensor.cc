// Tensor and its buffers, conversion to and from TensorProto, and printing: one file of about 1000
// lines because the three share the per-dtype element handling (host representation, string and
// resource handle elements) kept private here; splitting it would mean exposing that in a header.
#include "tensorflow_lite_core/framework/tensor.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string_view>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/framework/small_block_cache.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/str_util.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {

// ---------------------------------------------------------------------------------------------
// Buffers.

TensorBuffer::~TensorBuffer() = default;

namespace {

// Bytes per element in a host buffer; 0 for types without a host representation here.
size_t ElementSize(DataType type) {
  if (type == DT_STRING) return sizeof(tstring);
  if (type == DT_RESOURCE) return sizeof(ResourceHandle);
  return static_cast<size_t>(DataTypeSize(type));
}

bool HasHostRepresentation(DataType type) { return ElementSize(type) > 0; }

// Whether elements of `type` are C++ objects, constructed and destroyed with their buffer.
bool HasObjectElements(DataType type) { return type == DT_STRING || type == DT_RESOURCE; }

template <typename T>
void ConstructAll(void* data, int64 n) {
  T* elements = static_cast<T*>(data);
  for (int64 i = 0; i < n; ++i) new (elements + i) T();
}

template <typename T>
void DestroyAll(void* data, int64 n) {
  T* elements = static_cast<T*>(data);
  for (int64 i = 0; i < n; ++i) elements[i].~T();
}

// Memory from an Allocator; object elements (strings, resource handles) are constructed in it and
// destroyed with it.
class HostBuffer final : public TensorBuffer {
 public:
  // nullptr when the byte count overflows or the allocator has no memory.
  static HostBuffer* Create(Allocator* allocator, DataType type, int64 num_elements,
                            const AllocationAttributes& allocation_attr) {
    const size_t element_size = ElementSize(type);
    size_t bytes;
    if (num_elements < 0 ||
        __builtin_mul_overflow(static_cast<size_t>(num_elements), element_size, &bytes)) {
      return nullptr;
    }
    void* data = allocator->AllocateRaw(Allocator::kAllocatorAlignment, bytes, allocation_attr);
    if (data == nullptr) return nullptr;
    const int64 num_objects = HasObjectElements(type) ? num_elements : 0;
    if (type == DT_STRING) ConstructAll<tstring>(data, num_objects);
    if (type == DT_RESOURCE) ConstructAll<ResourceHandle>(data, num_objects);
    return new HostBuffer(allocator, data, bytes, type, num_objects);
  }

  ~HostBuffer() override {
    if (type_ == DT_STRING) DestroyAll<tstring>(data(), num_objects_);
    if (type_ == DT_RESOURCE) DestroyAll<ResourceHandle>(data(), num_objects_);
    allocator_->DeallocateRaw(data());
  }

  // Every tensor allocation makes one of these: the calling thread's small-block list serves it
  // in a few loads, where the heap took about 20 ns of a 4-element AddV2's run.
  static void* operator new(size_t bytes) {
    static_assert(sizeof(HostBuffer) <= small_block_cache::kMinBlockBytes, "one block");
    (void)bytes;
    void* block = small_block_cache::Allocate(small_block_cache::kMinBlockBytes);
    if (block == nullptr) throw std::bad_alloc();
    return block;
  }
  static void operator delete(void* block) {
    small_block_cache::Deallocate(block, small_block_cache::kMinBlockBytes);
  }

  size_t size() const override { return bytes_; }
  TensorBuffer* root_buffer() override { return this; }
  size_t AllocatedBytes() const override {
    return allocator_->TracksAllocationSizes() ? allocator_->AllocatedSize(data()) : bytes_;
  }

 private:
  HostBuffer(Allocator* allocator, void* data, size_t bytes, DataType type, int64 num_objects)
      : TensorBuffer(data),
        allocator_(allocator),
        bytes_(bytes),
        type_(type),
        num_objects_(num_objects) {}

  Allocator* const allocator_;
  const size_t bytes_;
  const DataType type_;
  const int64 num_objects_;  // constructed object elements; 0 for plain ones
};

// A scalar stored inside the buffer object itself: one allocation per scalar tensor.
template <typename T>
class ScalarBuffer final : public TensorBuffer {
 public:
  explicit ScalarBuffer(T value) : TensorBuffer(&value_), value_(std::move(value)) {}
  size_t size() const override { return sizeof(T); }
  TensorBuffer* root_buffer() override { return this; }

 private:
  alignas(Allocator::kAllocatorAlignment) T value_;
};

// A window on another buffer (Slice, SubSlice); keeps the owner of the memory alive.
class SubBuffer final : public TensorBuffer {
 public:
  SubBuffer(TensorBuffer* buffer, size_t offset, size_t bytes)
      : TensorBuffer(buffer->base<char>() + offset), root_(buffer->root_buffer()), bytes_(bytes) {
    root_->Ref();
  }
  ~SubBuffer() override { root_->Unref(); }

  size_t size() const override { return bytes_; }
  TensorBuffer* root_buffer() override { return root_; }
  bool OwnsMemory() const override { return root_->OwnsMemory(); }
  size_t AllocatedBytes() const override { return bytes_; }

 private:
  TensorBuffer* const root_;
  const size_t bytes_;
};

template <typename T>
struct TypeTag {
  using type = T;
};

// Calls visitor(TypeTag<T>()) for the C++ type T of `type`; false for types without one (the
// 8-bit floats, variant, sub-byte and reference types).
template <typename Visitor>
bool VisitHostType(DataType type, Visitor&& visitor) {
  switch (type) {
#define TFLC_VISIT_CASE(T)          \
  case DataTypeToEnum<T>::value:    \
    visitor(TypeTag<T>());          \
    return true;
    TFLC_VISIT_CASE(float)
    TFLC_VISIT_CASE(double)
    TFLC_VISIT_CASE(int32)
    TFLC_VISIT_CASE(uint32)
    TFLC_VISIT_CASE(uint16)
    TFLC_VISIT_CASE(uint8)
    TFLC_VISIT_CASE(int16)
    TFLC_VISIT_CASE(int8)
    TFLC_VISIT_CASE(tstring)
    TFLC_VISIT_CASE(complex64)
    TFLC_VISIT_CASE(complex128)
    TFLC_VISIT_CASE(int64)
    TFLC_VISIT_CASE(uint64)
    TFLC_VISIT_CASE(bool)
    TFLC_VISIT_CASE(qint8)
    TFLC_VISIT_CASE(quint8)
    TFLC_VISIT_CASE(qint16)
    TFLC_VISIT_CASE(quint16)
    TFLC_VISIT_CASE(qint32)
    TFLC_VISIT_CASE(bfloat16)
    TFLC_VISIT_CASE(half)
    TFLC_VISIT_CASE(ResourceHandle)
#undef TFLC_VISIT_CASE
    default:
      return false;
  }
}

bool IsFloat8(DataType type) {
  switch (type) {
    case DT_FLOAT8_E5M2:
    case DT_FLOAT8_E4M3FN:
    case DT_FLOAT8_E4M3FNUZ:
    case DT_FLOAT8_E4M3B11FNUZ:
    case DT_FLOAT8_E5M2FNUZ:
      return true;
    default:
      return false;
  }
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Failure messages of the inline checks.

namespace internal {

void TensorTypeMismatch(DataType actual, DataType requested) {
  LOG(FATAL) << "Tensor type " << DataTypeString(actual) << " does not match requested type "
             << DataTypeString(requested);
  std::abort();
}

void TensorNotAligned(const void* data, const TensorShape& shape) {
  LOG(FATAL) << "Tensor data at " << data << " (shape " << shape.DebugString()
             << ") is not aligned to " << EIGEN_MAX_ALIGN_BYTES
             << " bytes, as aligned Eigen maps need; use the unaligned_ accessors for slices";
  std::abort();
}

void TensorRankMismatch(int requested, const TensorShape& shape) {
  LOG(FATAL) << "Asking for tensor of " << requested << " dimensions from a tensor of "
             << shape.dims() << " dimensions (shape " << shape.DebugString() << ")";
  std::abort();
}

void RankMismatch(int requested, int actual, const char* context) {
  LOG(FATAL) << context << ": asking for " << requested << " dimensions from a shape of "
             << actual << " dimensions";
  std::abort();
}

void TensorNotOneElement(const TensorShape& shape) {
  LOG(FATAL) << "Must have a one element tensor, got shape " << shape.DebugString() << " with "
             << shape.num_elements() << " elements";
  std::abort();
}

void TensorNewShapeMismatch(const int64* new_sizes, size_t count, size_t ndims,
                            const TensorShape& shape, size_t element_bytes, DataType dtype) {
  std::string requested = "[";
  for (size_t i = 0; i < count; ++i) {
    if (i > 0) requested += ",";
    strings::StrAppend(&requested, new_sizes[i]);
  }
  requested += "]";
  if (count != ndims) {
    LOG(FATAL) << "Asking for a tensor of " << ndims << " dimensions with " << count
               << " sizes " << requested;
  } else if (element_bytes == 0) {
    LOG(FATAL) << "Cannot view a tensor of shape " << shape.DebugString() << " ("
               << shape.num_elements() << " elements) as shape " << requested;
  } else {
    LOG(FATAL) << "Cannot bit cast a " << DataTypeString(dtype) << " tensor of shape "
               << shape.DebugString() << " to shape " << requested << " of " << element_bytes
               << "-byte elements: the byte counts differ";
  }
  std::abort();
}

void TensorBitcastSizeMismatch(size_t requested_bytes, DataType dtype) {
  LOG(FATAL) << "bit_casted_tensor: the requested element type has " << requested_bytes
             << " bytes but " << DataTypeString(dtype) << " elements have "
             << DataTypeSize(dtype);
  std::abort();
}

void TensorBadFlatInnerOuterBegin(int64 begin, size_t ndims, const TensorShape& shape) {
  LOG(FATAL) << "flat_inner_outer_dims: begin " << begin << " with " << ndims
             << " dimensions is out of range for shape " << shape.DebugString() << "; need "
             << 1 - static_cast<int64>(ndims) << " <= begin <= " << shape.dims();
  std::abort();
}

int64 CheckedProduct(const int64* sizes, size_t count) {
  int64 product = 1;
  for (size_t i = 0; i < count; ++i) {
    if (sizes[i] < 0 || __builtin_mul_overflow(product, sizes[i], &product)) return -1;
  }
  return product;
}

}  // namespace internal

// ---------------------------------------------------------------------------------------------
// Construction, copies, views.

Tensor::Tensor(DataType type, const TensorShape& shape)
    : Tensor(cpu_allocator(), type, shape, AllocationAttributes()) {}

Tensor::Tensor(Allocator* a, DataType type, const TensorShape& shape)
    : Tensor(a, type, shape, AllocationAttributes()) {}

Tensor::Tensor(Allocator* a, DataType type, const TensorShape& shape,
               const AllocationAttributes& allocation_attr)
    : shape_(shape), dtype_(type) {
  CHECK(a != nullptr) << "Tensor: null allocator";
  if (shape_.num_elements() > 0) AllocateBuffer(a, allocation_attr);
}

void Tensor::AllocateBuffer(Allocator* a, const AllocationAttributes& allocation_attr) {
  if (!HasHostRepresentation(dtype_)) {
    LOG(FATAL) << "Cannot allocate a tensor of type " << DataTypeString(dtype_) << " and shape "
               << shape_.DebugString()
               << ": only numeric, bool, string and resource tensors have host memory here";
  }
  buf_ = HostBuffer::Create(a, dtype_, shape_.num_elements(), allocation_attr);
}

Tensor::Tensor(DataType type, const TensorShape& shape, TensorBuffer* buf)
    : shape_(shape), dtype_(type), buf_(buf) {
  if (buf_ == nullptr) return;
  const size_t element_size = ElementSize(type);
  size_t needed = 0;
  const bool overflow = __builtin_mul_overflow(static_cast<size_t>(shape.num_elements()),
                                               element_size, &needed);
  CHECK(!overflow && buf_->size() >= needed)
      << "TensorBuffer of " << buf_->size() << " bytes is too small for a "
      << DataTypeString(type) << " tensor of shape " << shape.DebugString();
  buf_->Ref();
}

#define TFLC_SCALAR_CONSTRUCTOR(T)                                       \
  Tensor::Tensor(T scalar_value)                                         \
      : dtype_(DataTypeToEnum<T>::value),                                \
        buf_(new ScalarBuffer<T>(std::move(scalar_value))) {}
TFLC_SCALAR_CONSTRUCTOR(float)
TFLC_SCALAR_CONSTRUCTOR(double)
TFLC_SCALAR_CONSTRUCTOR(int32)
TFLC_SCALAR_CONSTRUCTOR(uint32)
TFLC_SCALAR_CONSTRUCTOR(uint16)
TFLC_SCALAR_CONSTRUCTOR(uint8)
TFLC_SCALAR_CONSTRUCTOR(int16)
TFLC_SCALAR_CONSTRUCTOR(int8)
TFLC_SCALAR_CONSTRUCTOR(tstring)
TFLC_SCALAR_CONSTRUCTOR(complex64)
TFLC_SCALAR_CONSTRUCTOR(complex128)
TFLC_SCALAR_CONSTRUCTOR(int64)
TFLC_SCALAR_CONSTRUCTOR(uint64)
TFLC_SCALAR_CONSTRUCTOR(bool)
TFLC_SCALAR_CONSTRUCTOR(qint8)
TFLC_SCALAR_CONSTRUCTOR(quint8)
TFLC_SCALAR_CONSTRUCTOR(qint16)
TFLC_SCALAR_CONSTRUCTOR(quint16)
TFLC_SCALAR_CONSTRUCTOR(qint32)
TFLC_SCALAR_CONSTRUCTOR(bfloat16)
TFLC_SCALAR_CONSTRUCTOR(half)
TFLC_SCALAR_CONSTRUCTOR(ResourceHandle)
#undef TFLC_SCALAR_CONSTRUCTOR

Tensor::Tensor(const char* scalar_value) : Tensor(tstring(scalar_value)) {}

Tensor& Tensor::operator=(const Tensor& other) {
  UnsafeCopyFromInternal(other, other.dtype_, other.shape_);
  return *this;
}

bool Tensor::SharesBufferWith(const Tensor& b) const {
  return buf_ != nullptr && b.buf_ != nullptr && buf_->root_buffer() == b.buf_->root_buffer();
}

bool Tensor::RefCountIsOne() const {
  return buf_ != nullptr && buf_->RefCountIsOne() && buf_->root_buffer()->RefCountIsOne() &&
         buf_->OwnsMemory();
}

size_t Tensor::TotalBytes() const {
  if (NumElements() == 0) return 0;
  CHECK(buf_ != nullptr) << "TotalBytes of an uninitialized " << DataTypeString(dtype_)
                         << " tensor of shape " << shape_.DebugString();
  if (dtype_ == DT_STRING) {
    size_t total = static_cast<size_t>(NumElements()) * sizeof(tstring);
    const tstring* strings = base<const tstring>();
    for (int64 i = 0; i < NumElements(); ++i) total += strings[i].size();
    return total;
  }
  const size_t element_size = ElementSize(dtype_);
  return element_size > 0 ? static_cast<size_t>(NumElements()) * element_size : buf_->size();
}

size_t Tensor::AllocatedBytes() const { return buf_ == nullptr ? 0 : buf_->AllocatedBytes(); }

std::string_view Tensor::tensor_data() const {
  if (buf_ == nullptr) return std::string_view();
  const size_t element_size = ElementSize(dtype_);
  const size_t bytes =
      element_size > 0 ? static_cast<size_t>(NumElements()) * element_size : buf_->size();
  return std::string_view(buf_->base<const char>(), bytes);
}

void Tensor::UnsafeCopyFromInternal(const Tensor& other, DataType dtype,
                                    const TensorShape& shape) {
  shape_ = shape;
  dtype_ = dtype;
  if (buf_ != other.buf_) {
    if (other.buf_ != nullptr) other.buf_->Ref();
    if (buf_ != nullptr) buf_->Unref();
    buf_ = other.buf_;
  }
}

bool Tensor::CopyFrom(const Tensor& other, const TensorShape& shape) {
  if (other.NumElements() != shape.num_elements()) return false;
  UnsafeCopyFromInternal(other, other.dtype(), shape);
  return true;
}

Status Tensor::BitcastFrom(const Tensor& other, DataType dtype, const TensorShape& shape) {
  const int64 in_size = DataTypeSize(other.dtype());
  const int64 out_size = DataTypeSize(dtype);
  if (in_size == 0) {
    return errors::InvalidArgument("BitcastFrom: the source type ",
                                   DataTypeString(other.dtype()), " has no fixed element size");
  }
  if (out_size == 0) {
    return errors::InvalidArgument("BitcastFrom: the requested type ", DataTypeString(dtype),
                                   " has no fixed element size");
  }
  const int64 in_bytes = other.NumElements() * in_size;
  int64 out_bytes;
  if (__builtin_mul_overflow(shape.num_elements(), out_size, &out_bytes) ||
      in_bytes != out_bytes) {
    return errors::InvalidArgument(
        "BitcastFrom: cannot view a ", DataTypeString(other.dtype()), " tensor of shape ",
        other.shape().DebugString(), " (", in_bytes, " bytes) as ", DataTypeString(dtype),
        " of shape ", shape.DebugString(), " (", shape.num_elements(), " elements of ", out_size,
        " bytes)");
  }
  UnsafeCopyFromInternal(other, dtype, shape);
  return OkStatus();
}

Tensor Tensor::Slice(int64 dim0_start, int64 dim0_limit) const {
  CHECK_GE(dims(), 1) << "Slice of a scalar " << DataTypeString(dtype_) << " tensor";
  const int64 dim0_size = shape_.dim_size(0);
  CHECK(0 <= dim0_start && dim0_start <= dim0_limit && dim0_limit <= dim0_size)
      << "Slice [" << dim0_start << ", " << dim0_limit << ") is out of range for shape "
      << shape_.DebugString();
  if (dim0_start == 0 && dim0_limit == dim0_size) return *this;
  Tensor result;
  result.dtype_ = dtype_;
  result.shape_ = shape_;
  result.shape_.set_dim(0, dim0_limit - dim0_start);
  if (buf_ != nullptr) {
    const int64 row_elements = dim0_size == 0 ? 0 : NumElements() / dim0_size;
    const size_t row_bytes = static_cast<size_t>(row_elements) * ElementSize(dtype_);
    result.buf_ = new SubBuffer(buf_, static_cast<size_t>(dim0_start) * row_bytes,
                                static_cast<size_t>(dim0_limit - dim0_start) * row_bytes);
  }
  return result;
}

Tensor Tensor::SubSlice(int64 index) const {
  CHECK_GE(dims(), 1) << "SubSlice of a scalar " << DataTypeString(dtype_) << " tensor";
  const int64 dim0_size = shape_.dim_size(0);
  CHECK(0 <= index && index < dim0_size)
      << "SubSlice " << index << " is out of range for shape " << shape_.DebugString();
  Tensor result;
  result.dtype_ = dtype_;
  result.shape_ = shape_;
  result.shape_.RemoveDim(0);
  if (buf_ != nullptr) {
    const size_t row_bytes = static_cast<size_t>(NumElements() / dim0_size) * ElementSize(dtype_);
    result.buf_ = new SubBuffer(buf_, static_cast<size_t>(index) * row_bytes, row_bytes);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Protos.

namespace {

// How the values of element type T are kept in a TensorProto's typed field.
template <typename T>
struct ProtoValues;

#define TFLC_PROTO_VALUES(T, FIELD)                                                  \
  template <>                                                                        \
  struct ProtoValues<T> {                                                            \
    static constexpr const char* kField = #FIELD;                                    \
    static constexpr int kValuesPerElement = 1;                                      \
    static int64 RawCount(const TensorProto& proto) { return proto.FIELD##_size(); } \
    static T Get(const TensorProto& proto, int64 i) {                                \
      return static_cast<T>(proto.FIELD(static_cast<int>(i)));                       \
    }                                                                                \
    static void Append(const T& value, TensorProto* proto) {                         \
      using Stored = decltype(proto->FIELD(0));                                      \
      proto->add_##FIELD(static_cast<Stored>(value));                                \
    }                                                                                \
  };
TFLC_PROTO_VALUES(float, float_val)
TFLC_PROTO_VALUES(double, double_val)
TFLC_PROTO_VALUES(int32, int_val)
TFLC_PROTO_VALUES(int16, int_val)
TFLC_PROTO_VALUES(int8, int_val)
TFLC_PROTO_VALUES(uint16, int_val)
TFLC_PROTO_VALUES(uint8, int_val)
TFLC_PROTO_VALUES(qint8, int_val)
TFLC_PROTO_VALUES(quint8, int_val)
TFLC_PROTO_VALUES(qint16, int_val)
TFLC_PROTO_VALUES(quint16, int_val)
TFLC_PROTO_VALUES(qint32, int_val)
TFLC_PROTO_VALUES(int64, int64_val)
TFLC_PROTO_VALUES(uint32, uint32_val)
TFLC_PROTO_VALUES(uint64, uint64_val)
TFLC_PROTO_VALUES(bool, bool_val)
#undef TFLC_PROTO_VALUES

template <>
struct ProtoValues<tstring> {
  static constexpr const char* kField = "string_val";
  static constexpr int kValuesPerElement = 1;
  static int64 RawCount(const TensorProto& proto) { return proto.string_val_size(); }
  static tstring Get(const TensorProto& proto, int64 i) {
    return proto.string_val(static_cast<int>(i));
  }
  static void Append(const tstring& value, TensorProto* proto) { proto->add_string_val(value); }
};

// Resource handles: their protos. FromProto checks every proto first (CheckResourceHandleProtos),
// so the conversion here cannot fail.
template <>
struct ProtoValues<ResourceHandle> {
  static constexpr const char* kField = "resource_handle_val";
  static constexpr int kValuesPerElement = 1;
  static int64 RawCount(const TensorProto& proto) { return proto.resource_handle_val_size(); }
  static ResourceHandle Get(const TensorProto& proto, int64 i) {
    return ResourceHandle(proto.resource_handle_val(static_cast<int>(i)));
  }
  static void Append(const ResourceHandle& value, TensorProto* proto) {
    value.AsProto(proto->add_resource_handle_val());
  }
};

// Half and bfloat16: the 16-bit pattern in an int32 of half_val.
template <typename T>
struct SixteenBitFloatValues {
  static constexpr const char* kField = "half_val";
  static constexpr int kValuesPerElement = 1;
  static int64 RawCount(const TensorProto& proto) { return proto.half_val_size(); }
  static T Get(const TensorProto& proto, int64 i) {
    return Eigen::numext::bit_cast<T>(static_cast<uint16>(proto.half_val(static_cast<int>(i))));
  }
  static void Append(const T& value, TensorProto* proto) {
    proto->add_half_val(Eigen::numext::bit_cast<uint16>(value));
  }
};
template <>
struct ProtoValues<half> : SixteenBitFloatValues<half> {};
template <>
struct ProtoValues<bfloat16> : SixteenBitFloatValues<bfloat16> {};

// Complex numbers: real and imaginary parts interleaved.
template <typename T, typename Part>
struct ComplexValues {
  static constexpr int kValuesPerElement = 2;
  template <typename Field>
  static T GetFrom(const Field& field, int64 i) {
    return T(field.Get(static_cast<int>(2 * i)), field.Get(static_cast<int>(2 * i + 1)));
  }
};
template <>
struct ProtoValues<complex64> : ComplexValues<complex64, float> {
  static constexpr const char* kField = "scomplex_val";
  static int64 RawCount(const TensorProto& proto) { return proto.scomplex_val_size(); }
  static complex64 Get(const TensorProto& proto, int64 i) {
    return GetFrom(proto.scomplex_val(), i);
  }
  static void Append(const complex64& value, TensorProto* proto) {
    proto->add_scomplex_val(value.real());
    proto->add_scomplex_val(value.imag());
  }
};
template <>
struct ProtoValues<complex128> : ComplexValues<complex128, double> {
  static constexpr const char* kField = "dcomplex_val";
  static int64 RawCount(const TensorProto& proto) { return proto.dcomplex_val_size(); }
  static complex128 Get(const TensorProto& proto, int64 i) {
    return GetFrom(proto.dcomplex_val(), i);
  }
  static void Append(const complex128& value, TensorProto* proto) {
    proto->add_dcomplex_val(value.real());
    proto->add_dcomplex_val(value.imag());
  }
};

// The 8-bit floats have no C++ type here; their bytes travel as-is in float8_val.
struct Float8Values {
  static constexpr const char* kField = "float8_val";
  static constexpr int kValuesPerElement = 1;
  static int64 RawCount(const TensorProto& proto) {
    return static_cast<int64>(proto.float8_val().size());
  }
  static uint8 Get(const TensorProto& proto, int64 i) {
    return static_cast<uint8>(proto.float8_val()[static_cast<size_t>(i)]);
  }
  static void Append(const uint8& value, TensorProto* proto) {
    proto->mutable_float8_val()->push_back(static_cast<char>(value));
  }
};

std::string ProtoContext(DataType type, const TensorShape& shape) {
  return strings::StrCat("TensorProto of type ", DataTypeString(type), " and shape ",
                         shape.DebugString(), ": ");
}

Status CheckResourceHandleProtos(const TensorProto& proto, const TensorShape& shape) {
  ResourceHandle handle;
  for (const ResourceHandleProto& handle_proto : proto.resource_handle_val()) {
    const Status status = handle.FromProto(handle_proto);
    if (!status.ok()) {
      return errors::InvalidArgument(ProtoContext(DT_RESOURCE, shape), status.message());
    }
  }
  return OkStatus();
}

Status NewHostBuffer(Allocator* a, DataType type, const TensorShape& shape, TensorBuffer** out) {
  *out = HostBuffer::Create(a, type, shape.num_elements(), AllocationAttributes());
  if (*out == nullptr) {
    return errors::ResourceExhausted(ProtoContext(type, shape), "cannot allocate ",
                                     shape.num_elements(), " elements with allocator ", a->Name());
  }
  return OkStatus();
}

// Fills a new buffer from the typed field: a shorter field repeats its last value, an empty one
// gives zeros, a longer one is an error.
template <typename T, typename Values>
Status BufferFromTypedField(Allocator* a, DataType type, const TensorShape& shape,
                            const TensorProto& proto, TensorBuffer** out) {
  const int64 raw_count = Values::RawCount(proto);
  if (raw_count % Values::kValuesPerElement != 0) {
    return errors::InvalidArgument(ProtoContext(type, shape), Values::kField, " has ", raw_count,
                                   " values, not a multiple of ", Values::kValuesPerElement);
  }
  const int64 count = raw_count / Values::kValuesPerElement;
  const int64 n = shape.num_elements();
  if (count > n) {
    return errors::InvalidArgument(ProtoContext(type, shape), Values::kField, " has ", count,
                                   " values but the shape has only ", n, " elements");
  }
  if (n == 0) {
    *out = nullptr;
    return OkStatus();
  }
  TF_RETURN_IF_ERROR(NewHostBuffer(a, type, shape, out));
  T* elements = (*out)->base<T>();
  for (int64 i = 0; i < count; ++i) elements[i] = Values::Get(proto, i);
  const T fill = count > 0 ? elements[count - 1] : T();
  std::fill(elements + count, elements + n, fill);
  return OkStatus();
}

// Reads a base-128 varint of at most 32 bits; false at the end of input or on overlong input.
bool ReadVarint32(const char** cursor, const char* limit, uint32* value) {
  uint32 result = 0;
  for (int shift = 0; shift <= 28; shift += 7) {
    if (*cursor == limit) return false;
    const uint32 byte = static_cast<unsigned char>(*(*cursor)++);
    if (shift == 28 && byte > 0x0f) return false;
    result |= (byte & 0x7f) << shift;
    if ((byte & 0x80) == 0) {
      *value = result;
      return true;
    }
  }
  return false;
}

// TensorFlow's encoding of n strings (or serialized resource handle protos) in tensor_content:
// n varint32 lengths, then the bytes. Splits `content` into its n pieces.
Status SplitEncodedList(DataType type, const TensorShape& shape, const std::string& content,
                        std::vector<std::string_view>* pieces) {
  const char* const element = type == DT_STRING ? "string" : "resource handle";
  const int64 n = shape.num_elements();
  const char* cursor = content.data();
  const char* const limit = content.data() + content.size();
  std::vector<uint32> lengths;
  uint64 total = 0;
  for (int64 i = 0; i < n; ++i) {
    uint32 length;
    if (!ReadVarint32(&cursor, limit, &length)) {
      return errors::InvalidArgument(ProtoContext(type, shape),
                                     "tensor_content has no valid length for ", element, " ", i);
    }
    lengths.push_back(length);
    total += length;
  }
  if (total != static_cast<uint64>(limit - cursor)) {
    return errors::InvalidArgument(ProtoContext(type, shape), "tensor_content holds ",
                                   limit - cursor, " bytes of ", element,
                                   " data, the lengths add up to ", total);
  }
  pieces->clear();
  for (uint32 length : lengths) {
    pieces->emplace_back(cursor, length);
    cursor += length;
  }
  return OkStatus();
}

void AppendVarint32(uint32 value, std::string* out) {
  while (value >= 0x80) {
    out->push_back(static_cast<char>((value & 0x7f) | 0x80));
    value >>= 7;
  }
  out->push_back(static_cast<char>(value));
}

// Strings or resource handles from tensor_content.
Status DecodeObjectContent(Allocator* a, DataType type, const TensorShape& shape,
                           const std::string& content, TensorBuffer** out) {
  std::vector<std::string_view> pieces;
  TF_RETURN_IF_ERROR(SplitEncodedList(type, shape, content, &pieces));
  if (pieces.empty()) {
    *out = nullptr;
    return OkStatus();
  }
  std::vector<ResourceHandleProto> handles(type == DT_RESOURCE ? pieces.size() : 0);
  for (size_t i = 0; i < handles.size(); ++i) {
    if (!handles[i].ParseFromArray(pieces[i].data(), static_cast<int>(pieces[i].size()))) {
      return errors::InvalidArgument(ProtoContext(type, shape), "tensor_content element ", i,
                                     " is not a serialized ResourceHandleProto");
    }
    ResourceHandle check;
    const Status status = check.FromProto(handles[i]);
    if (!status.ok()) return errors::InvalidArgument(ProtoContext(type, shape), status.message());
  }
  TF_RETURN_IF_ERROR(NewHostBuffer(a, type, shape, out));
  for (size_t i = 0; i < pieces.size(); ++i) {
    if (type == DT_STRING) {
      (*out)->base<tstring>()[i].assign(pieces[i].data(), pieces[i].size());
    } else {
      (*out)->base<ResourceHandle>()[i] = ResourceHandle(handles[i]);
    }
  }
  return OkStatus();
}

Status DecodeTensorContent(Allocator* a, DataType type, const TensorShape& shape,
                           const std::string& content, TensorBuffer** out) {
  if (HasObjectElements(type)) return DecodeObjectContent(a, type, shape, content, out);
  size_t expected;
  if (__builtin_mul_overflow(static_cast<size_t>(shape.num_elements()), ElementSize(type),
                             &expected) ||
      content.size() != expected) {
    return errors::InvalidArgument(ProtoContext(type, shape), "tensor_content has ",
                                   content.size(), " bytes, expected ", shape.num_elements(),
                                   " elements of ", ElementSize(type), " bytes");
  }
  if (expected == 0) {
    *out = nullptr;
    return OkStatus();
  }
  TF_RETURN_IF_ERROR(NewHostBuffer(a, type, shape, out));
  if (type == DT_BOOL) {
    // Any nonzero byte is true; storing other byte values in a bool would be undefined.
    bool* elements = (*out)->base<bool>();
    for (size_t i = 0; i < expected; ++i) elements[i] = content[i] != 0;
  } else {
    std::memcpy((*out)->data(), content.data(), expected);
  }
  return OkStatus();
}

}  // namespace

bool Tensor::FromProto(const TensorProto& proto) { return FromProto(cpu_allocator(), proto); }

bool Tensor::FromProto(Allocator* a, const TensorProto& proto) {
  const Status status = FromProtoWithStatus(proto, a);
  if (!status.ok()) VLOG(1) << "Tensor::FromProto: " << status;
  return status.ok();
}

Status Tensor::FromProtoWithStatus(const TensorProto& proto, Allocator* a) {
  CHECK(a != nullptr) << "Tensor::FromProto: null allocator";
  TensorShape shape;
  const Status shape_status = TensorShape::BuildTensorShape(proto.tensor_shape(), &shape);
  if (!shape_status.ok()) {
    return errors::InvalidArgument("TensorProto has an invalid shape: ", shape_status.message());
  }
  const DataType type = proto.dtype();
  if (!HasHostRepresentation(type)) {
    return errors::InvalidArgument("TensorProto has type ", DataTypeString(type),
                                   "; expected a numeric, bool, string or resource type");
  }
  TensorBuffer* buf = nullptr;
  Status status;
  if (type == DT_RESOURCE && proto.tensor_content().empty()) {
    TF_RETURN_IF_ERROR(CheckResourceHandleProtos(proto, shape));
  }
  if (!proto.tensor_content().empty()) {
    status = DecodeTensorContent(a, type, shape, proto.tensor_content(), &buf);
  } else if (IsFloat8(type)) {
    status = BufferFromTypedField<uint8, Float8Values>(a, type, shape, proto, &buf);
  } else {
    VisitHostType(type, [&](auto tag) {
      using T = typename decltype(tag)::type;
      status = BufferFromTypedField<T, ProtoValues<T>>(a, type, shape, proto, &buf);
    });
  }
  if (!status.ok()) {
    if (buf != nullptr) buf->Unref();
    return status;
  }
  shape_ = std::move(shape);
  dtype_ = type;
  if (buf_ != nullptr) buf_->Unref();
  buf_ = buf;
  return OkStatus();
}

void Tensor::AsProtoField(TensorProto* proto) const {
  proto->Clear();
  proto->set_dtype(dtype_);
  shape_.AsProto(proto->mutable_tensor_shape());
  if (buf_ == nullptr) return;
  const int64 n = NumElements();
  if (IsFloat8(dtype_)) {
    const uint8* elements = base<const uint8>();
    for (int64 i = 0; i < n; ++i) Float8Values::Append(elements[i], proto);
    return;
  }
  VisitHostType(dtype_, [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* elements = base<const T>();
    for (int64 i = 0; i < n; ++i) ProtoValues<T>::Append(elements[i], proto);
  });
}

void Tensor::AsProtoTensorContent(TensorProto* proto) const {
  proto->Clear();
  proto->set_dtype(dtype_);
  shape_.AsProto(proto->mutable_tensor_shape());
  if (buf_ == nullptr) return;
  if (dtype_ == DT_STRING) {
    const tstring* strings = base<const tstring>();
    for (int64 i = 0; i < NumElements(); ++i) proto->add_string_val(strings[i]);
    return;
  }
  if (dtype_ == DT_RESOURCE) {
    std::vector<std::string> serialized;
    const ResourceHandle* handles = base<const ResourceHandle>();
    for (int64 i = 0; i < NumElements(); ++i) serialized.push_back(handles[i].SerializeAsString());
    std::string* content = proto->mutable_tensor_content();
    for (const std::string& bytes : serialized) AppendVarint32(bytes.size(), content);
    for (const std::string& bytes : serialized) *content += bytes;
    return;
  }
  if (!HasHostRepresentation(dtype_)) return;
  const std::string_view bytes = tensor_data();
  proto->set_tensor_content(bytes.data(), bytes.size());
}

// ---------------------------------------------------------------------------------------------
// Printing.

namespace {

template <typename T>
std::string FormatElement(const T& value, bool print_v2) {
  (void)print_v2;
  if constexpr (std::is_same_v<T, tstring>) {
    const std::string escaped = str_util::Utf8SafeCEscape(value);
    return print_v2 ? strings::StrCat("\"", escaped, "\"") : escaped;
  } else if constexpr (std::is_same_v<T, ResourceHandle>) {
    return strings::StrCat("<", value.SummarizeValue(), ">");
  } else if constexpr (std::is_same_v<T, bool>) {
    return value ? "1" : "0";
  } else if constexpr (std::is_same_v<T, half> || std::is_same_v<T, bfloat16>) {
    return strings::StrCat(static_cast<float>(value));
  } else if constexpr (std::is_same_v<T, complex64> || std::is_same_v<T, complex128>) {
    return strings::StrCat("(", value.real(), ",", value.imag(), ")");
  } else if constexpr (std::is_arithmetic_v<T>) {
    return strings::StrCat(value);
  } else {
    // Quantized integers.
    return strings::StrCat(static_cast<int64>(value.value));
  }
}

// TensorFlow's compact form: up to `limit` values, rows in brackets, "..." where cut.
template <typename T>
void PrintDim(const TensorShape& shape, int dim, int64 limit, const T* data, int64* index,
              std::string* out) {
  if (*index >= limit) return;
  const int64 count = shape.dim_size(dim);
  if (dim == shape.dims() - 1) {
    for (int64 i = 0; i < count; ++i) {
      if (*index >= limit) {
        // A row cut short; the outermost level gets its "..." from the caller.
        if (dim != 0) *out += "...";
        return;
      }
      if (i > 0) *out += " ";
      *out += FormatElement(data[(*index)++], /*print_v2=*/false);
    }
    return;
  }
  for (int64 i = 0; i < count; ++i) {
    const bool opened = *index < limit;
    if (opened) *out += "[";
    PrintDim(shape, dim + 1, limit, data, index, out);
    if (opened) *out += "]";
  }
}

// numpy's form: every dimension bracketed, `edge` entries kept at each end of a longer one.
template <typename T>
void PrintDimV2(const TensorShape& shape, int dim, int64 edge, const T* data, std::string* out) {
  const int64 count = shape.dim_size(dim);
  const bool innermost = dim == shape.dims() - 1;
  int64 stride = 1;
  for (int d = dim + 1; d < shape.dims(); ++d) stride *= shape.dim_size(d);
  std::string separator = " ";
  if (!innermost) {
    separator = std::string(shape.dims() - dim - 1, '\n') + std::string(dim + 1, ' ');
  }
  const bool summarize = edge >= 0 && count > 2 * edge;
  *out += "[";
  for (int64 i = 0; i < count; ++i) {
    if (summarize && i == edge) {
      if (i > 0) *out += separator;
      *out += "...";
      i = count - edge;
      if (i >= count) break;
      *out += separator;
    } else if (i > 0) {
      *out += separator;
    }
    if (innermost) {
      *out += FormatElement(data[i], /*print_v2=*/true);
    } else {
      PrintDimV2(shape, dim + 1, edge, data + i * stride, out);
    }
  }
  *out += "]";
}

template <typename T>
std::string SummarizeArray(const TensorShape& shape, int64 max_entries, bool print_v2,
                           const T* data) {
  const int64 n = shape.num_elements();
  std::string result;
  if (print_v2) {
    if (shape.dims() == 0) return FormatElement(data[0], true);
    PrintDimV2(shape, 0, max_entries, data, &result);
    return result;
  }
  const int64 limit = max_entries < 0 ? n : std::min(max_entries, n);
  if (shape.dims() == 0) {
    if (limit > 0) result = FormatElement(data[0], false);
  } else {
    int64 index = 0;
    PrintDim(shape, 0, limit, data, &index, &result);
  }
  if (n > limit) result += "...";
  return result;
}

}  // namespace

std::string Tensor::SummarizeValue(int64 max_entries, bool print_v2) const {
  const int64 n = NumElements();
  const int64 limit = max_entries < 0 ? n : std::min(max_entries, n);
  if ((limit > 0 || (print_v2 && n > 0)) && data() == nullptr) {
    return strings::StrCat("uninitialized Tensor of ", n, " elements of type ",
                           DataTypeString(dtype_));
  }
  std::string result;
  if (dtype_ == DT_RESOURCE) {
    // TensorFlow prints handles flat, whatever the shape: brackets only around a v2 array.
    const ResourceHandle* handles = base<const ResourceHandle>();
    for (int64 i = 0; i < limit; ++i) {
      if (i > 0) result += " ";
      result += FormatElement(handles[i], print_v2);
    }
    if (n > limit) result += "...";
    return print_v2 && dims() > 0 ? strings::StrCat("[", result, "]") : result;
  }
  const bool known = VisitHostType(dtype_, [&](auto tag) {
    using T = typename decltype(tag)::type;
    result = SummarizeArray<T>(shape_, max_entries, print_v2, base<const T>());
  });
  if (known) return result;
  // No C++ type to print through: one "?" per value.
  for (int64 i = 0; i < limit; ++i) {
    if (i > 0) result += " ";
    result += "?";
  }
  if (n > limit) result += "...";
  return result;
}

std::string Tensor::DebugString(int num_values) const {
  return strings::StrCat("Tensor<type: ", DataTypeString(dtype_), " shape: ",
                         shape_.DebugString(), " values: ", SummarizeValue(num_values), ">");
}

std::string Tensor::DeviceSafeDebugString() const {
  return strings::StrCat("Tensor<type: ", DataTypeString(dtype_), " shape: ",
                         shape_.DebugString(), ">");
}

}  // namespace tensorflow
