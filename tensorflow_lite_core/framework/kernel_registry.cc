#include "tensorflow_lite_core/framework/kernel_registry.h"

#include <algorithm>
#include <map>
#include <memory>
#include <thread>
#include <unordered_map>

#include "tensorflow_lite_core/framework/attr_value_util.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/mutex.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace {

// Kernels are filed by "op:device:label", so a lookup only looks at the candidates for one node.
std::string Key(std::string_view op, std::string_view device_type, std::string_view label) {
  return strings::StrCat(op, ":", device_type, ":", label);
}

class KernelRegistry {
 public:
  static KernelRegistry* Global() {
    static KernelRegistry* const registry = new KernelRegistry;
    return registry;
  }

  void Add(std::unique_ptr<KernelRegistration> registration) {
    mutex_lock lock(mu_);
    registration->sequence_number = ++last_sequence_number_;
    by_sequence_.emplace(registration->sequence_number, registration.get());
    const KernelDef& def = registration->def;
    by_key_.emplace(Key(def.op(), def.device_type(), def.label()), std::move(registration));
  }

  // Calls `visit` on every registration (under the lock) in registration order.
  template <typename Visitor>
  void ForEach(Visitor visit) const {
    ForEachAddedAfter(0, visit);
  }

  // Calls `visit` on the registrations added after `sequence_number`, in registration order.
  template <typename Visitor>
  void ForEachAddedAfter(uint64 sequence_number, Visitor visit) const {
    tf_shared_lock lock(mu_);
    for (auto it = by_sequence_.upper_bound(sequence_number); it != by_sequence_.end(); ++it) {
      visit(*it->second);
    }
  }

  template <typename Visitor>
  void ForEachWithKey(const std::string& key, Visitor visit) const {
    tf_shared_lock lock(mu_);
    auto range = by_key_.equal_range(key);
    for (auto it = range.first; it != range.second; ++it) visit(*it->second);
  }

  uint64 LastSequenceNumber() const {
    tf_shared_lock lock(mu_);
    return last_sequence_number_;
  }

  void RemoveAfter(uint64 sequence_number, std::thread::id registering_thread) {
    mutex_lock lock(mu_);
    for (auto it = by_sequence_.upper_bound(sequence_number); it != by_sequence_.end();) {
      const KernelRegistration* registration = it->second;
      if (registration->registering_thread != registering_thread) {
        ++it;
        continue;
      }
      const KernelDef& def = registration->def;
      auto range = by_key_.equal_range(Key(def.op(), def.device_type(), def.label()));
      for (auto entry = range.first; entry != range.second; ++entry) {
        if (entry->second.get() == registration) {
          by_key_.erase(entry);
          break;
        }
      }
      it = by_sequence_.erase(it);
    }
  }

 private:
  mutable mutex mu_;
  // Registrations are never moved once added, so pointers handed out stay valid until removal.
  std::unordered_multimap<std::string, std::unique_ptr<KernelRegistration>> by_key_;
  // The same registrations in registration order, so a library load visits only its own.
  std::map<uint64, const KernelRegistration*> by_sequence_;
  uint64 last_sequence_number_ = 0;
};

// "T in [DT_FLOAT, DT_INT32]" for one constraint.
std::string DescribeConstraint(const KernelDef::AttrConstraint& constraint) {
  const AttrValue::ListValue& allowed = constraint.allowed_values().list();
  std::string values;
  if (allowed.type_size() > 0) {
    for (int i = 0; i < allowed.type_size(); ++i) {
      strings::StrAppend(&values, i > 0 ? ", " : "", DataType_Name(allowed.type(i)));
    }
  } else {
    for (int i = 0; i < allowed.i_size(); ++i) {
      strings::StrAppend(&values, i > 0 ? ", " : "", allowed.i(i));
    }
  }
  return strings::StrCat(constraint.name(), " in [", values, "]");
}

std::string DescribeKernelDef(const KernelDef& def) {
  std::string text = strings::StrCat("device='", def.device_type(), "'");
  if (!def.label().empty()) strings::StrAppend(&text, "; label='", def.label(), "'");
  for (const auto& constraint : def.constraint()) {
    strings::StrAppend(&text, "; ", DescribeConstraint(constraint));
  }
  if (def.priority() != 0) strings::StrAppend(&text, "; priority=", def.priority());
  return text;
}

// Whether one value of a type or int attr is allowed by a constraint.
bool ValueAllowed(const AttrValue::ListValue& allowed, const AttrValue& value) {
  auto contains_type = [&allowed](DataType dtype) {
    return std::find(allowed.type().begin(), allowed.type().end(), dtype) != allowed.type().end();
  };
  auto contains_int = [&allowed](int64 v) {
    return std::find(allowed.i().begin(), allowed.i().end(), v) != allowed.i().end();
  };
  switch (value.value_case()) {
    case AttrValue::kType:
      return contains_type(value.type());
    case AttrValue::kI:
      return contains_int(value.i());
    case AttrValue::kList:
      for (int dtype : value.list().type()) {
        if (!contains_type(static_cast<DataType>(dtype))) return false;
      }
      for (int64 v : value.list().i()) {
        if (!contains_int(v)) return false;
      }
      return true;
    default:
      return false;
  }
}

