// ResourceBase: the base class of every resource kept by a ResourceMgr (a lookup table, a file, a
// counter). Resources are reference counted and may be referred to weakly (core::WeakPtr); the
// manager holds one reference to each resource it owns.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_RESOURCE_BASE_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_RESOURCE_BASE_H_

#include <cstdint>
#include <string>

#include "tensorflow_lite_core/lib/core/refcount.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

// Graph building is not part of this framework; resources that could serialize themselves into
// a graph say so through AsGraphDef, which keeps TensorFlow's signature.
class GraphDefBuilder;
class Node;

class ResourceBase : public core::WeakRefCounted {
 public:
  // What ResourceMgr::DebugString prints for this resource.
  virtual std::string DebugString() const = 0;

  // "Resource-<id>-at-<address>": a name for a handle that owns its resource. Out of line, so
  // the class's vtable is the framework library's alone.
  virtual std::string MakeRefCountingHandleName(int64_t resource_id) const;

  // Bytes of memory the resource holds.
  virtual int64_t MemoryUsed() const { return 0; }

  // Writes the ops that would recreate this resource; Unimplemented unless overridden.
  virtual absl::Status AsGraphDef(GraphDefBuilder* builder, Node** out) const;

  // Releases what the resource only needed while warming up (ResourceMgr::Finalize).
  virtual void Finalize() {}
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_RESOURCE_BASE_H_
