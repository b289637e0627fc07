// ResourceHandle, TypeIndex and DT_RESOURCE tensors, against TensorFlow's recorded answers.
#include "tensorflow_lite_core/framework/resource_handle.h"

#include <cstdio>
#include <set>
#include <string>
#include <utility>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/testing/resource_test_util.h"
#include "tensorflow_lite_core/framework/type_index.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

using resource_test::ExpectRecordedStatus;
using resource_test::RecordedBytes;
using resource_test::RecordedText;

// The handle the probe describes.
ResourceHandle ProbeHandle() {
  ResourceHandle handle;
  handle.set_device("/job:localhost/replica:0/task:0/device:CPU:0");
  handle.set_container("box");
  handle.set_name("n");
  handle.set_hash_code(TypeIndex::Make<CounterResource>().hash_code());
  handle.set_maybe_type_name(TypeIndex::Make<CounterResource>().name());
  handle.set_dtypes_and_shapes({{DT_FLOAT, PartialTensorShape({3, -1})},
                                {DT_INT32, PartialTensorShape()}});
  return handle;
}

TEST(TypeIndexTest, NamesAndHashCodesAreTensorFlows) {
  for (const tf_reference::Row& row : tf_reference::Rows("resource", "type_index")) {
    const TypeIndex index = row[0] == "15CounterResource" ? TypeIndex::Make<CounterResource>()
                                                          : TypeIndex::Make<OtherResource>();
    EXPECT_EQ(index.name(), row[0]);
    EXPECT_EQ(index.hash_code(), std::stoull(row[1]));
  }
  EXPECT_EQ(TypeIndex::Make<CounterResource>(), TypeIndex::Make<CounterResource>());
  EXPECT_NE(TypeIndex::Make<CounterResource>(), TypeIndex::Make<OtherResource>());
}

TEST(ResourceBaseTest, Defaults) {
  core::RefCountPtr<OtherResource> resource(new OtherResource);
  EXPECT_EQ(resource->MemoryUsed(), 0);
  char address[32];
  std::snprintf(address, sizeof(address), "%p", static_cast<const void*>(resource.get()));
  EXPECT_EQ(resource->MakeRefCountingHandleName(7), std::string("Resource-7-at-") + address);
  const Status status = resource->AsGraphDef(nullptr, nullptr);
  EXPECT_TRUE(errors::IsUnimplemented(status));
  EXPECT_EQ(status.message(), "AsGraphDef not implemented for resource another resource");
  resource->Finalize();  // does nothing
  EXPECT_TRUE(resource->RefCountIsOne());
}

TEST(ResourceHandleTest, PrintsAsTensorFlowDoes) {
  const ResourceHandle handle = ProbeHandle();
  EXPECT_EQ(handle.DebugString(), RecordedText("handle_debug_string"));
  EXPECT_EQ(ProtoDebugString(handle), RecordedText("handle_debug_string"));
  EXPECT_EQ(handle.SummarizeValue(), RecordedText("handle_summarize_value"));
  EXPECT_EQ(ResourceHandle().DebugString(), RecordedText("empty_handle_debug_string"));
}

TEST(ResourceHandleTest, ValidateTypeComparesHashCodes) {
  const ResourceHandle handle = ProbeHandle();
  ExpectRecordedStatus("validate_type", handle.ValidateType<CounterResource>());
  ExpectRecordedStatus("validate_wrong_type", handle.ValidateType<OtherResource>());
  ExpectRecordedStatus("validate_wrong_type",
                       handle.ValidateType(TypeIndex::Make<OtherResource>()));
}

TEST(ResourceHandleTest, SerializesAsTensorFlowDoesAndRoundTrips) {
  const ResourceHandle handle = ProbeHandle();
  const std::string bytes = handle.SerializeAsString();
  EXPECT_EQ(bytes, RecordedBytes("handle_serialized"));

  ResourceHandle parsed;
  ASSERT_TRUE(parsed.ParseFromString(bytes));
  EXPECT_EQ(parsed.DebugString(), handle.DebugString());
  EXPECT_EQ(parsed.maybe_type_name(), "15CounterResource");
  ASSERT_EQ(parsed.dtypes_and_shapes().size(), 2u);
  EXPECT_EQ(parsed.dtypes_and_shapes()[0].dtype, DT_FLOAT);
  EXPECT_EQ(parsed.dtypes_and_shapes()[0].shape.DebugString(), "[3,?]");
  EXPECT_TRUE(parsed.dtypes_and_shapes()[1].shape.unknown_rank());
  EXPECT_FALSE(parsed.ParseFromString("\xff\xff"));

  ResourceHandleProto proto;
  handle.AsProto(&proto);
  EXPECT_EQ(proto.container(), "box");
  EXPECT_EQ(proto.hash_code(), handle.hash_code());
  const ResourceHandle from_proto(proto);
  EXPECT_EQ(from_proto.DebugString(), handle.DebugString());
}

