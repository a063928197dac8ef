#include "Prices.h"

#include "Csv.h"
#include "JsonReader.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <set>

namespace rightsizer::catalog {
namespace {

using namespace rightsizer::model;

const std::vector<std::string> kColumns{
    "id",        "gpu_id", "kind", "provider",         "product",       "region",
    "gpu_count", "usd",    "unit", "per_gpu_hour_usd", "observed_date", "confidence",
    "source",    "note"};

/// Hourly prices must agree with usd / gpu_count within this fraction (the reference rounds
/// its per-GPU figures to 4 decimals; a larger gap is a transcription error).
constexpr double kPerGpuTolerance = 0.01;

std::string join(const std::vector<std::string>& fields) {
    std::string out;
    for (const auto& f : fields)
        out += (out.empty() ? "" : ",") + f;
    return out;
}

std::string shortNumber(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

bool isLeap(int y) {
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

/// ISO 8601 calendar date at year, month or day precision: YYYY, YYYY-MM or YYYY-MM-DD.
bool isIsoDate(const std::string& s) {
    if (s.size() != 4 && s.size() != 7 && s.size() != 10)
        return false;
    for (size_t i = 0; i < s.size(); ++i) {
        const bool dash = i == 4 || i == 7;
        if (dash ? s[i] != '-' : (s[i] < '0' || s[i] > '9'))
            return false;
    }
    const int year = std::stoi(s.substr(0, 4));
    if (s.size() == 4)
        return true;
    const int month = std::stoi(s.substr(5, 2));
    if (month < 1 || month > 12)
        return false;
    if (s.size() == 7)
        return true;
    constexpr int kDays[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const int day = std::stoi(s.substr(8, 2));
    const int last = kDays[month - 1] + (month == 2 && isLeap(year) ? 1 : 0);
    return day >= 1 && day <= last;
}

/// Reads one row's fields, recording each problem as "line N: FIELD ...".
struct PriceRowReader {
    const CsvRow& row;
    std::vector<std::string>& problems;

    void problem(const std::string& field, const std::string& what) const {
        problems.push_back("line " + std::to_string(row.line) + ": " + field + " " + what);
    }
    void error(const Error& e) const {
        problems.push_back("line " + std::to_string(row.line) + ": " + e.message);
    }
    std::string optional(const char* key) const { return row.fields.at(key); }
    std::string required(const char* key) const {
        std::string v = optional(key);
        if (v.empty())
            problem(key, "is empty");
        return v;
    }
    /// A USD figure: a finite number greater than 0.
    double price(const char* key) const {
        const std::string t = required(key);
        if (t.empty())
            return 0.0;
        double v = 0.0;
        auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
        if (ec != std::errc() || end != t.data() + t.size() || !std::isfinite(v)) {
            problem(key, "'" + t + "' is not a number");
            return 0.0;
        }
        if (v < 0.0)
            problem(key, "'" + t + "' is negative (a price must be greater than 0)");
        else if (v == 0.0)
            problem(key, "'" + t + "' is zero (a price must be greater than 0)");
        return v;
    }
    /// A whole number in lo..hi; 0 when absent or bad.
    int count(const char* key, int lo, int hi) const {
        const std::string t = required(key);
        if (t.empty())
            return 0;
        int v = 0;
        auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
        if (ec != std::errc() || end != t.data() + t.size() || v < lo || v > hi) {
            problem(key, "'" + t + "' is not a whole number in " + std::to_string(lo) + " to " +
                             std::to_string(hi));
            return 0;
        }
        return v;
    }
};

/// Unit and per-GPU-hour rules: purchase prices are per GPU with no hourly figure; hourly
/// prices are per instance-hour or per GPU-hour and their per-GPU figure must follow.
void readUnitAndHourly(const PriceRowReader& r, PriceQuote& q) {
    const std::string perGpu = r.optional("per_gpu_hour_usd");
    if (q.kind == PriceKind::Purchase) {
        if (!q.unit.empty() && q.unit != "USD/GPU")
            r.problem("unit", "'" + q.unit + "' is not a purchase unit (accepted: USD/GPU)");
        if (!perGpu.empty())
            r.problem("per_gpu_hour_usd", "'" + perGpu + "' must be empty for a purchase price");
        return;
    }
    q.perGpuHourUsd = r.price("per_gpu_hour_usd");
    if (q.unit != "USD/instance-hour" && q.unit != "USD/GPU-hour") {
        if (!q.unit.empty())
            r.problem("unit", "'" + q.unit +
                                  "' is not an hourly unit (accepted: USD/instance-hour, "
                                  "USD/GPU-hour)");
        return;
    }
    if (q.perGpuHourUsd <= 0.0 || q.usd <= 0.0 || q.gpuCount < 1)
        return; // already reported
    const bool perInstance = q.unit == "USD/instance-hour";
    const double implied = perInstance ? q.usd / q.gpuCount : q.usd;
    if (std::abs(implied / q.perGpuHourUsd - 1.0) > kPerGpuTolerance)
        r.problem("per_gpu_hour_usd", "'" + perGpu + "' disagrees with " +
                                          (perInstance ? "usd / gpu_count = " : "usd = ") +
                                          shortNumber(implied) + " by more than 1 %");
}

PriceQuote readQuote(const PriceRowReader& r) {
    PriceQuote q;
    q.id = r.required("id");
    q.gpuId = r.required("gpu_id");
    const std::string kind = r.required("kind");
    if (!kind.empty()) {
        if (auto k = parsePriceKind(kind, "kind"))
            q.kind = *k;
        else
            r.error(k.error());
    }
    q.provider = r.required("provider");
    q.product = r.required("product");
    q.region = r.optional("region");
    q.gpuCount = r.count("gpu_count", 1, 100000);
    q.usd = r.price("usd");
    q.unit = r.required("unit");
    readUnitAndHourly(r, q);
    q.observedDate = r.required("observed_date");
    if (!q.observedDate.empty() && !isIsoDate(q.observedDate))
        r.problem("observed_date",
                  "'" + q.observedDate + "' is not an ISO date (YYYY, YYYY-MM or YYYY-MM-DD)");
    q.confidence = r.required("confidence");
    if (!q.confidence.empty() && q.confidence != "low" && q.confidence != "medium" &&
        q.confidence != "high")
        r.problem("confidence", "'" + q.confidence + "' is unknown (accepted: low, medium, high)");
    q.source = r.required("source");
    q.note = r.optional("note");
    return q;
}

} // namespace

Result<PriceBook> parsePrices(std::string_view csv) {
    const CsvTable t = parseCsv(csv);
    if (t.header != kColumns)
        return fieldError("prices.csv", "line 1: header must be exactly '" + join(kColumns) +
                                            "', got '" + join(t.header) + "'");
    std::vector<std::string> problems = t.problems;
    PriceBook book;
    std::set<std::string> ids;
    for (const CsvRow& row : t.rows) {
        const PriceRowReader r{row, problems};
        PriceQuote q = readQuote(r);
        if (!q.id.empty() && !ids.insert(q.id).second)
            r.problem("id", "'" + q.id + "' is a duplicate");
        book.quotes.push_back(std::move(q));
    }
    if (!problems.empty())
        return fieldError("prices.csv", joinProblems(problems));
    return book;
}

std::vector<std::string> pricesWithUnknownGpus(const PriceBook& book, const Catalog& catalog) {
    std::vector<std::string> problems;
    for (const PriceQuote& q : book.quotes)
        if (!catalog.findGpu(q.gpuId))
            problems.push_back("price " + q.id + ": gpu_id '" + q.gpuId + "' is not a catalog GPU");
    return problems;
}

std::map<std::string, model::HourlyPrice>
referencePrices(const Catalog& catalog, model::PriceTier tier, model::PriceRegion region) {
    std::map<std::string, model::HourlyPrice> prices;
    for (const model::GpuSpec& g : catalog.gpus)
        if (auto p = catalog.prices.tierPrice(g.id, tier, region))
            // The user's own quote is what they pay: no provider count to second-guess it by.
            prices[g.id] = {p->usdPerGpuHour,   p->basis,  p->latestDate, p->own ? 0 : p->providers,
                            p->marketplaceOnly, p->lowUsd, p->highUsd};
    return prices;
}

} // namespace rightsizer::catalog
