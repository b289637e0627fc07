#include "tensorflow_lite_core/framework/eager/kernel_cache.h"

#include "tensorflow_lite_core/framework/eager/attr_key_codec.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace eager {

Status NodeDefForKey(const OpCallSignature& signature, std::string_view key, int num_inputs,
                     NodeDef* node) {
  const OpDef& op_def = signature.op_def();
  node->Clear();
  node->set_name(op_def.name());
  node->set_op(op_def.name());
  for (int i = 0; i < num_inputs; ++i) node->add_input(strings::StrCat("input", i));
  for (size_t a = 0; a < signature.attrs().size(); ++a) {
    const CallAttr& attr = signature.attrs()[a];
    AttrValue& value = (*node->mutable_attr())[attr.name];
    if (attr.opaque_default) {
      value = op_def.attr(static_cast<int>(a)).default_value();
      continue;
    }
    if (!attr.type_known) {
      return errors::Unimplemented("attr '", attr.name, "' of ", op_def.name(),
                                   " has the unknown type '", op_def.attr(static_cast<int>(a)).type(),
                                   "'");
    }
    TF_RETURN_IF_ERROR(DecodeAttrValue(attr.type, &key, &value));
  }
  return OkStatus();
}

Status KernelCache::Find(const std::string& key, int num_inputs, DeviceBase* device,
                         std::shared_ptr<CachedKernel>* kernel) {
  if (last_kernel_ != nullptr && last_key_ == key) {
    *kernel = last_kernel_;
    return OkStatus();
  }
  auto found = kernels_.find(key);
  if (found == kernels_.end()) {
    NodeDef node;
    TF_RETURN_IF_ERROR(NodeDefForKey(*signature_, key, num_inputs, &node));
    auto created = std::make_shared<CachedKernel>();
    KernelRunner::Options options;
    options.device = device;
    TF_RETURN_IF_ERROR(KernelRunner::Create(node, options, &created->runner));
    NameRangeMap outputs;
    TF_RETURN_IF_ERROR(NameRangesForNode(node, signature_->op_def(), nullptr, &outputs));
    for (const auto& arg : signature_->op_def().output_arg()) {
      created->output_ranges.push_back(outputs[arg.name()]);
    }
    found = kernels_.emplace(key, std::move(created)).first;
  }
  last_key_ = key;
  last_kernel_ = found->second;
  *kernel = last_kernel_;
  return OkStatus();
}

void KernelCache::Clear() {
  kernels_.clear();
  last_key_.clear();
  last_kernel_.reset();
}

}  // namespace eager
}  // namespace tensorflow
