// An op library that registers nothing but links what every op library links (the framework and
// Abseil's Status, through a framework error): eager_benchmark opens it to show what the loader
// alone costs, the floor under any library load.
#include "tensorflow/core/platform/errors.h"

tensorflow::Status NoOpsLibraryError() { return tensorflow::errors::Unimplemented("no ops here"); }
