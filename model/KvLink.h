#pragma once

#include "Result.h"

#include <string>
#include <string_view>

namespace rightsizer::model {

/// What a disaggregated deployment's KV cache crosses from a prefill worker to a decode worker.
enum class KvLink {
    Auto, ///< the scale-up fabric when both pools fit one domain of the same GPU, else the network
    Fabric,  ///< NVLink, Infinity Fabric: the GPU's scale-up bandwidth per GPU
    Network, ///< InfiniBand / RoCE: the runtime's network bandwidth per GPU
    Pcie,    ///< PCIe peer-to-peer inside one server
};
inline constexpr KvLink kAllKvLinks[] = {KvLink::Auto, KvLink::Fabric, KvLink::Network,
                                         KvLink::Pcie};
/// "auto", "fabric", "network", "pcie".
std::string_view kvLinkName(KvLink l);
/// Accepts the names above and "nvlink", "infiniband", "ib", "roce" as aliases.
Result<KvLink> parseKvLink(std::string_view text, const std::string& field);

/// Disaggregated serving as a scenario asks for it (`runtime.disaggregation`, schema 7): whether
/// the planner also sizes prefill/decode splits and compares them with the aggregated ranking,
/// the link the KV cache crosses, and whether the prefill and decode pools may use different
/// GPUs (of the same precision).
struct DisaggregationOptions {
    bool compare = false;
    KvLink link = KvLink::Auto;
    bool mixedGpus = true;
    bool operator==(const DisaggregationOptions&) const = default;
};

} // namespace rightsizer::model
