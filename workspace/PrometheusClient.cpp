#include "PrometheusClient.h"

#include "workspace/QtText.h"

#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>
#include <QUrl>

#include "catalog/AtomicFile.h"

#include <nlohmann/json.hpp>

#include <cctype>
#include <cstdlib>
#include <memory>

namespace rightsizer::workspace {
namespace {

/// "bad_data: parse error at char 12: ..." from a Prometheus JSON error body; empty when the
/// body is not one.
std::string prometheusError(const QByteArray& body) {
    const nlohmann::json j = nlohmann::json::parse(body.toStdString(), nullptr, false);
    if (j.is_discarded() || !j.is_object() || !j.contains("error"))
        return {};
    return j.value("errorType", std::string("error")) + ": " + j.value("error", std::string());
}

std::string failureOf(QNetworkReply& reply, const std::string& server, double timeoutS) {
    const int status = reply.attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray body = reply.readAll();
    if (status == 401 || status == 403)
        return server + " answered " + std::to_string(status) +
               (status == 401 ? " Unauthorized" : " Forbidden") +
               ": give a bearer token (--token-file, or RIGHTSIZER_PROMETHEUS_TOKEN) or a user "
               "(--user, with RIGHTSIZER_PROMETHEUS_PASSWORD) the server accepts";
    if (status >= 400) {
        const std::string why = prometheusError(body);
        return server + " answered " + std::to_string(status) +
               (why.empty() ? " " + reply.attribute(QNetworkRequest::HttpReasonPhraseAttribute)
                                        .toString()
                                        .toStdString()
                            : ": " + why);
    }
    if (reply.error() == QNetworkReply::OperationCanceledError ||
        reply.error() == QNetworkReply::TimeoutError)
        return server + " did not answer within " + std::to_string(int(timeoutS)) + " s";
    return "cannot reach " + server + ": " + reply.errorString().toStdString();
}

} // namespace

model::Status checkPrometheusUrl(const std::string& url) {
    const QUrl u(q(url), QUrl::StrictMode);
    if (!u.isValid() ||
        (u.scheme() != QLatin1String("http") && u.scheme() != QLatin1String("https")) ||
        u.host().isEmpty())
        return model::fieldError("--prometheus", "'" + url +
                                                     "' is not an http:// or https:// URL "
                                                     "(e.g. http://prometheus:9090)");
    if (!u.userInfo().isEmpty())
        return model::fieldError("--prometheus",
                                 "the URL holds a user or password: give the user with --user "
                                 "and the password in RIGHTSIZER_PROMETHEUS_PASSWORD, so that "
                                 "they are not shown with the URL");
    return {};
}

model::Result<PrometheusRequest> resolvePrometheusRequest(const PrometheusRequestText& t,
                                                          double nowS) {
    if (auto e = checkPrometheusUrl(t.url); !e)
        return e.error();
    PrometheusRequest r;
    importers::PrometheusQuery& query = r.query;
    query.url = t.url;
    auto range = importers::parsePrometheusDuration(t.range.empty() ? "1d" : t.range, "--range");
    if (!range)
        return range.error();
    auto step = importers::parsePrometheusDuration(t.step.empty() ? "15s" : t.step, "--step");
    if (!step)
        return step.error();
    if (*step < 1 || *step > *range)
        return model::fieldError("--step", "got " + t.step + ", accepted 1 s to the --range");
    query.stepS = *step;
    query.endS = nowS;
    if (!t.end.empty()) {
        auto end = importers::parsePrometheusTime(t.end, "--end");
        if (!end)
            return end.error();
        query.endS = *end;
    }
    query.startS = query.endS - *range;
    if (auto e = importers::checkPrometheusRange(query); !e)
        return e.error();
    if (!t.matchers.empty()) {
        if (auto e = importers::checkPrometheusMatchers(t.matchers); !e)
            return e.error();
        query.matchers = t.matchers;
    }
    PrometheusConnection& c = r.connection;
    c.url = t.url;
    if (!(t.timeoutS >= 1 && t.timeoutS <= 600))
        return model::fieldError("--timeout", "accepted 1 to 600 s");
    c.timeoutS = t.timeoutS;
    if (!t.tokenFile.empty()) {
        auto token = catalog::readWholeFile(t.tokenFile, 64 * 1024, "token file");
        if (!token)
            return model::fieldError("--token-file", token.error().message);
        c.bearerToken = *token;
        while (!c.bearerToken.empty() &&
               std::isspace(static_cast<unsigned char>(c.bearerToken.back())))
            c.bearerToken.pop_back();
        if (c.bearerToken.empty())
            return model::fieldError("--token-file", t.tokenFile + " is empty");
    } else if (const char* env = std::getenv("RIGHTSIZER_PROMETHEUS_TOKEN");
               env && *env && t.user.empty()) {
        c.bearerToken = env;
    }
    if (!t.user.empty()) {
        if (!t.tokenFile.empty())
            return model::fieldError("--user", "give a bearer token (--token-file) or a user, "
                                               "not both");
        const char* password = std::getenv("RIGHTSIZER_PROMETHEUS_PASSWORD");
        if (!password)
            return model::fieldError("--user", "basic authentication needs the password in "
                                               "RIGHTSIZER_PROMETHEUS_PASSWORD, which is not set");
        c.user = t.user;
        c.password = password;
    }
    return r;
}

std::string prometheusRequestJson(const PrometheusRequestText& t) {
    const nlohmann::json j = {{"url", t.url},
                              {"range", t.range},
                              {"end", t.end},
                              {"step", t.step},
                              {"match", t.matchers},
                              {"user", t.user},
                              {"token_file", t.tokenFile},
                              {"timeout_s", t.timeoutS}};
    return j.dump();
}

model::Result<PrometheusRequestText> prometheusRequestFromJson(const std::string& json) {
    const nlohmann::json j = nlohmann::json::parse(json, nullptr, false);
    if (j.is_discarded() || !j.is_object())
        return model::fieldError("telemetry query", "not a JSON object");
    PrometheusRequestText t;
    const std::pair<const char*, std::string*> texts[] = {{"url", &t.url},
                                                          {"range", &t.range},
                                                          {"end", &t.end},
                                                          {"step", &t.step},
                                                          {"match", &t.matchers},
                                                          {"user", &t.user},
                                                          {"token_file", &t.tokenFile}};
    for (const auto& [key, field] : texts) {
        const auto it = j.find(key);
        if (it == j.end())
            continue;
        if (!it->is_string())
            return model::fieldError(std::string("telemetry query.") + key, "is not text");
        *field = it->get<std::string>();
    }
    if (const auto it = j.find("timeout_s"); it != j.end()) {
        if (!it->is_number())
            return model::fieldError("telemetry query.timeout_s", "is not a number");
        t.timeoutS = it->get<double>();
    }
    return t;
}

importers::PrometheusFetcher prometheusHttpFetcher(const PrometheusConnection& c) {
    auto manager = std::make_shared<QNetworkAccessManager>();
    std::string base = c.url;
    while (!base.empty() && base.back() == '/')
        base.pop_back();
    return [manager, base, c](const std::string& pathAndQuery) -> model::Result<std::string> {
        QNetworkRequest request(QUrl(q(base + pathAndQuery)));
        request.setTransferTimeout(int(c.timeoutS * 1000));
        request.setRawHeader("Accept", "application/json");
        if (!c.bearerToken.empty())
            request.setRawHeader("Authorization",
                                 "Bearer " + QByteArray::fromStdString(c.bearerToken));
        else if (!c.user.empty())
            request.setRawHeader(
                "Authorization",
                "Basic " + QByteArray::fromStdString(c.user + ":" + c.password).toBase64());
        std::unique_ptr<QNetworkReply> reply(manager->get(request));
        QEventLoop loop;
        QObject::connect(reply.get(), &QNetworkReply::finished, &loop, &QEventLoop::quit);
        // A cancel asked for while the answer is on its way aborts it (the caller's progress
        // dialog runs in this loop).
        QTimer poll;
        QObject::connect(&poll, &QTimer::timeout, reply.get(), [&reply, &c] {
            if (c.cancel && c.cancel->load())
                reply->abort();
        });
        poll.start(100);
        if (!reply->isFinished())
            loop.exec();
        poll.stop();
        if (c.cancel && c.cancel->load())
            return model::fieldError("cancelled", "the import from Prometheus was cancelled");
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (reply->error() != QNetworkReply::NoError || status < 200 || status >= 300)
            return model::fieldError("--prometheus", failureOf(*reply, base, c.timeoutS));
        return reply->readAll().toStdString();
    };
}

} // namespace rightsizer::workspace