// OK with *match telling whether `def`'s constraints accept the node's attrs; an error when a
// constraint names an attr the node does not have (a broken registration).
Status KernelAttrsMatch(const KernelDef& def, const NodeDef& node_def, bool* match) {
  *match = false;
  const AttrSlice attrs(node_def);
  for (const auto& constraint : def.constraint()) {
    const AttrValue* value = attrs.Find(constraint.name());
    if (value == nullptr) {
      return errors::InvalidArgument("OpKernel '", def.op(), "' has constraint on attr '",
                                     constraint.name(), "' not in NodeDef '",
                                     SummarizeAttrs(node_def), "', KernelDef: '",
                                     DescribeKernelDef(def), "'");
    }
    if (!ValueAllowed(constraint.allowed_values().list(), *value)) return OkStatus();
  }
  *match = true;
  return OkStatus();
}

const std::string& KernelLabel(const NodeDef& node_def) {
  static const std::string* const empty = new std::string;
  auto found = node_def.attr().find("_kernel");
  return found == node_def.attr().end() ? *empty : found->second.s();
}

}  // namespace

std::string KernelRegistration::Describe() const {
  if (file.empty()) return kernel_class_name;
  return strings::StrCat(kernel_class_name, " (", file, ":", line, ")");
}

void RegisterKernel(const KernelDef* kernel_def, std::string_view kernel_class_name,
                    KernelFactory factory, const char* file, int line) {
  std::unique_ptr<const KernelDef> owned(kernel_def);
  if (kernel_def->op() == "_no_register") return;
  auto registration = std::make_unique<KernelRegistration>();
  registration->def = *kernel_def;
  registration->kernel_class_name = std::string(kernel_class_name);
  registration->factory = std::move(factory);
  registration->file = file == nullptr ? "" : file;
  registration->line = line;
  registration->registering_thread = std::this_thread::get_id();
  KernelRegistry::Global()->Add(std::move(registration));
}

namespace {

// The matching itself, for `with_defaults`: the node with its op's defaults already added.
// Messages describe `node_def`, the node as the caller gave it.
Status FindRegistrationWithDefaults(const DeviceType& device_type, const NodeDef& node_def,
                                    const NodeDef& with_defaults,
                                    const KernelRegistration** registration) {
  *registration = nullptr;
  const std::string key = Key(node_def.op(), device_type.type_string(), KernelLabel(node_def));
  Status status;
  bool attr_mismatch = false;
  const KernelRegistration* best = nullptr;
  const KernelRegistration* tied = nullptr;
  KernelRegistry::Global()->ForEachWithKey(key, [&](const KernelRegistration& candidate) {
    if (!status.ok()) return;
    bool match = false;
    status = KernelAttrsMatch(candidate.def, with_defaults, &match);
    if (!status.ok()) return;
    if (!match) {
      attr_mismatch = true;
      return;
    }
    if (best == nullptr || candidate.def.priority() > best->def.priority()) {
      best = &candidate;
      tied = nullptr;
    } else if (candidate.def.priority() == best->def.priority()) {
      tied = &candidate;
    }
  });
  TF_RETURN_IF_ERROR(status);
  if (tied != nullptr) {
    return errors::InvalidArgument("Multiple OpKernel registrations match NodeDef ",
                                   FormatNodeDefForError(node_def), ": ", best->Describe(), " '",
                                   DescribeKernelDef(best->def), "' and ", tied->Describe(), " '",
                                   DescribeKernelDef(tied->def), "'");
  }
  if (best == nullptr) {
    std::string message = strings::StrCat(
        "No registered '", node_def.op(), "' OpKernel for '", device_type.type_string(),
        "' devices compatible with node ", FormatNodeDefForError(node_def));
    if (attr_mismatch) {
      strings::StrAppend(&message, "\n\t (OpKernel was found, but attributes didn't match) ",
                         "Requested Attributes: ", SummarizeAttrs(with_defaults));
    }
    strings::StrAppend(&message, "\n\t.  Registered:", KernelsRegisteredForOp(node_def.op()));
    return errors::NotFound(message);
  }
  *registration = best;
  return OkStatus();
}

}  // namespace

