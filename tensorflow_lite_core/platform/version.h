// The framework's version, and the GraphDef versions it produces and accepts.
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_VERSION_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_VERSION_H_

#define TFLC_VERSION_STRING "0.1.0"

// GraphDef versions, with TensorFlow's meaning: nodes made now carry TF_GRAPH_DEF_VERSION;
// graphs older than TF_GRAPH_DEF_VERSION_MIN_CONSUMER are refused.
#define TF_GRAPH_DEF_VERSION_MIN_PRODUCER 0
#define TF_GRAPH_DEF_VERSION_MIN_CONSUMER 0
#define TF_GRAPH_DEF_VERSION 1766

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_VERSION_H_
