#pragma once

// The HTTP side of the Prometheus import (importers/PrometheusImport.h), over Qt Network: one
// code path for the command line and the workbench.

#include "importers/PrometheusImport.h"

#include <atomic>
#include <string>

namespace rightsizer::workspace {

/// How to reach a Prometheus server. Credentials come from a file or the environment, never
/// from the project file.
struct PrometheusConnection {
    std::string url;         ///< "http://prometheus:9090" or https (the system's CA store)
    std::string bearerToken; ///< sent as "Authorization: Bearer ..." when not empty
    std::string user;        ///< basic authentication when not empty
    std::string password;
    double timeoutS = 30; ///< per request, from the last byte received
    /// When set and true, the request in flight is aborted (checked every 100 ms).
    const std::atomic<bool>* cancel = nullptr;
};

/// Checks the URL: http or https with a host, and no user or password in it (they would show
/// in every note and file list: --user and RIGHTSIZER_PROMETHEUS_PASSWORD instead). The error
/// names --prometheus.
model::Status checkPrometheusUrl(const std::string& url);

/// A Prometheus import as the user types it (the command line's options, the workbench's
/// dialog); empty strings take the defaults.
struct PrometheusRequestText {
    std::string url;
    std::string range = "1d"; ///< back from `end`
    std::string end;          ///< RFC 3339 or Unix seconds; empty: now
    std::string step = "15s";
    std::string matchers;
    std::string tokenFile; ///< empty: RIGHTSIZER_PROMETHEUS_TOKEN, if set
    std::string user;      ///< basic authentication; password from RIGHTSIZER_PROMETHEUS_PASSWORD
    double timeoutS = 30;
};

struct PrometheusRequest {
    importers::PrometheusQuery query;
    PrometheusConnection connection;
};

/// The query and connection `text` describes at `nowS` (Unix seconds): each field checked, the
/// token read (a user means basic authentication: the token variable is then not used, and
/// RIGHTSIZER_PROMETHEUS_PASSWORD must be set). The error names the option (--prometheus,
/// --range, --end, --step, --match, --token-file, --user, --timeout) and what is accepted.
model::Result<PrometheusRequest> resolvePrometheusRequest(const PrometheusRequestText& text,
                                                          double nowS);

/// The fields as the project keeps them (project::TelemetryQuery): a JSON object with url,
/// range, end, step, match, token_file, user and timeout_s. A token file's path and a user name
/// are kept, never a password or token (those stay in the file and the environment).
std::string prometheusRequestJson(const PrometheusRequestText& text);
/// The fields from prometheusRequestJson's JSON; the error names the field that is not text
/// (or timeout_s not a number), or says the text is not a JSON object.
model::Result<PrometheusRequestText> prometheusRequestFromJson(const std::string& json);

/// A fetcher that GETs each request from the server, in the calling thread (it runs a local
/// event loop; the calling thread needs a QCoreApplication). Errors are one line: the server
/// unreachable (refused, unknown host, TLS), 401/403 with what to give, Prometheus's own
/// errorType and error for its JSON errors, another HTTP status, or the timeout.
importers::PrometheusFetcher prometheusHttpFetcher(const PrometheusConnection& c);

} // namespace rightsizer::workspace
