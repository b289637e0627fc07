// Fuzzes Graph::ImportGraphDef with serialized GraphDefs, imported under a prefix with an input
// map onto a placeholder of the graph. Properties: a refusal leaves the graph as it was (one node,
// the same GraphDef, no name kept); an import adds every node in an order where inputs come
// first, and the graph it makes imports again, unchanged, into a new graph.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "google/protobuf/io/coded_stream.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"

#include "tensorflow_lite_core/framework/graph/graph.h"
#include "tensorflow_lite_core/framework/node_def_util.h"

namespace tensorflow {
namespace {

[[noreturn]] void Fail(const std::string& what, const absl::Status& status) {
  std::fprintf(stderr, "%s\n%s\n", what.c_str(), status.ToString().c_str());
  std::abort();
}

// The graph's GraphDef, its attr maps in a fixed order.
std::string Serialized(const graph::Graph& graph) {
  GraphDef def;
  graph.ToGraphDef(&def);
  std::string bytes;
  google::protobuf::io::StringOutputStream stream(&bytes);
  google::protobuf::io::CodedOutputStream coded(&stream);
  coded.SetSerializationDeterministic(true);
  def.SerializeToCodedStream(&coded);
  coded.Trim();
  return bytes;
}

}  // namespace
}  // namespace tensorflow

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace tensorflow;  // NOLINT: the entry point must stay at global scope
  GraphDef def;
  if (!def.ParseFromArray(data, static_cast<int>(size))) return 0;
  graph::Graph graph;
  NodeDef placeholder;
  placeholder.set_name("p");
  placeholder.set_op("Placeholder");
  AddNodeAttr("dtype", DT_FLOAT, &placeholder);
  int p;
  if (!graph.AddNode(placeholder, {}, {}, &p).ok()) std::abort();
  const std::string before = Serialized(graph);
  graph::ImportGraphDefOptions options;
  options.prefix = "import";
  options.uniquify_names = true;
  if (def.node_size() > 0) options.input_map = {{def.node(0).name() + ":0", {p, 0}}};
  graph::ImportGraphDefResults results;
  const absl::Status status = graph.ImportGraphDef(def, options, &results);
  if (!status.ok()) {
    if (status.message().empty()) Fail("a refusal without a message", status);
    if (Serialized(graph) != before || !graph.consumers(p).empty() ||
        graph.UniqueName("import/" + (def.node_size() > 0 ? def.node(0).name() : "x")) !=
            "import/" + (def.node_size() > 0 ? def.node(0).name() : "x")) {
      Fail("a refused import changed the graph", status);
    }
    return 0;
  }
  if (graph.num_nodes() != 1 + def.node_size()) Fail("nodes missing after an import", status);
  for (int id = 0; id < graph.num_nodes(); ++id) {
    for (const graph::Endpoint& input : graph.node(id).inputs) {
      if (input.first >= id) Fail("an input added after its consumer", status);
    }
  }
  GraphDef made;
  graph.ToGraphDef(&made);
  graph::Graph copy;
  const absl::Status again = copy.AddGraphDef(made);
  if (!again.ok()) Fail("an imported graph does not import again", again);
  GraphDef copied;
  copy.ToGraphDef(&copied);
  if (copied.node_size() != made.node_size()) Fail("a round trip lost nodes", again);
  for (int i = 0; i < made.node_size(); ++i) {
    if (copied.node(i).name() != made.node(i).name() ||
        copied.node(i).input_size() != made.node(i).input_size()) {
      Fail("a round trip changed node " + made.node(i).name(), again);
    }
  }
  return 0;
}
