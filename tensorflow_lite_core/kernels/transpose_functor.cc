#include "tensorflow_lite_core/kernels/transpose_functor.h"

#include <algorithm>

#include "tensorflow_lite_core/kernels/parallel_for.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

// Side of the square tiles moved between two innermost dimensions.
constexpr int64 kTile = 32;

// A simplified transpose. Output dimension j has size out_dims[j]; moving one step along it
// moves in_steps[j] elements in the input and out_steps[j] in the output.
struct TransposePlan {
  std::vector<int64> out_dims;
  std::vector<int64> in_steps;
  std::vector<int64> out_steps;
  // The output positions of the input's innermost dimension (a) and of the output's own (b,
  // always the last). a == b: rows are contiguous on both sides.
  int a = 0;
  int b = 0;
  // The output dimensions other than a and b, walked by the outer loop.
  std::vector<int> outer;
  int64 outer_count = 1;
};

TransposePlan MakePlan(const TensorShape& shape, const std::vector<int>& perm) {
  // Input dimensions of size > 1, renumbered, and the permutation restricted to them.
  std::vector<int> kept_index(shape.dims(), -1);
  std::vector<int64> kept_dims;
  for (int d = 0; d < shape.dims(); ++d) {
    if (shape.dim_size(d) != 1) {
      kept_index[d] = static_cast<int>(kept_dims.size());
      kept_dims.push_back(shape.dim_size(d));
    }
  }
  std::vector<int> kept_perm;
  for (int p : perm) {
    if (kept_index[p] >= 0) kept_perm.push_back(kept_index[p]);
  }
  // Merge input dimensions that stay neighbours in the output: groups of the output order.
  std::vector<std::vector<int>> groups;
  for (int p : kept_perm) {
    if (!groups.empty() && groups.back().back() + 1 == p) {
      groups.back().push_back(p);
    } else {
      groups.push_back({p});
    }
  }
  // Each group becomes one dimension; number them in input order.
  std::vector<int> group_by_first_input(kept_dims.size(), -1);
  for (size_t g = 0; g < groups.size(); ++g) group_by_first_input[groups[g].front()] = g;
  std::vector<int> input_order;  // group indices in input order
  for (size_t d = 0; d < kept_dims.size(); ++d) {
    if (group_by_first_input[d] >= 0) input_order.push_back(group_by_first_input[d]);
  }
  std::vector<int64> group_size(groups.size(), 1);
  for (size_t g = 0; g < groups.size(); ++g) {
    for (int d : groups[g]) group_size[g] *= kept_dims[d];
  }
  std::vector<int64> group_in_step(groups.size(), 1);
  int64 step = 1;
  for (int i = static_cast<int>(input_order.size()) - 1; i >= 0; --i) {
    group_in_step[input_order[i]] = step;
    step *= group_size[input_order[i]];
  }

  TransposePlan plan;
  const int rank = static_cast<int>(groups.size());
  if (rank == 0) {  // a single element
    plan.out_dims = {1};
    plan.in_steps = {1};
    plan.out_steps = {1};
    return plan;
  }
  plan.out_dims = group_size;
  plan.in_steps = group_in_step;
  plan.out_steps.assign(rank, 1);
  for (int j = rank - 2; j >= 0; --j) {
    plan.out_steps[j] = plan.out_steps[j + 1] * plan.out_dims[j + 1];
  }
  plan.b = rank - 1;
  plan.a = static_cast<int>(std::find(plan.in_steps.begin(), plan.in_steps.end(), 1) -
                            plan.in_steps.begin());
  for (int j = 0; j < rank; ++j) {
    if (j != plan.a && j != plan.b) {
      plan.outer.push_back(j);
      plan.outer_count *= plan.out_dims[j];
    }
  }
  return plan;
}

