#include "tensorflow_lite_core/framework/graph/graph_runner.h"

#include <atomic>
#include <algorithm>
#include <condition_variable>
#include <deque>
#include <map>
#include <utility>

#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace graph {
namespace {

absl::Status WithNode(const absl::Status& status, const std::string& name) {
  if (status.ok()) return status;
  return absl::Status(status.code(),
                      strings::StrCat(status.message(), "\n\t [[{{node ", name, "}}]]"));
}

}  // namespace

absl::Status CompiledGraph::Compile(const Graph& graph, const std::vector<Endpoint>& feeds,
                                    const std::vector<Endpoint>& fetches,
                                    const std::vector<int>& targets, const Options& options,
                                    std::unique_ptr<CompiledGraph>* compiled) {
  auto result = std::unique_ptr<CompiledGraph>(new CompiledGraph());
  result->inter_op_ = options.inter_op;
  auto is_output = [&](Endpoint e) {
    return e.first >= 0 && e.first < graph.num_nodes() && e.second >= 0 &&
           e.second < static_cast<int>(graph.node(e.first).output_types.size());
  };
  // Fed outputs read from feed slots.
  std::map<Endpoint, int> fed;
  for (const Endpoint& feed : feeds) {
    if (!is_output(feed)) return errors::InvalidArgument("A feed is not an output of the graph");
    if (!fed.emplace(feed, result->num_slots_).second) {
      return errors::InvalidArgument("Tensor ", EndpointName(graph, feed),
                                     " may not be fed more than once");
    }
    result->feed_slots_.push_back(result->num_slots_++);
    result->feed_types_.push_back(graph.node(feed.first).output_types[feed.second]);
  }
  // The nodes the fetches and targets need, not looking past fed outputs.
  std::vector<bool> needed(graph.num_nodes(), false);
  std::vector<int> stack;
  for (const Endpoint& fetch : fetches) {
    if (!is_output(fetch)) return errors::InvalidArgument("A fetch is not an output of the graph");
    if (fed.count(fetch) == 0) stack.push_back(fetch.first);
  }
  for (const int target : targets) {
    if (target < 0 || target >= graph.num_nodes()) {
      return errors::InvalidArgument("A target is not a node of the graph");
    }
    stack.push_back(target);
  }
  while (!stack.empty()) {
    const int id = stack.back();
    stack.pop_back();
    if (needed[id]) continue;
    needed[id] = true;
    const Node& node = graph.node(id);
    for (const Endpoint& input : node.inputs) {
      if (fed.count(input) == 0) stack.push_back(input.first);
    }
    for (const int control : node.control_inputs) stack.push_back(control);
  }
  // Steps in id order (a topological order), each output a slot.
  std::vector<int> step_of(graph.num_nodes(), -1);
  std::vector<int> first_slot(graph.num_nodes(), -1);
  KernelRunner::Options kernel_options;
  kernel_options.device = options.device;
  for (int id = 0; id < graph.num_nodes(); ++id) {
    if (!needed[id]) continue;
    const Node& node = graph.node(id);
    if (node.def.op() == "Placeholder" || node.def.op() == "PlaceholderV2") {
      PartialTensorShape shape;
      const bool has_shape = GetNodeAttr(node.def, "shape", &shape).ok();
      return errors::InvalidArgument(
          "You must feed a value for placeholder tensor '", node.def.name(), "' with dtype ",
          DataTypeString(node.output_types[0]),
          has_shape && !shape.unknown_rank() ? strings::StrCat(" and shape ", shape.DebugString())
                                             : "",
          "\n\t [[{{node ", node.def.name(), "}}]]");
    }
    if (node.def.op() == "Const" && node.constant != nullptr) {
      // A constant's value is known: its slot starts filled, and no step computes it.
      first_slot[id] = result->num_slots_;
      result->constants_.emplace_back(result->num_slots_, *node.constant);
      result->num_slots_ += 1;
      continue;
    }
    Step step;
    step.node = id;
    step.name = node.def.name();
    step.op = node.def.op();
    TF_RETURN_IF_ERROR(
        WithNode(KernelRunner::Create(node.def, kernel_options, &step.runner), step.name));
    step.first_output_slot = result->num_slots_;
    step.num_outputs = static_cast<int>(node.output_types.size());
    first_slot[id] = result->num_slots_;
    result->num_slots_ += step.num_outputs;
    for (const Endpoint& input : node.inputs) {
      auto feed = fed.find(input);
      step.input_slots.push_back(feed != fed.end() ? feed->second
                                                   : first_slot[input.first] + input.second);
      if (feed == fed.end() && step_of[input.first] >= 0) {
        result->steps_[step_of[input.first]].consumers.push_back(
            static_cast<int>(result->steps_.size()));
        ++step.num_waiting_on;
      }
    }
    for (const int control : node.control_inputs) {
      if (step_of[control] < 0) continue;  // a constant: nothing to wait for
      result->steps_[step_of[control]].consumers.push_back(static_cast<int>(result->steps_.size()));
      ++step.num_waiting_on;
    }
    step_of[id] = static_cast<int>(result->steps_.size());
    result->steps_.push_back(std::move(step));
  }
  for (const Endpoint& fetch : fetches) {
    auto feed = fed.find(fetch);
    result->fetch_slots_.push_back(feed != fed.end() ? feed->second
                                                     : first_slot[fetch.first] + fetch.second);
  }
  // Branches run in parallel only where there are branches: a chain runs in order.
  int roots = 0;
  for (const Step& step : result->steps_) {
    if (step.num_waiting_on == 0) ++roots;
    if (step.consumers.size() > 1) result->has_branches_ = true;
  }
  if (roots > 1) result->has_branches_ = true;
  result->slot_reads_.assign(result->num_slots_, 0);
  for (const Step& step : result->steps_) {
    for (const int slot : step.input_slots) ++result->slot_reads_[slot];
  }
  for (const int slot : result->fetch_slots_) ++result->slot_reads_[slot];
  *compiled = std::move(result);
  return absl::OkStatus();
}