TEST(ResourceHandleTest, InvalidShapesInProtosAreRefused) {
  ResourceHandleProto proto;
  proto.set_name("v");
  proto.add_dtypes_and_shapes()->mutable_shape()->add_dim()->set_size(-5);
  ResourceHandle handle = ProbeHandle();
  const Status status = handle.FromProto(proto);
  EXPECT_TRUE(errors::IsInvalidArgument(status)) << status;
  EXPECT_NE(std::string(status.message()).find("ResourceHandleProto for resource 'v' has an "
                                                "invalid shape"),
            std::string::npos)
      << status;
  EXPECT_EQ(handle.DebugString(), ProbeHandle().DebugString());  // unchanged
  EXPECT_EQ(ResourceHandle::BuildResourceHandle(proto, &handle),
            errors::InvalidArgument("ResourceHandleProto for resource 'v' has an invalid shape: "
                                    "Expected shape dimensions to be at least -1 (unknown), got "
                                    "-5 in shape [-5]"));
  EXPECT_DEATH(ResourceHandle{proto}, "ResourceHandle from an invalid proto");
}

TEST(ResourceHandleTest, UniqueIdsNeverRepeat) {
  std::set<int64_t> ids;
  for (int i = 0; i < 100; ++i) EXPECT_TRUE(ids.insert(ResourceHandle::GenerateUniqueId()).second);
  EXPECT_STREQ(ResourceHandle::ANONYMOUS_NAME, "cd2c89b7-88b7-44c8-ad83-06c2a9158347");
}

TEST(ResourceTensorTest, ElementsAreHandles) {
  static_assert(DataTypeToEnum<ResourceHandle>::value == DT_RESOURCE, "");
  static_assert(std::is_same_v<EnumToDataType<DT_RESOURCE>::Type, ResourceHandle>, "");
  Tensor handles(DT_RESOURCE, TensorShape({3}));
  ASSERT_TRUE(handles.IsInitialized());
  for (int i = 0; i < 3; ++i) EXPECT_EQ(handles.flat<ResourceHandle>()(i).name(), "");
  handles.flat<ResourceHandle>()(1) = ProbeHandle();
  // A name too long for the small-string buffer: its memory must go with the tensor.
  handles.flat<ResourceHandle>()(2).set_name(std::string(100, 'x'));
  EXPECT_EQ(handles.TotalBytes(), 3 * sizeof(ResourceHandle));

  Tensor copy = handles;  // shares the elements
  handles = Tensor();
  EXPECT_EQ(copy.flat<ResourceHandle>()(1).container(), "box");
  EXPECT_EQ(copy.vec<ResourceHandle>()(2).name(), std::string(100, 'x'));
  EXPECT_EQ(copy.Slice(1, 2).unaligned_flat<ResourceHandle>()(0).name(), "n");
  EXPECT_EQ(copy.SubSlice(2).scalar<ResourceHandle>()().name().size(), 100u);

  const Tensor scalar(ProbeHandle());
  EXPECT_EQ(scalar.dtype(), DT_RESOURCE);
  EXPECT_EQ(scalar.dims(), 0);
  EXPECT_EQ(scalar.scalar<ResourceHandle>()().name(), "n");
  EXPECT_DEATH(scalar.scalar<tstring>(), "Tensor type resource does not match requested type string");
  EXPECT_FALSE(Tensor().BitcastFrom(scalar, DT_INT8, TensorShape({0})).ok());
}