Status FindKernelRegistration(const DeviceType& device_type, const NodeDef& node_def,
                              const KernelRegistration** registration) {
  // Constraints are checked against the attrs with the op's defaults filled in.
  const OpDef* op_def = nullptr;
  if (!OpRegistry::Global()->LookUpOpDef(node_def.op(), &op_def).ok()) {
    return FindRegistrationWithDefaults(device_type, node_def, node_def, registration);
  }
  NodeDef with_defaults = node_def;
  AddDefaultsToNodeDef(*op_def, &with_defaults);
  return FindRegistrationWithDefaults(device_type, node_def, with_defaults, registration);
}

Status FindKernelDef(const DeviceType& device_type, const NodeDef& node_def, const KernelDef** def,
                     std::string* kernel_class_name) {
  const KernelRegistration* registration = nullptr;
  TF_RETURN_IF_ERROR(FindKernelRegistration(device_type, node_def, &registration));
  if (def != nullptr) *def = &registration->def;
  if (kernel_class_name != nullptr) *kernel_class_name = registration->kernel_class_name;
  return OkStatus();
}

std::string KernelsRegisteredForOp(std::string_view op_name) {
  std::string text;
  KernelRegistry::Global()->ForEach([&](const KernelRegistration& registration) {
    if (registration.def.op() == op_name) {
      strings::StrAppend(&text, "  ", DescribeKernelDef(registration.def), "\n");
    }
  });
  return text.empty() ? "  <no registered kernels>\n" : text;
}

KernelList GetAllRegisteredKernels() {
  KernelList kernels;
  KernelRegistry::Global()->ForEach(
      [&](const KernelRegistration& registration) { *kernels.add_kernel() = registration.def; });
  return kernels;
}

KernelList GetRegisteredKernelsForOp(std::string_view op_name) {
  KernelList kernels;
  KernelRegistry::Global()->ForEach([&](const KernelRegistration& registration) {
    if (registration.def.op() == op_name) *kernels.add_kernel() = registration.def;
  });
  return kernels;
}

std::vector<const KernelRegistration*> AllKernelRegistrations() {
  std::vector<const KernelRegistration*> all;
  KernelRegistry::Global()->ForEach(
      [&](const KernelRegistration& registration) { all.push_back(&registration); });
  return all;
}

std::vector<const KernelRegistration*> KernelsThisThreadRegisteredAfter(uint64 sequence_number) {
  const std::thread::id this_thread = std::this_thread::get_id();
  std::vector<const KernelRegistration*> found;
  KernelRegistry::Global()->ForEachAddedAfter(
      sequence_number, [&](const KernelRegistration& registration) {
        if (registration.registering_thread == this_thread) found.push_back(&registration);
      });
  return found;
}

uint64 LastKernelSequenceNumber() { return KernelRegistry::Global()->LastSequenceNumber(); }

void RemoveKernelsThisThreadRegisteredAfter(uint64 sequence_number) {
  KernelRegistry::Global()->RemoveAfter(sequence_number, std::this_thread::get_id());
}

Status CreateOpKernel(DeviceType device_type, DeviceBase* device, Allocator* allocator,
                      const NodeDef& node_def, int graph_def_version,
                      std::unique_ptr<OpKernel>* kernel) {
  kernel->reset();
  const OpRegistrationData* op_data = nullptr;
  TF_RETURN_IF_ERROR(OpRegistry::Global()->LookUp(node_def.op(), &op_data));
  const OpDef& op_def = op_data->op_def;
  auto node = std::make_shared<NodeDef>(node_def);
  AddDefaultsToNodeDef(op_def, node.get());
  TF_RETURN_IF_ERROR(ValidateNodeDef(*node, op_def));
  const KernelRegistration* registration = nullptr;
  // The node has its defaults already: no second copy to add them again.
  TF_RETURN_IF_ERROR(FindRegistrationWithDefaults(device_type, *node, *node, &registration));
  DataTypeVector input_types, output_types;
  TF_RETURN_IF_ERROR(InOutTypesForNode(*node, op_def, &input_types, &output_types));
  Status status;
  OpKernelConstruction construction(device_type, device, allocator, std::move(node), &op_def,
                                    input_types, output_types, graph_def_version, &status,
                                    &registration->def);
  std::unique_ptr<OpKernel> created(registration->factory(&construction));
  if (!status.ok()) return AttachDef(status, construction.def());
  if (created == nullptr) {
    return errors::Internal("Kernel factory of ", registration->Describe(),
                            " returned no kernel for ", FormatNodeDefForError(node_def));
  }
  *kernel = std::move(created);
  return OkStatus();
}

Status CreateOpKernel(DeviceType device_type, DeviceBase* device, Allocator* allocator,
                      const NodeDef& node_def, int graph_def_version, OpKernel** kernel) {
  std::unique_ptr<OpKernel> created;
  TF_RETURN_IF_ERROR(
      CreateOpKernel(std::move(device_type), device, allocator, node_def, graph_def_version, &created));
  *kernel = created.release();
  return OkStatus();
}

}  // namespace tensorflow
