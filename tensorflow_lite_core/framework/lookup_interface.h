// lookup::LookupInterface: the resource behind TensorFlow's lookup tables (HashTable,
// MutableHashTable, ...): batch Find, Insert, Remove, Export and Import of key and value
// tensors, with the argument checks every table shares. A table is a ResourceBase, kept in a
// ResourceMgr and reached by kernels through its handle.
//
// Shapes: a table maps keys of key_shape() to values of value_shape(). A batch of keys has any
// leading dimensions followed by key_shape(); its values (and a full default value) have the
// same leading dimensions followed by value_shape().
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_LOOKUP_INTERFACE_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_LOOKUP_INTERFACE_H_

#include <cstddef>
#include <string>

#include "tensorflow_lite_core/framework/resource_mgr.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {

class OpKernelContext;

namespace lookup {

// Tables that are filled once by an initializer (TensorFlow's initializable tables). Not
// provided here; declared so that GetInitializableLookupTable() keeps its signature.
class InitializableLookupTable;

class LookupInterface : public ResourceBase {
 public:
  // Writes into `values` the value of each key, `default_value` for keys not in the table.
  // FailedPrecondition for a table that needs initializing and is not; InvalidArgument when
  // the arguments fail CheckFindArguments.
  virtual absl::Status Find(OpKernelContext* ctx, const Tensor& keys, Tensor* values,
                            const Tensor& default_value) = 0;

  // Associates each key with its value. Unimplemented for read-only tables.
  virtual absl::Status Insert(OpKernelContext* ctx, const Tensor& keys, const Tensor& values) = 0;

  // Removes the keys. Unimplemented for read-only tables.
  virtual absl::Status Remove(OpKernelContext* ctx, const Tensor& keys) = 0;

  // The number of entries.
  virtual size_t size() const = 0;

  // Outputs every key and value (as outputs "keys" and "values" of the kernel), in shapes of the
  // table's choosing.
  virtual absl::Status ExportValues(OpKernelContext* ctx) = 0;

  // Replaces the contents with keys and values as ExportValues gave them.
  virtual absl::Status ImportValues(OpKernelContext* ctx, const Tensor& keys,
                                    const Tensor& values) = 0;

  virtual DataType key_dtype() const = 0;
  virtual DataType value_dtype() const = 0;
  virtual TensorShape key_shape() const = 0;
  virtual TensorShape value_shape() const = 0;

  // InvalidArgument unless keys and values have the table's dtypes, the keys' shape ends with
  // key_shape(), and the values' shape is the keys' leading dimensions followed by
  // value_shape().
  virtual absl::Status CheckKeyAndValueTensorsForInsert(const Tensor& keys, const Tensor& values);
  // The same checks, for ImportValues.
  virtual absl::Status CheckKeyAndValueTensorsForImport(const Tensor& keys, const Tensor& values);
  // InvalidArgument unless the keys have the key dtype and a shape ending with key_shape().
  virtual absl::Status CheckKeyTensorForRemove(const Tensor& keys);
  // InvalidArgument unless the keys pass as for Remove, default_value has the value dtype, and
  // its shape is value_shape() (one default for all) or that of the values (one per key).
  absl::Status CheckFindArguments(const Tensor& keys, const Tensor& default_value);

  // "A lookup table of size: <size()>".
  std::string DebugString() const override {
    return strings::StrCat("A lookup table of size: ", size());
  }

  // This table as an initializable one, or null when it is not.
  virtual InitializableLookupTable* GetInitializableLookupTable() { return nullptr; }

 protected:
  ~LookupInterface() override = default;

  // InvalidArgument unless keys and values have key_dtype() and value_dtype().
  absl::Status CheckKeyAndValueTypes(const Tensor& keys, const Tensor& values);
  // InvalidArgument unless `shape` ends with key_shape().
  absl::Status CheckKeyShape(const TensorShape& shape);

 private:
  absl::Status CheckKeyAndValueTensorsHelper(const Tensor& keys, const Tensor& values);
  // The shape of the values of `keys`: their leading dimensions, then value_shape().
  TensorShape ValueShapeFor(const TensorShape& keys);
};

}  // namespace lookup
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_LOOKUP_INTERFACE_H_
