#include "PrometheusClient.h"

#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QUrl>

#include <nlohmann/json.hpp>

#include <memory>

namespace rightsizer::workspace {
namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

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
    return {};
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
        if (!reply->isFinished())
            loop.exec();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (reply->error() != QNetworkReply::NoError || status < 200 || status >= 300)
            return model::fieldError("--prometheus", failureOf(*reply, base, c.timeoutS));
        return reply->readAll().toStdString();
    };
}

} // namespace rightsizer::workspace
