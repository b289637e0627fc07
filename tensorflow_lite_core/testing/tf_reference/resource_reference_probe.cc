// Prints TensorFlow's own answers for the resource subsystem (ResourceMgr, ResourceHandle,
// ContainerInfo, LookupInterface's checks, the dataset allowlist) as tab-separated lines
// "resource\t<kind>\t<fields...>", which record_tf_reference.py writes to resource.tsv. Like
// tf_reference_probe.cc it is compiled against an installed TensorFlow pip package and is not
// part of the Bazel build.
//
// Kinds: "status <case> <code> <message>", "text <case> <text>", "bytes <case> <hex bytes>" and
// "type_index <mangled name> <hash code>". Text is printed with C escapes.
#include <cinttypes>
#include <cstdio>
#include <string>
#include <vector>

#include "tensorflow/core/framework/dataset_stateful_op_allowlist.h"
#include "tensorflow/core/framework/lookup_interface.h"
#include "tensorflow/core/framework/node_def_util.h"
#include "tensorflow/core/framework/resource_mgr.h"

namespace tf = tensorflow;

// At global scope, so that their mangled names ("15CounterResource") are what tflc's tests give.
class CounterResource : public tf::ResourceBase {
 public:
  std::string DebugString() const override { return "a counter"; }
};

class OtherResource : public tf::ResourceBase {
 public:
  std::string DebugString() const override { return "another resource"; }
};

// A table with fixed key and value dtypes and shapes, whose own methods do nothing: only the
// checks LookupInterface implements are asked.
class FixedTable : public tf::lookup::LookupInterface {
 public:
  FixedTable(tf::TensorShape key_shape, tf::TensorShape value_shape)
      : key_shape_(key_shape), value_shape_(value_shape) {}
  absl::Status Find(tf::OpKernelContext*, const tf::Tensor&, tf::Tensor*,
                    const tf::Tensor&) override {
    return absl::OkStatus();
  }
  absl::Status Insert(tf::OpKernelContext*, const tf::Tensor&, const tf::Tensor&) override {
    return absl::OkStatus();
  }
  absl::Status Remove(tf::OpKernelContext*, const tf::Tensor&) override { return absl::OkStatus(); }
  size_t size() const override { return 7; }
  absl::Status ExportValues(tf::OpKernelContext*) override { return absl::OkStatus(); }
  absl::Status ImportValues(tf::OpKernelContext*, const tf::Tensor&, const tf::Tensor&) override {
    return absl::OkStatus();
  }
  tf::DataType key_dtype() const override { return tf::DT_INT64; }
  tf::DataType value_dtype() const override { return tf::DT_FLOAT; }
  tf::TensorShape key_shape() const override { return key_shape_; }
  tf::TensorShape value_shape() const override { return value_shape_; }

 private:
  tf::TensorShape key_shape_;
  tf::TensorShape value_shape_;
};

