#include "tensorflow_lite_core/testing/benchmark_flags.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>

namespace tensorflow {
namespace benchmark {
namespace {

bool ParsePositiveSeconds(const std::string& text, double* seconds) {
  char* end = nullptr;
  errno = 0;
  const double value = std::strtod(text.c_str(), &end);
  if (text.empty() || *end != '\0' || errno != 0 || !(value > 0)) return false;
  *seconds = value;
  return true;
}

bool ParsePositiveCount(const std::string& text, int* count) {
  char* end = nullptr;
  errno = 0;
  const long value = std::strtol(text.c_str(), &end, 10);
  if (text.empty() || *end != '\0' || errno != 0 || value < 1 || value > 1000000) return false;
  *count = static_cast<int>(value);
  return true;
}

}  // namespace

std::string Flags::Own(const std::string& name, const std::string& otherwise) const {
  auto found = own.find(name);
  return found == own.end() ? otherwise : found->second;
}

std::string Usage(const std::string& program, const std::vector<OwnFlag>& own_flags) {
  std::string usage = "usage: " + program + " [--quick] [--min_time=SECONDS] [--samples=N]";
  for (const OwnFlag& flag : own_flags) usage += " [--" + flag.name + "=VALUE]";
  usage +=
      "\n"
      "  --quick             one call per case, to check that every case runs\n"
      "  --min_time=SECONDS  the least time one sample lasts (default 0.2)\n"
      "  --samples=N         samples per case; figures are their median (default 7)\n";
  for (const OwnFlag& flag : own_flags) usage += "  --" + flag.name + "=VALUE  " + flag.help + "\n";
  return usage;
}

bool ParseFlags(int argc, const char* const* argv, const std::vector<OwnFlag>& own_flags,
                Flags* flags, std::string* error) {
  flags->usage = Usage(argc > 0 ? argv[0] : "benchmark", own_flags);
  for (int i = 1; i < argc; ++i) {
    const std::string argument = argv[i];
    if (argument.compare(0, 2, "--") != 0 || argument.size() == 2) {
      *error = "unexpected argument '" + argument + "': flags have the form --name or --name=value";
      return false;
    }
    const size_t equals = argument.find('=');
    const std::string name = argument.substr(2, equals == std::string::npos ? equals : equals - 2);
    const bool has_value = equals != std::string::npos;
    const std::string value = has_value ? argument.substr(equals + 1) : "";
    if (name == "quick" || name == "help") {
      if (has_value) {
        *error = "--" + name + " takes no value, got '" + argument + "'";
        return false;
      }
      (name == "quick" ? flags->quick : flags->help) = true;
    } else if (name == "min_time") {
      if (!ParsePositiveSeconds(value, &flags->min_sample_seconds)) {
        *error = "--min_time expects a number of seconds above 0, got '" + argument + "'";
        return false;
      }
    } else if (name == "samples") {
      if (!ParsePositiveCount(value, &flags->samples)) {
        *error = "--samples expects a whole number from 1 to 1000000, got '" + argument + "'";
        return false;
      }
    } else {
      bool known = false;
      for (const OwnFlag& flag : own_flags) known = known || flag.name == name;
      if (!known) {
        *error = "unknown flag '" + argument + "'";
        return false;
      }
      if (!has_value || value.empty()) {
        *error = "--" + name + " expects a value (--" + name + "=VALUE), got '" + argument + "'";
        return false;
      }
      flags->own[name] = value;
    }
  }
  return true;
}

Flags ParseFlagsOrExit(int argc, const char* const* argv, const std::vector<OwnFlag>& own_flags) {
  Flags flags;
  std::string error;
  if (!ParseFlags(argc, argv, own_flags, &flags, &error)) ExitWithFlagError(flags, error);
  if (flags.help) {
    std::fputs(flags.usage.c_str(), stdout);
    std::exit(0);
  }
  return flags;
}

void ExitWithFlagError(const Flags& flags, const std::string& message) {
  std::fprintf(stderr, "error: %s\n%s", message.c_str(), flags.usage.c_str());
  std::exit(2);
}

}  // namespace benchmark
}  // namespace tensorflow
