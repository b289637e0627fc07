// Runs a Graph: compiled once for a set of fed outputs, fetched outputs and target nodes (the
// nodes they need, in dependency order, each with its kernel created once on one device), then run
// as often as asked. A run hands each node's outputs to its consumers in C++ and drops a tensor
// after its last consumer. With an inter-op pool, nodes whose inputs are ready run in parallel
// (the caller runs one and the pool the others); without one, in order on the caller.
//
//   std::unique_ptr<CompiledGraph> compiled;
//   TF_RETURN_IF_ERROR(CompiledGraph::Compile(graph, {{x, 0}}, {{y, 0}}, {}, options, &compiled));
//   std::vector<Tensor> outputs;
//   TF_RETURN_IF_ERROR(compiled->Run({x_value}, &outputs));
//
// One run at a time per CompiledGraph (Run takes its lock).
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_GRAPH_GRAPH_RUNNER_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_GRAPH_GRAPH_RUNNER_H_

#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "tensorflow_lite_core/framework/device_base.h"
#include "tensorflow_lite_core/framework/graph/graph.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/platform/threadpool.h"

namespace tensorflow {
namespace graph {

class CompiledGraph {
 public:
  struct Options {
    DeviceBase* device = nullptr;            // null: the default CPU device
    thread::ThreadPool* inter_op = nullptr;  // null: nodes run in order on the caller
  };

  // Errors: InvalidArgument for a fetch or feed that is no output of `graph`, a fed output fed
  // twice, a Placeholder needed but not fed ("You must feed a value for placeholder tensor ...",
  // as TensorFlow says), and kernel creation's own errors (no kernel for a node's op and dtype).
  static absl::Status Compile(const Graph& graph, const std::vector<Endpoint>& feeds,
                              const std::vector<Endpoint>& fetches,
                              const std::vector<int>& targets, const Options& options,
                              std::unique_ptr<CompiledGraph>* compiled);

  // Runs with one value per feed (of its dtype; InvalidArgument otherwise) and returns one
  // tensor per fetch. A kernel's error is returned with the node's name and op.
  absl::Status Run(const std::vector<Tensor>& feed_values, std::vector<Tensor>* fetch_values);

  int num_nodes() const { return static_cast<int>(steps_.size()); }

 private:
  struct Step {
    int node;
    std::string name, op;
    std::unique_ptr<KernelRunner> runner;  // null for a fed node with nothing else to compute
    // Per input: the slot it reads.
    std::vector<int> input_slots;
    int first_output_slot = 0;
    int num_outputs = 0;
    std::vector<int> consumers;  // steps that wait for this one
    int num_waiting_on = 0;      // steps this one waits for
    // Reused by each run (one at a time), so a run allocates no vectors.
    std::vector<Tensor> inputs, outputs;
  };

  static absl::Status RunStep(Step& step, std::vector<Tensor>& slots,
                              std::vector<int>& remaining_reads);
  absl::Status RunInOrder(std::vector<Tensor>& slots, std::vector<int>& remaining_reads);
  absl::Status RunParallel(std::vector<Tensor>& slots, std::vector<int>& remaining_reads);

  std::vector<Step> steps_;
  std::vector<int> feed_slots_;
  std::vector<DataType> feed_types_;
  std::vector<int> fetch_slots_;
  std::vector<int> slot_reads_;  // how many step inputs and fetches read each slot
  std::vector<std::pair<int, Tensor>> constants_;  // slots holding Const nodes' values
  bool has_branches_ = false;  // whether any two steps may run at once
  int num_slots_ = 0;
  thread::ThreadPool* inter_op_ = nullptr;
  std::mutex mu_;
};

}  // namespace graph
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_GRAPH_GRAPH_RUNNER_H_