// Offsets of outer iteration `index` (mixed radix over plan.outer, last fastest).
void OuterOffsets(const TransposePlan& plan, int64 index, int64* in_offset, int64* out_offset) {
  *in_offset = 0;
  *out_offset = 0;
  for (int k = static_cast<int>(plan.outer.size()) - 1; k >= 0; --k) {
    const int j = plan.outer[k];
    const int64 coordinate = index % plan.out_dims[j];
    index /= plan.out_dims[j];
    *in_offset += coordinate * plan.in_steps[j];
    *out_offset += coordinate * plan.out_steps[j];
  }
}

template <typename T>
void RunTranspose(OpKernelContext* context, const TransposePlan& plan, const T* in, T* out) {
  const int64 b_size = plan.out_dims[plan.b];
  if (plan.a == plan.b) {
    // Contiguous rows of b_size elements on both sides.
    ParallelForOnDevice(context, plan.outer_count, b_size + 10, [&](int64 begin, int64 end) {
      for (int64 i = begin; i < end; ++i) {
        int64 in_offset, out_offset;
        OuterOffsets(plan, i, &in_offset, &out_offset);
        std::copy_n(in + in_offset, b_size, out + out_offset);
      }
    });
    return;
  }
  // Tiles: along a the input is contiguous, along b the output is.
  const int64 a_size = plan.out_dims[plan.a];
  const int64 a_out_step = plan.out_steps[plan.a];
  const int64 b_in_step = plan.in_steps[plan.b];
  const int64 a_tiles = (a_size + kTile - 1) / kTile;
  ParallelForOnDevice(
      context, plan.outer_count * a_tiles, kTile * b_size + 10, [&](int64 begin, int64 end) {
        for (int64 unit = begin; unit < end; ++unit) {
          int64 in_offset, out_offset;
          OuterOffsets(plan, unit / a_tiles, &in_offset, &out_offset);
          const int64 a_begin = (unit % a_tiles) * kTile;
          const int64 a_end = std::min(a_size, a_begin + kTile);
          for (int64 b_begin = 0; b_begin < b_size; b_begin += kTile) {
            const int64 b_end = std::min(b_size, b_begin + kTile);
            for (int64 ia = a_begin; ia < a_end; ++ia) {
              const T* source = in + in_offset + ia;
              T* destination = out + out_offset + ia * a_out_step;
              for (int64 ib = b_begin; ib < b_end; ++ib) {
                destination[ib] = source[ib * b_in_step];
              }
            }
          }
        }
      });
}

// Element types by size: moving bytes is all a transpose does.
struct Bytes16 {
  uint64 low;
  uint64 high;
};

}  // namespace

Status DoTranspose(OpKernelContext* context, const Tensor& in, const std::vector<int>& perm,
                   Tensor* out) {
  if (in.NumElements() == 0) return OkStatus();
  const TransposePlan plan = MakePlan(in.shape(), perm);
  if (in.dtype() == DT_STRING) {
    RunTranspose(context, plan, in.base<const tstring>(), out->base<tstring>());
    return OkStatus();
  }
  if (!DataTypeCanUseMemcpy(in.dtype())) {
    return errors::Unimplemented("Transpose of ", DataTypeString(in.dtype()),
                                 " tensors is not supported");
  }
  switch (DataTypeSize(in.dtype())) {
    case 1: RunTranspose(context, plan, in.base<const uint8>(), out->base<uint8>()); break;
    case 2: RunTranspose(context, plan, in.base<const uint16>(), out->base<uint16>()); break;
    case 4: RunTranspose(context, plan, in.base<const uint32>(), out->base<uint32>()); break;
    case 8: RunTranspose(context, plan, in.base<const uint64>(), out->base<uint64>()); break;
    case 16: RunTranspose(context, plan, in.base<const Bytes16>(), out->base<Bytes16>()); break;
    default:
      return errors::Unimplemented("Transpose of ", DataTypeString(in.dtype()),
                                   " tensors is not supported");
  }
  return OkStatus();
}

}  // namespace tensorflow
