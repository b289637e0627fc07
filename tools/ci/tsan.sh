#!/usr/bin/env bash
# CI stage: the concurrency tests under ThreadSanitizer (their own output folder).
set -euo pipefail
cd "$(dirname "$0")/../.."
bazel test --config=tsan --build_tests_only --test_tag_filters=concurrency //...