namespace {

std::string Escape(const std::string& text) {
  std::string out;
  for (unsigned char c : text) {
    if (c == '\\') {
      out += "\\\\";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c < 0x20 || c >= 0x7f) {
      char buffer[8];
      snprintf(buffer, sizeof(buffer), "\\x%02x", c);
      out += buffer;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

std::string HexBytes(const std::string& bytes) {
  std::string out;
  for (unsigned char c : bytes) {
    char buffer[4];
    snprintf(buffer, sizeof(buffer), "%02x", c);
    out += buffer;
  }
  return out;
}

void Line(const std::vector<std::string>& fields) {
  std::string line = "resource";
  for (const std::string& field : fields) line += "\t" + field;
  printf("%s\n", line.c_str());
}

void Status(const std::string& name, const absl::Status& status) {
  Line({"status", name, std::to_string(static_cast<int>(status.code())),
        Escape(std::string(status.message()))});
}

void Text(const std::string& name, const std::string& text) {
  Line({"text", name, Escape(text)});
}

template <typename T>
void TypeIndexLine() {
  const tf::TypeIndex index = tf::TypeIndex::Make<T>();
  char hash[32];
  snprintf(hash, sizeof(hash), "%" PRIu64, index.hash_code());
  Line({"type_index", index.name(), hash});
}

void Manager() {
  tf::ResourceMgr manager;
  Text("default_container", manager.default_container());
  Status("create", manager.Create("box", "n", new CounterResource));
  Status("create_duplicate", manager.Create("box", "n", new CounterResource));
  CounterResource* counter = nullptr;
  OtherResource* other = nullptr;
  Status("lookup", manager.Lookup("box", "n", &counter));
  counter->Unref();
  Status("lookup_wrong_type", manager.Lookup("box", "n", &other));
  Status("lookup_missing_name", manager.Lookup("box", "m", &counter));
  Status("lookup_missing_container", manager.Lookup("crate", "n", &counter));
  Status("delete_wrong_type", manager.Delete<OtherResource>("box", "n"));
  Status("delete_missing_container", manager.Delete<CounterResource>("crate", "n"));
  Status("delete_missing_name", manager.Delete<CounterResource>("box", "m"));
  Status("cleanup_missing_container", manager.Cleanup("crate"));

  tf::ResourceHandle handle;
  handle.set_container("box");
  handle.set_name("m");
  handle.set_hash_code(tf::TypeIndex::Make<CounterResource>().hash_code());
  tf::ResourceBase* base = nullptr;
  Status("lookup_handle_missing_name", manager.Lookup(handle, &base));
  Status("delete_handle_missing_name", manager.Delete(handle));
  handle.set_container("crate");
  Status("lookup_handle_missing_container", manager.Lookup(handle, &base));
  Status("delete_handle_missing_container", manager.Delete(handle));

  Status("delete", manager.Delete<CounterResource>("box", "n"));
  Status("delete_again", manager.Delete<CounterResource>("box", "n"));

  manager.Create("b", "z", new CounterResource).IgnoreError();
  manager.Create("a", "y", new OtherResource).IgnoreError();
  manager.Create("a", "x", new CounterResource).IgnoreError();
  Text("debug_string", manager.DebugString());
  Status("lookup_or_create_failing_creator",
         manager.LookupOrCreate<CounterResource>("a", "w", &counter, [](CounterResource** out) {
           *out = nullptr;
           return tf::errors::Aborted("no counter today");
         }));
  Status("cleanup", manager.Cleanup("a"));
  Status("lookup_after_cleanup", manager.Lookup("a", "x", &counter));
  manager.Clear();
  Status("lookup_after_clear", manager.Lookup("b", "z", &counter));
  Text("debug_string_empty", manager.DebugString());

  auto* unowned = new CounterResource;
  Status("create_unowned", manager.CreateUnowned("box", "u", unowned));
  unowned->Unref();
  Status("lookup_unowned_destroyed", manager.Lookup("box", "u", &counter));

  manager.Finalize();
  Status("create_after_finalize", manager.Create("box", "f", new CounterResource));
  Status("lookup_or_create_after_finalize",
         manager.LookupOrCreate<CounterResource>("box", "g", &counter, [](CounterResource** out) {
           *out = new CounterResource;
           return absl::OkStatus();
         }));
}

void Handles() {
  TypeIndexLine<CounterResource>();
  TypeIndexLine<OtherResource>();
  tf::ResourceHandle handle;
  handle.set_device("/job:localhost/replica:0/task:0/device:CPU:0");
  handle.set_container("box");
  handle.set_name("n");
  handle.set_hash_code(tf::TypeIndex::Make<CounterResource>().hash_code());
  handle.set_maybe_type_name(tf::TypeIndex::Make<CounterResource>().name());
  handle.set_dtypes_and_shapes({{tf::DT_FLOAT, tf::PartialTensorShape({3, -1})},
                                {tf::DT_INT32, tf::PartialTensorShape()}});
  Text("handle_debug_string", handle.DebugString());
  Text("handle_summarize_value", handle.SummarizeValue());
  Text("empty_handle_debug_string", tf::ResourceHandle().DebugString());
  Status("validate_type", handle.ValidateType<CounterResource>());
  Status("validate_wrong_type", handle.ValidateType<OtherResource>());
  Line({"bytes", "handle_serialized", HexBytes(handle.SerializeAsString())});

  tf::Tensor handles(tf::DT_RESOURCE, tf::TensorShape({2}));
  handles.flat<tf::ResourceHandle>()(0) = handle;
  Text("tensor_debug_string", handles.DebugString());
  Text("tensor_summarize_value_v2", handles.SummarizeValue(1, true));
  // Resource tensors print flat whatever their shape: named "0", "1", ... here.
  for (const tf::TensorShape& shape :
       {tf::TensorShape({}), tf::TensorShape({0}), tf::TensorShape({2, 2})}) {
    tf::Tensor numbered(tf::DT_RESOURCE, shape);
    for (int i = 0; i < numbered.NumElements(); ++i) {
      numbered.flat<tf::ResourceHandle>()(i).set_name(std::to_string(i));
    }
    for (int max_entries : {-1, 0, 3}) {
      for (bool print_v2 : {false, true}) {
        Text("tensor_summarize " + shape.DebugString() + " " + std::to_string(max_entries) +
                 (print_v2 ? " v2" : ""),
             numbered.SummarizeValue(max_entries, print_v2));
      }
    }
  }

  // Handles without dtypes and shapes: TensorFlow's tensor_content encoding reuses one proto for
  // every element, so a handle's dtypes_and_shapes would also show in the elements after it.
  handle.set_dtypes_and_shapes({});
  handles.flat<tf::ResourceHandle>()(0) = handle;
  tf::TensorProto proto;
  handles.AsProtoField(&proto);
  Line({"bytes", "tensor_as_proto_field", HexBytes(proto.SerializeAsString())});
  handles.AsProtoTensorContent(&proto);
  Line({"bytes", "tensor_as_proto_tensor_content", HexBytes(proto.SerializeAsString())});
}

// ContainerInfo::Init on a node named "node" with the given attrs.
void ContainerInfoCase(const std::string& name, const char* container, const char* shared_name,
                       bool use_node_name_as_default = false) {
  tf::ResourceMgr manager;
  tf::NodeDef node;
  node.set_name("node");
  node.set_op("Op");
  if (container != nullptr) tf::AddNodeAttr("container", container, &node);
  if (shared_name != nullptr) tf::AddNodeAttr("shared_name", shared_name, &node);
  tf::ContainerInfo info;
  Status("container_info_" + name, info.Init(&manager, node, use_node_name_as_default));
  Text("container_info_" + name, info.DebugString());
}

void ContainerInfos() {
  ContainerInfoCase("shared", "box", "table");
  ContainerInfoCase("default_container", "", "table");
  ContainerInfoCase("node_name", "", "", true);
  // The first private name of the process: "_0_node".
  ContainerInfoCase("private", "", "");
  ContainerInfoCase("missing_container", nullptr, "table");
  ContainerInfoCase("missing_shared_name", "box", nullptr);
  ContainerInfoCase("shared_name_underscore", "box", "_table");
  for (const char* container : {"a.b", "a-b", "a/b", "A1", ".a", "0", "a_b", "_a", "-a", "/a",
                                "a b", "a:b"}) {
    ContainerInfoCase(std::string("container ") + container, container, "table");
  }
}

void Tables() {
  auto* scalar = new FixedTable(tf::TensorShape({}), tf::TensorShape({}));
  auto* vector_values = new FixedTable(tf::TensorShape({}), tf::TensorShape({4}));
  auto* vector_keys = new FixedTable(tf::TensorShape({2}), tf::TensorShape({}));
  Text("table_debug_string", scalar->DebugString());
  const tf::Tensor keys(tf::DT_INT64, tf::TensorShape({3}));
  const tf::Tensor key_pairs(tf::DT_INT64, tf::TensorShape({3, 2}));
  const tf::Tensor string_keys(tf::DT_STRING, tf::TensorShape({3}));
  const tf::Tensor values(tf::DT_FLOAT, tf::TensorShape({3}));
  const tf::Tensor value_rows(tf::DT_FLOAT, tf::TensorShape({3, 4}));
  const tf::Tensor row(tf::DT_FLOAT, tf::TensorShape({4}));
  const tf::Tensor doubles(tf::DT_DOUBLE, tf::TensorShape({3}));
  const tf::Tensor scalar_value(tf::DT_FLOAT, tf::TensorShape({}));
  Status("insert", scalar->CheckKeyAndValueTensorsForInsert(keys, values));
  Status("insert_key_type", scalar->CheckKeyAndValueTensorsForInsert(string_keys, values));
  Status("insert_value_type", scalar->CheckKeyAndValueTensorsForInsert(keys, doubles));
  Status("insert_value_shape", scalar->CheckKeyAndValueTensorsForInsert(keys, value_rows));
  Status("insert_vector_values", vector_values->CheckKeyAndValueTensorsForInsert(keys, value_rows));
  Status("insert_vector_values_shape",
         vector_values->CheckKeyAndValueTensorsForInsert(keys, values));
  Status("insert_vector_keys", vector_keys->CheckKeyAndValueTensorsForInsert(key_pairs, values));
  Status("insert_vector_keys_shape", vector_keys->CheckKeyAndValueTensorsForInsert(keys, values));
  Status("import", scalar->CheckKeyAndValueTensorsForImport(keys, values));
  Status("import_value_shape", scalar->CheckKeyAndValueTensorsForImport(keys, row));
  Status("import_key_type", scalar->CheckKeyAndValueTensorsForImport(string_keys, values));
  Status("import_vector_keys_shape", vector_keys->CheckKeyAndValueTensorsForImport(keys, values));
  Status("remove", scalar->CheckKeyTensorForRemove(keys));
  Status("remove_key_type", scalar->CheckKeyTensorForRemove(string_keys));
  Status("remove_vector_keys_shape", vector_keys->CheckKeyTensorForRemove(keys));
  Status("remove_vector_keys", vector_keys->CheckKeyTensorForRemove(key_pairs));
  Status("find_scalar_default", scalar->CheckFindArguments(keys, scalar_value));
  Status("find_full_default", scalar->CheckFindArguments(keys, values));
  Status("find_key_type", scalar->CheckFindArguments(string_keys, scalar_value));
  Status("find_default_type", scalar->CheckFindArguments(keys, doubles));
  Status("find_default_shape", scalar->CheckFindArguments(keys, row));
  Status("find_vector_values_default", vector_values->CheckFindArguments(keys, row));
  Status("find_vector_values_full_default", vector_values->CheckFindArguments(keys, value_rows));
  Status("find_vector_values_default_shape", vector_values->CheckFindArguments(keys, values));
  Status("find_vector_keys_shape", vector_keys->CheckFindArguments(keys, scalar_value));
  Status("find_vector_keys", vector_keys->CheckFindArguments(key_pairs, scalar_value));
  // Left alive: a resource is only ever deleted by its last Unref().
  (void)vector_values;
  (void)vector_keys;
}

void Allowlist() {
  auto* allowlist = tf::data::AllowlistedStatefulOpRegistry::Global();
  Text("allowlist_before", std::to_string(allowlist->Contains("ProbeOp")));
  Status("allowlist_add", allowlist->Add("ProbeOp"));
  Text("allowlist_added", std::to_string(allowlist->Contains("ProbeOp")));
  Status("allowlist_remove", allowlist->Remove("ProbeOp"));
  Text("allowlist_removed", std::to_string(allowlist->Contains("ProbeOp")));
  Status("allowlist_remove_absent", allowlist->Remove("ProbeOp"));
}

}  // namespace

int main() {
  Manager();
  Handles();
  ContainerInfos();
  Tables();
  Allowlist();
  return 0;
}
