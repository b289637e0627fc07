"""analysis_failure_test: passes when the build refuses a target with a given error."""

# Lets the target under test fail analysis without failing the build; the failure then reaches
# the test as an AnalysisFailureInfo.
_allow_analysis_failures = analysis_test_transition(
    settings = {"//command_line_option:allow_analysis_failures": "True"},
)

def _analysis_failure_test_impl(ctx):
    target = ctx.attr.target[0]  # attributes with a transition are lists
    if AnalysisFailureInfo not in target:
        return [AnalysisTestResultInfo(
            success = False,
            message = "%s built, but the build should refuse it with '%s'" % (target.label, ctx.attr.error),
        )]
    messages = [cause.message for cause in target[AnalysisFailureInfo].causes.to_list()]
    for message in messages:
        if ctx.attr.error in message:
            return [AnalysisTestResultInfo(success = True, message = message)]
    return [AnalysisTestResultInfo(
        success = False,
        message = "%s was refused, but not with '%s':\n%s" % (target.label, ctx.attr.error, "\n".join(messages)),
    )]

analysis_failure_test = rule(
    implementation = _analysis_failure_test_impl,
    attrs = {
        "error": attr.string(mandatory = True, doc = "text the error must contain"),
        "target": attr.label(mandatory = True, cfg = _allow_analysis_failures),
    },
    analysis_test = True,
    test = True,
)
