// The checks every build of the test and example plugins must pass, whichever compiler and
// standard library built them: the same host-side expectations for the default build, the
// examples' tests and the ABI tests. Each expects its plugin to be loaded already.
#ifndef TENSORFLOW_LITE_CORE_C_TESTING_PLUGIN_CHECKS_H_
#define TENSORFLOW_LITE_CORE_C_TESTING_PLUGIN_CHECKS_H_

#include <string>

namespace tensorflow {
namespace c_api_testing {

// Loads `path` with TF_LoadPluginLibrary, failing the test (with the error) when that fails.
void LoadPluginOrFail(const std::string& path);

// testdata/cc_api_probe.cc: attrs of every kind, failures and exceptions, shape functions, and
// the file:line of its registrations.
void CheckCcApiProbeAttrs();
void CheckCcApiProbeFailures();
void CheckCcApiProbeShapes();
void CheckCcApiProbeSourceLocations();

// testdata/cc_api_version3.cc, loaded from `path`: built against ABI version 3, it works, and its
// registrations are known by the plugin's file alone.
void CheckCcApiVersion3(const std::string& path);

// The guide's ZeroOut (attrs preserve_index and T in {float, int32}) registered as `op`.
void CheckZeroOut(const std::string& op);

// The RFC's Bitcast (attrs T and type) registered as `op`.
void CheckBitcast(const std::string& op);

}  // namespace c_api_testing
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_C_TESTING_PLUGIN_CHECKS_H_
