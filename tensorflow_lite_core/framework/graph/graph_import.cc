// Graph::ImportGraphDef: a GraphDef's nodes added to a graph as TensorFlow's importer adds them
// (names prefixed or made unique, inputs remapped onto existing outputs, nodes in an order where
// inputs come first), with TensorFlow's messages for what it refuses, and nothing left behind
// when it refuses.
#include <climits>
#include <functional>
#include <queue>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "absl/strings/ascii.h"
#include "absl/strings/str_join.h"

#include "tensorflow_lite_core/framework/graph/graph.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/strcat.h"
#include "tensorflow_lite_core/platform/version.h"

namespace tensorflow {
namespace graph {
namespace {

constexpr int kControl = -1;  // the output index of a control input

// "x:3" -> ("x", 3), "^x" -> ("x", kControl), anything else -> (whole, 0): TensorFlow reads a
// suffix as an output index only when it is all digits.
std::pair<std::string, int> ParseInputName(const std::string& input) {
  if (!input.empty() && input[0] == '^') return {input.substr(1), kControl};
  const size_t colon = input.rfind(':');
  if (colon == std::string::npos || colon + 1 == input.size()) return {input, 0};
  int64_t index = 0;
  for (size_t i = colon + 1; i < input.size(); ++i) {
    if (!absl::ascii_isdigit(input[i])) return {input, 0};
    index = index * 10 + (input[i] - '0');
    if (index > INT_MAX) return {input, 0};
  }
  return {input.substr(0, colon), static_cast<int>(index)};
}

std::string InputName(const std::pair<std::string, int>& input) {
  return input.second == kControl ? strings::StrCat("^", input.first)
                                  : strings::StrCat(input.first, ":", input.second);
}

// TensorFlow's node names: [A-Za-z0-9.][A-Za-z0-9_.\-/>]*
bool IsValidNodeName(const std::string& name) {
  if (name.empty()) return false;
  if (!absl::ascii_isalnum(name[0]) && name[0] != '.') return false;
  for (const char c : name) {
    if (!absl::ascii_isalnum(c) && c != '_' && c != '.' && c != '-' && c != '/' && c != '>') {
      return false;
    }
  }
  return true;
}

absl::Status CheckVersions(const VersionDef& versions) {
  if (versions.producer() < TF_GRAPH_DEF_VERSION_MIN_PRODUCER) {
    return errors::InvalidArgument("GraphDef producer version ", versions.producer(),
                                   " below min producer ", TF_GRAPH_DEF_VERSION_MIN_PRODUCER,
                                   " supported by TensorFlow Lite Core ", TFLC_VERSION_STRING,
                                   ".  Please regenerate your graph.");
  }
  if (versions.min_consumer() > TF_GRAPH_DEF_VERSION) {
    return errors::InvalidArgument("GraphDef min consumer version ", versions.min_consumer(),
                                   " above current version ", TF_GRAPH_DEF_VERSION,
                                   " for TensorFlow Lite Core ", TFLC_VERSION_STRING,
                                   ".  Please upgrade TensorFlow Lite Core.");
  }
  for (const int bad : versions.bad_consumers()) {
    if (bad == TF_GRAPH_DEF_VERSION) {
      return errors::InvalidArgument("GraphDef disallows consumer version ", bad,
                                     ".  Please upgrade TensorFlow Lite Core: this version is "
                                     "likely buggy.");
    }
  }
  return absl::OkStatus();
}

// One NodeDef of the GraphDef, read before anything is added.
struct ImportedNode {
  std::vector<std::pair<std::string, int>> inputs;  // control inputs last
  std::string new_name;
  int pending = 0;              // inputs from nodes of the GraphDef not added yet
  std::vector<int> consumers;   // GraphDef indices of nodes reading this one
  int id = -1;                  // the id in the graph once added
};

}  // namespace

absl::Status Graph::AddGraphDef(const GraphDef& def) {
  ImportGraphDefResults results;
  return ImportGraphDef(def, ImportGraphDefOptions(), &results);
}

absl::Status Graph::ImportGraphDef(const GraphDef& def, const ImportGraphDefOptions& options,
                                   ImportGraphDefResults* results) {
  TF_RETURN_IF_ERROR(CheckVersions(def.versions()));
  const int first = num_nodes();
  std::unordered_map<std::string, int> names_before = name_uses_;
  absl::Status status = [&]() -> absl::Status {
    // Read every node: names, inputs and which nodes of the GraphDef they wait for.
    std::unordered_map<std::string, int> index_of;
    std::vector<ImportedNode> nodes(def.node_size());
    for (int i = 0; i < def.node_size(); ++i) {
      const NodeDef& node = def.node(i);
      if (!IsValidNodeName(node.name())) {
        return errors::InvalidArgument("Node '", node.name(),
                                       "': Node name contains invalid characters");
      }
      if (!index_of.emplace(node.name(), i).second) {
        return errors::InvalidArgument("Node '", node.name(), "' is not unique");
      }
      bool seen_control = false;
      for (const std::string& input : node.input()) {
        nodes[i].inputs.push_back(ParseInputName(input));
        const bool control = nodes[i].inputs.back().second == kControl;
        if (seen_control && !control) {
          return errors::InvalidArgument("Node '", node.name(),
                                         "': Control dependencies must come after regular "
                                         "dependencies");
        }
        seen_control = seen_control || control;
      }
    }
    std::unordered_map<std::string, Endpoint> mapped;
    for (const auto& [key, endpoint] : options.input_map) {
      const auto parsed = ParseInputName(key);
      if (endpoint.first < 0 || endpoint.first >= first ||
          (parsed.second != kControl &&
           (endpoint.second < 0 ||
            endpoint.second >= static_cast<int>(nodes_[endpoint.first]->output_types.size())))) {
        return errors::InvalidArgument("input_map entry ", key, " refers to no output of the "
                                       "graph");
      }
      mapped[InputName(parsed)] = endpoint;
    }
    for (int i = 0; i < def.node_size(); ++i) {
      for (const auto& input : nodes[i].inputs) {
        if (mapped.count(InputName(input)) != 0) continue;
        auto producer = index_of.find(input.first);
        if (producer == index_of.end()) {
          return errors::InvalidArgument("Node '", def.node(i).name(), "': Unknown input node '",
                                         input.first, "'");
        }
        ++nodes[i].pending;
        nodes[producer->second].consumers.push_back(i);
      }
    }
    // Keys naming no output of the GraphDef are refused, as TensorFlow's Python importer does.
    std::vector<std::string> missing;
    for (const auto& [key, endpoint] : options.input_map) {
      const auto parsed = ParseInputName(key);
      auto node = index_of.find(parsed.first);
      if (node == index_of.end()) {
        missing.push_back(InputName(parsed));
        continue;
      }
      if (parsed.second == kControl) continue;
      const OpRegistrationData* op = nullptr;
      DataTypeVector inputs, outputs;
      if (registry_->LookUp(def.node(node->second).op(), &op).ok() &&
          InOutTypesForNode(def.node(node->second), op->op_def, &inputs, &outputs).ok() &&
          parsed.second >= static_cast<int>(outputs.size())) {
        missing.push_back(InputName(parsed));
      }
    }
    if (!missing.empty()) {
      return errors::InvalidArgument("Attempted to map inputs that were not found in graph_def: [",
                                     absl::StrJoin(missing, ", "), "]");
    }
    // New names, all chosen before any node is added so that inputs can be renamed.
    std::unordered_set<std::string> chosen;
    for (int i = 0; i < def.node_size(); ++i) {
      std::string name = options.prefix.empty()
                             ? def.node(i).name()
                             : strings::StrCat(options.prefix, "/", def.node(i).name());
      if (FindNode(name) >= 0 || chosen.count(name) != 0) {
        if (!options.uniquify_names) {
          return errors::InvalidArgument("Node name '", name, "' already exists in the Graph");
        }
        const std::string base = name;
        while (FindNode(name) >= 0 || chosen.count(name) != 0) name = UniqueName(base);
      }
      chosen.insert(name);
      nodes[i].new_name = std::move(name);
    }
    // Add the first node in GraphDef order whose GraphDef inputs are all added: a GraphDef
    // already in a topological order keeps its order.
    std::priority_queue<int, std::vector<int>, std::greater<int>> ready;
    for (int i = 0; i < def.node_size(); ++i) {
      if (nodes[i].pending == 0) ready.push(i);
    }
    int added = 0;
    while (!ready.empty()) {
      const int i = ready.top();
      ready.pop();
      const NodeDef& node_def = def.node(i);
      std::vector<Endpoint> inputs;
      std::vector<int> controls;
      for (const auto& input : nodes[i].inputs) {
        auto replacement = mapped.find(InputName(input));
        const int producer = replacement != mapped.end()
                                 ? replacement->second.first
                                 : nodes[index_of[input.first]].id;
        if (input.second == kControl) {
          controls.push_back(producer);
          continue;
        }
        const int index = replacement != mapped.end() ? replacement->second.second : input.second;
        const int num_outputs = static_cast<int>(nodes_[producer]->output_types.size());
        if (index >= num_outputs) {
          return errors::InvalidArgument("Node '", node_def.name(),
                                         "': Connecting to invalid output ", index,
                                         " of source node ", input.first, " which has ",
                                         num_outputs, " outputs.");
        }
        inputs.emplace_back(producer, index);
      }
      NodeDef renamed = node_def;
      renamed.set_name(nodes[i].new_name);
      // Only a node with colocations is touched: a mutable map may change its order.
      if (renamed.attr().count("_class") != 0) {
        AttrValue& colocation = renamed.mutable_attr()->at("_class");
        for (std::string& entry : *colocation.mutable_list()->mutable_s()) {
          if (entry.rfind("loc:@", 0) != 0) continue;
          auto target = index_of.find(entry.substr(5));
          if (target != index_of.end()) {
            entry = strings::StrCat("loc:@", nodes[target->second].new_name);
          }
        }
      }
      TF_RETURN_IF_ERROR(AddNode(std::move(renamed), inputs, controls, &nodes[i].id));
      ++added;
      for (const int consumer : nodes[i].consumers) {
        if (--nodes[consumer].pending == 0) ready.push(consumer);
      }
    }
    if (added < def.node_size()) {
      return errors::InvalidArgument(def.node_size() - added, " nodes in a cycle");
    }
    results->return_tensors.clear();
    results->return_nodes.clear();
    for (const std::string& name : options.return_tensors) {
      const auto parsed = ParseInputName(name);
      auto node = index_of.find(parsed.first);
      if (parsed.second == kControl || node == index_of.end()) {
        return errors::InvalidArgument("Requested return tensor '", name,
                                       "' not found in graph def");
      }
      const int id = nodes[node->second].id;
      const int num_outputs = static_cast<int>(nodes_[id]->output_types.size());
      if (parsed.second >= num_outputs) {
        return errors::InvalidArgument("Invalid return output ", parsed.second, " of node '",
                                       parsed.first, "', which has ", num_outputs,
                                       " output(s)");
      }
      results->return_tensors.emplace_back(id, parsed.second);
    }
    for (const std::string& name : options.return_nodes) {
      auto node = index_of.find(name);
      if (node == index_of.end()) {
        return errors::InvalidArgument("Requested return node '", name, "' not found in graph def");
      }
      results->return_nodes.push_back(nodes[node->second].id);
    }
    return absl::OkStatus();
  }();
  if (!status.ok()) RemoveNodesFrom(first, std::move(names_before));
  return status;
}

void Graph::RemoveNodesFrom(int first, std::unordered_map<std::string, int> names_before) {
  for (int id = num_nodes() - 1; id >= first; --id) {
    const Node& node = *nodes_[id];
    by_name_.erase(node.def.name());
    // Consumer lists are in id order: a removed node is at the back of its producers' lists.
    for (const Endpoint& input : node.inputs) {
      std::vector<int>& consumers = consumers_[input.first];
      while (!consumers.empty() && consumers.back() >= first) consumers.pop_back();
    }
    for (const int control : node.control_inputs) {
      std::vector<int>& consumers = consumers_[control];
      while (!consumers.empty() && consumers.back() >= first) consumers.pop_back();
    }
  }
  nodes_.resize(first);
  consumers_.resize(first);
  name_uses_ = std::move(names_before);
}

}  // namespace graph
}  // namespace tensorflow