TEST(ResourceTensorTest, PrintsAsTensorFlowDoes) {
  Tensor handles(DT_RESOURCE, TensorShape({2}));
  handles.flat<ResourceHandle>()(0) = ProbeHandle();
  EXPECT_EQ(handles.DebugString(), RecordedText("tensor_debug_string"));
  EXPECT_EQ(handles.SummarizeValue(1, true), RecordedText("tensor_summarize_value_v2"));
  // Flat, whatever the shape.
  for (const TensorShape& shape : {TensorShape({}), TensorShape({0}), TensorShape({2, 2})}) {
    Tensor numbered(DT_RESOURCE, shape);
    for (int i = 0; i < numbered.NumElements(); ++i) {
      numbered.flat<ResourceHandle>()(i).set_name(std::to_string(i));
    }
    for (int max_entries : {-1, 0, 3}) {
      for (bool print_v2 : {false, true}) {
        EXPECT_EQ(numbered.SummarizeValue(max_entries, print_v2),
                  RecordedText("tensor_summarize " + shape.DebugString() + " " +
                               std::to_string(max_entries) + (print_v2 ? " v2" : "")))
            << shape << " " << max_entries << " " << print_v2;
      }
    }
  }
}

TEST(ResourceTensorTest, ProtosAreTensorFlowsAndRoundTrip) {
  Tensor handles(DT_RESOURCE, TensorShape({2}));
  // As recorded: without dtypes and shapes, which TensorFlow's tensor_content would repeat in
  // the elements after the first.
  ResourceHandle handle = ProbeHandle();
  handle.set_dtypes_and_shapes({});
  handles.flat<ResourceHandle>()(0) = handle;
  TensorProto field;
  handles.AsProtoField(&field);
  EXPECT_EQ(field.SerializeAsString(), RecordedBytes("tensor_as_proto_field"));
  TensorProto content;
  handles.AsProtoTensorContent(&content);
  EXPECT_EQ(content.SerializeAsString(), RecordedBytes("tensor_as_proto_tensor_content"));

  for (const TensorProto* proto : {&field, &content}) {
    Tensor parsed;
    ASSERT_TRUE(parsed.FromProto(*proto)) << proto->ShortDebugString();
    EXPECT_EQ(parsed.DebugString(), handles.DebugString());
  }
  // Each element keeps its own dtypes and shapes.
  handles.flat<ResourceHandle>()(0) = ProbeHandle();
  handles.AsProtoTensorContent(&content);
  Tensor parsed;
  ASSERT_TRUE(parsed.FromProto(content));
  EXPECT_EQ(parsed.flat<ResourceHandle>()(0).dtypes_and_shapes().size(), 2u);
  EXPECT_TRUE(parsed.flat<ResourceHandle>()(1).dtypes_and_shapes().empty());
  // Fewer values than elements repeat the last, as for every type.
  TensorProto one = field;
  one.mutable_tensor_shape()->mutable_dim(0)->set_size(3);
  one.mutable_resource_handle_val()->RemoveLast();
  Tensor repeated;
  ASSERT_TRUE(repeated.FromProto(one));
  EXPECT_EQ(repeated.flat<ResourceHandle>()(2).name(), "n");
}

TEST(ResourceTensorTest, BadProtosAreRefused) {
  Tensor handles(DT_RESOURCE, TensorShape({1}));
  TensorProto content;
  handles.AsProtoTensorContent(&content);
  Tensor kept(7);

  TensorProto bad_shape = content;
  bad_shape.clear_tensor_content();
  bad_shape.add_resource_handle_val()->add_dtypes_and_shapes()->mutable_shape()->add_dim()->set_size(-3);
  Status status = kept.FromProtoWithStatus(bad_shape);
  EXPECT_TRUE(errors::IsInvalidArgument(status)) << status;
  EXPECT_NE(std::string(status.message()).find("TensorProto of type resource and shape [1]: "),
            std::string::npos)
      << status;

  TensorProto not_a_proto = content;
  not_a_proto.set_tensor_content(std::string("\x02\xff\xff", 3));
  status = kept.FromProtoWithStatus(not_a_proto);
  EXPECT_TRUE(errors::IsInvalidArgument(status)) << status;
  EXPECT_NE(std::string(status.message()).find("element 0 is not a serialized ResourceHandleProto"),
            std::string::npos)
      << status;

  TensorProto short_content = content;
  short_content.set_tensor_content(std::string("\x05", 1));
  status = kept.FromProtoWithStatus(short_content);
  EXPECT_NE(std::string(status.message()).find("0 bytes of resource handle data, the lengths add "
                                                "up to 5"),
            std::string::npos)
      << status;
  EXPECT_EQ(kept.DebugString(), "Tensor<type: int32 shape: [] values: 7>");
}

}  // namespace
}  // namespace tensorflow