absl::Status CompiledGraph::RunStep(Step& step, std::vector<Tensor>& slots,
                                    std::vector<int>& remaining_reads) {
  std::vector<Tensor>& inputs = step.inputs;
  inputs.clear();
  for (const int slot : step.input_slots) {
    // The last reader takes the slot's tensor, so the kernel may reuse its buffer.
    if (!remaining_reads.empty() && remaining_reads[slot] > 0 && --remaining_reads[slot] == 0) {
      inputs.push_back(std::move(slots[slot]));
      slots[slot] = Tensor();
    } else {
      inputs.push_back(slots[slot]);
    }
  }
  const absl::Status status = step.runner->RunForwarding(&inputs, &step.outputs);
  inputs.clear();
  TF_RETURN_IF_ERROR(WithNode(status, step.name));
  for (int i = 0; i < step.num_outputs && i < static_cast<int>(step.outputs.size()); ++i) {
    slots[step.first_output_slot + i] = std::move(step.outputs[i]);
  }
  return absl::OkStatus();
}

absl::Status CompiledGraph::RunInOrder(std::vector<Tensor>& slots,
                                       std::vector<int>& remaining_reads) {
  for (Step& step : steps_) TF_RETURN_IF_ERROR(RunStep(step, slots, remaining_reads));
  return absl::OkStatus();
}

absl::Status CompiledGraph::RunParallel(std::vector<Tensor>& slots,
                                        std::vector<int>& remaining_reads) {
  remaining_reads.clear();  // slots are kept to the end: readers run concurrently
  // One queue of ready steps, drained by the caller and one task per pool worker, each taking
  // the next ready step until every step has run.
  std::mutex mu;
  std::condition_variable changed;
  std::deque<int> ready;
  std::vector<int> waiting(steps_.size());
  size_t finished = 0;
  absl::Status first_error;
  for (size_t s = 0; s < steps_.size(); ++s) {
    waiting[s] = steps_[s].num_waiting_on;
    if (waiting[s] == 0) ready.push_back(static_cast<int>(s));
  }
  auto work = [&] {
    std::unique_lock<std::mutex> lock(mu);
    while (true) {
      changed.wait(lock, [&] { return !ready.empty() || finished == steps_.size(); });
      if (finished == steps_.size()) return;
      const int s = ready.front();
      ready.pop_front();
      const bool skip = !first_error.ok();
      lock.unlock();
      absl::Status status = skip ? absl::OkStatus() : RunStep(steps_[s], slots, remaining_reads);
      lock.lock();
      if (!status.ok() && first_error.ok()) first_error = status;
      for (const int consumer : steps_[s].consumers) {
        if (--waiting[consumer] == 0) ready.push_back(consumer);
      }
      ++finished;
      changed.notify_all();
    }
  };
  const int helpers = std::min<int>(inter_op_->NumThreads(), static_cast<int>(steps_.size()) - 1);
  std::atomic<int> helpers_running{helpers};
  for (int h = 0; h < helpers; ++h) {
    inter_op_->Schedule([&] {
      work();
      std::lock_guard<std::mutex> lock(mu);
      --helpers_running;
      changed.notify_all();
    });
  }
  work();
  // The helpers read this frame's state: wait for them to leave it.
  std::unique_lock<std::mutex> lock(mu);
  changed.wait(lock, [&] { return helpers_running.load() == 0; });
  return first_error;
}

absl::Status CompiledGraph::Run(const std::vector<Tensor>& feed_values,
                                std::vector<Tensor>* fetch_values) {
  if (feed_values.size() != feed_slots_.size()) {
    return errors::InvalidArgument("Expected ", feed_slots_.size(), " fed values, got ",
                                   feed_values.size());
  }
  std::lock_guard<std::mutex> lock(mu_);
  std::vector<Tensor> slots(num_slots_);
  for (size_t f = 0; f < feed_values.size(); ++f) {
    if (feed_values[f].dtype() != BaseType(feed_types_[f])) {
      return errors::InvalidArgument("Fed value ", f, " has dtype ",
                                     DataTypeString(feed_values[f].dtype()), ", expected ",
                                     DataTypeString(BaseType(feed_types_[f])));
    }
    slots[feed_slots_[f]] = feed_values[f];
  }
  for (const auto& [slot, value] : constants_) slots[slot] = value;
  std::vector<int> remaining_reads(slot_reads_);
  // A constant slot is never released: the next run reads it again.
  for (const auto& constant : constants_) remaining_reads[constant.first] = -1;
  const bool parallel = inter_op_ != nullptr && has_branches_;
  TF_RETURN_IF_ERROR(parallel ? RunParallel(slots, remaining_reads)
                              : RunInOrder(slots, remaining_reads));
  fetch_values->clear();
  fetch_values->reserve(fetch_slots_.size());
  for (const int slot : fetch_slots_) fetch_values->push_back(slots[slot]);
  return absl::OkStatus();
}

}  // namespace graph
}  // namespace tensorflow
