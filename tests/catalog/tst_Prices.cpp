// The dated price book: the bundled prices, the reference-price rule and the strict CSV reader.
#include "catalog/Catalog.h"
#include "catalog/Prices.h"
#include "model/Planner.h"
#include "model/Pricing.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace tst_Prices_suite {

using namespace rightsizer;
using model::PriceKind;

namespace {

/// Relative tolerance for prices read back from the CSV (they are copied, not computed).
constexpr double kRel = 1e-12;

bool close(double actual, double expected, double rel) {
    return std::abs(actual - expected) <= rel * std::abs(expected);
}

/// Catalog GPUs with no current on-demand row in catalog/data/prices.csv: no listed public
/// hourly price of the H200 NVL, MI325X, MI250/MI250X, Gaudi 3 (only its kit price) or a dated
/// one of the TPUs was found; gpus.json says so in each one's provenance "price" entry.
const std::set<std::string> kNoOnDemandQuote{"h200-nvl", "mi325x",  "mi250x", "mi250",
                                             "gaudi3",   "tpu-v5e", "tpu-v5p"};

const char* kHeader = "id,gpu_id,kind,provider,product,region,gpu_count,usd,unit,"
                      "per_gpu_hour_usd,observed_date,confidence,source,note\n";
const char* kGoodRow = "PRC-0001,h100-sxm,on-demand,AWS EC2,p5.48xlarge,us-east-1,8,55.04,"
                       "USD/instance-hour,6.88,2026-01-21,medium,https://example.com/aws,note\n";

/// kGoodRow with some columns replaced.
std::string rowWith(std::initializer_list<std::pair<std::string, std::string>> replace) {
    static const std::vector<std::string> columns{
        "id",        "gpu_id", "kind", "provider",         "product",       "region",
        "gpu_count", "usd",    "unit", "per_gpu_hour_usd", "observed_date", "confidence",
        "source",    "note"};
    std::string row = kGoodRow;
    row.pop_back(); // newline
    std::vector<std::string> fields;
    for (size_t start = 0;;) {
        const size_t comma = row.find(',', start);
        fields.push_back(row.substr(start, comma - start));
        if (comma == std::string::npos)
            break;
        start = comma + 1;
    }
    for (const auto& [column, value] : replace)
        for (size_t i = 0; i < columns.size(); ++i)
            if (columns[i] == column)
                fields[i] = value;
    std::string out;
    for (const auto& f : fields)
        out += (out.empty() ? "" : ",") + f;
    return out + "\n";
}

QByteArray csv(const std::string& body) {
    return QByteArray::fromStdString(kHeader + body);
}

} // namespace

class TestPrices final : public QObject {
    Q_OBJECT

private slots:
    void referencePrices_data() {
        QTest::addColumn<QString>("gpuId");
        QTest::addColumn<double>("usdPerGpuHour");
        QTest::addColumn<int>("quotes");
        QTest::addColumn<QString>("earliest");
        QTest::addColumn<QString>("latest");
        // Per-GPU on-demand figures of ../shared/reference/prices.csv; the historical PRC-0035
        // and the restatements PRC-0040/0042/0043 are not current quotes. One vote per
        // provider: the median of each provider's median quote.
        // h100-sxm, 19 quotes from 7 providers: RunPod 2.69 (PRC-0074), 3.49 (0075) -> 3.09;
        // Nebius 3.85 (0076); Lambda 3.99 (0046), 4.09 (0051), 4.19 (0054), 4.29 (0057) ->
        // 4.14; CoreWeave 6.155 (0064); AWS 6.88 (0001, 0002, 0240, 0242), 8.60 (0241, 0243:
        // ap-northeast-1) -> 6.88; Azure 12.29 (0039); Google 10.9791 (0078), 11.0612 (0406),
        // 14.0676 (0407), 15.8304 (0408) -> 12.5644: fourth of seven = 6.155 (a plain median of
        // the quotes would count Lambda's four sizes and AWS's four regions four times each).
        QTest::newRow("h100-sxm") << QStringLiteral("h100-sxm") << 6.155 << 19
                                  << QStringLiteral("2025-03-06") << QStringLiteral("2026-11-09");
        // 1.99 (0079), 3.29 (0058): (1.99 + 3.29) / 2 = 2.64.
        QTest::newRow("h100-pcie") << QStringLiteral("h100-pcie") << 2.64 << 2
                                   << QStringLiteral("2026-09-20") << QStringLiteral("2026-09-25");
        // 2.59 (0080) alone.
        QTest::newRow("h100-nvl") << QStringLiteral("h100-nvl") << 2.59 << 1
                                  << QStringLiteral("2026-09-25") << QStringLiteral("2026-09-25");
        // RunPod 3.59 (0081), 4.59 (0082) -> 4.09; Nebius 4.5 (0083); CoreWeave 6.305 (0066);
        // AWS 7.912 (0003, 0244), 9.89 (0245) -> 7.912; Google 10.4365 (0429), 11.4934 (0430)
        // -> 10.96495: third of five = 6.305.
        QTest::newRow("h200-sxm") << QStringLiteral("h200-sxm") << 6.305 << 9
                                  << QStringLiteral("2026-01-21") << QStringLiteral("2026-10-13");
        // 2.29 (0056), 6.5 (0073): (2.29 + 6.5) / 2 = 4.395.
        QTest::newRow("gh200") << QStringLiteral("gh200") << 4.395 << 2
                               << QStringLiteral("2026-09-20") << QStringLiteral("2026-09-20");
        // RunPod 5.98 (0084), 6.79 (0085) -> 6.385; Lambda 6.69 (0045), 6.79 (0050), 6.89
        // (0053), 6.99 (0055) -> 6.84; Nebius 7.15 (0086); CoreWeave 8.6 (0062); AWS 14.2416
        // (0004, 0239); Oracle 16.0 (0403): (7.15 + 8.6) / 2 = 7.875.
        QTest::newRow("b200") << QStringLiteral("b200") << 7.875 << 11
                              << QStringLiteral("2026-01-21") << QStringLiteral("2026-09-25");
        // One quote each from TensorWave 1.50 (0130), Vultr 1.85 (0131), DigitalOcean 1.99
        // (0404), Crusoe 3.45 (0405), Azure 6.00 (0132) and Oracle 6.00 (0133): (1.99 + 3.45) /
        // 2 = 2.72.
        QTest::newRow("mi300x") << QStringLiteral("mi300x") << 2.72 << 6
                                << QStringLiteral("2026-05-18") << QStringLiteral("2026-09-20");
        // DigitalOcean 1.89 (0402) alone.
        QTest::newRow("rtx-6000-ada")
            << QStringLiteral("rtx-6000-ada") << 1.89 << 1 << QStringLiteral("2025-04-22")
            << QStringLiteral("2025-04-22");
        // 42.00 USD per 4-GPU instance / 4 = 10.5 (0061) alone.
        QTest::newRow("gb200") << QStringLiteral("gb200") << 10.5 << 1
                               << QStringLiteral("2026-09-20") << QStringLiteral("2026-09-20");
        // RunPod 1.39 (0087), 1.59 (0088) -> 1.49; CoreWeave 2.7 (0068); Lambda 2.79 (0047);
        // AWS 3.4309 (0007, 0209), 4.2864 (0211), 4.7028 (0213) -> 3.85865; Google 5.0688
        // (0420), 5.5809 (0421), 6.5065 (0422) -> 5.5809: third of five = 2.79.
        QTest::newRow("a100-sxm-80gb")
            << QStringLiteral("a100-sxm-80gb") << 2.79 << 11 << QStringLiteral("2025-03-06")
            << QStringLiteral("2026-09-25");
        // Lambda 1.99 (0048); AWS 2.7447 (0005, 0201), 2.9645 (0203), 3.4291 (0205), 3.7622
        // (0207) -> 2.9645; Azure 3.3996 (0041); Google 3.6734 (0414), 3.748 (0415), 4.0496
        // (0416) -> 3.748: (2.9645 + 3.3996) / 2 = 3.18205.
        QTest::newRow("a100-sxm-40gb")
            << QStringLiteral("a100-sxm-40gb") << 3.18205 << 10 << QStringLiteral("2025-03-06")
            << QStringLiteral("2026-11-09");
        // 3.67 (0044) alone.
        QTest::newRow("a100-pcie-80gb")
            << QStringLiteral("a100-pcie-80gb") << 3.67 << 1 << QStringLiteral("2026-11-09")
            << QStringLiteral("2026-11-09");
        // RunPod 0.79 (0089), 1.09 (0090) -> 0.94; Nebius 1.55 (0091); CoreWeave 2.25 (0070);
        // AWS three sizes in four regions, 1.861 (0009, 0276) .. 5.4624 (0274), 12 quotes whose
        // middle two are 2.699 (0280) and 3.28 (0266) -> 2.9895: (1.55 + 2.25) / 2 = 1.9.
        QTest::newRow("l40s") << QStringLiteral("l40s") << 1.9 << 16 << QStringLiteral("2026-01-21")
                              << QStringLiteral("2026-09-25");
        // 10.00 USD per 8-GPU instance / 8 = 1.25 (0071) alone.
        QTest::newRow("l40") << QStringLiteral("l40") << 1.25 << 1 << QStringLiteral("2026-09-20")
                             << QStringLiteral("2026-09-20");
        // AWS: three sizes in four regions, 0.8048 (0015, 0258), 1.0064 (0260), 1.1504 (0017,
        // 0246), 1.1672 (0262), 1.4386 (0248), 1.6684 (0250), 1.6688 (0019, 0252), 2.0868
        // (0254), 2.4203 (0256) -> (1.1672 + 1.4386) / 2 = 1.3029; Google 0.7068 (0423), 0.7429
        // (0424), 0.9077 (0425) -> 0.7429: (0.7429 + 1.3029) / 2 = 1.0229.
        QTest::newRow("l4") << QStringLiteral("l4") << 1.0229 << 15 << QStringLiteral("2025-03-06")
                            << QStringLiteral("2026-08-26");
        // 1.29 (0059) alone.
        QTest::newRow("a10") << QStringLiteral("a10") << 1.29 << 1 << QStringLiteral("2026-09-20")
                             << QStringLiteral("2026-09-20");
        // AWS alone: three sizes in five regions, 15 quotes (0021..0025, 0215..0237); the
        // eighth of them sorted is g5.12xlarge in eu-west-1, 1.5829 (0217).
        QTest::newRow("a10g") << QStringLiteral("a10g") << 1.5829 << 15
                              << QStringLiteral("2026-01-21") << QStringLiteral("2026-08-26");
        // AWS alone: 0.526 (0027, 0290), 0.587 (0292), 0.658 (0294), 0.71 (0296), 0.978 (0029,
        // 0282), 1.0905 (0284), 1.2225 (0286), 1.3203 (0288): (0.71 + 0.978) / 2 = 0.844.
        QTest::newRow("t4") << QStringLiteral("t4") << 0.844 << 10 << QStringLiteral("2026-01-21")
                            << QStringLiteral("2026-08-26");
        // p3dn.24xlarge alone: 3.9015 (0033, 0298), 4.2139 (0300), 5.3479 (0302): (3.9015 +
        // 4.2139) / 2 = 4.0577; the 16 GB V100 rows have no catalog id.
        QTest::newRow("v100-sxm-32gb")
            << QStringLiteral("v100-sxm-32gb") << 4.0577 << 4 << QStringLiteral("2026-01-21")
            << QStringLiteral("2026-08-26");
        // 0.34 (0092), 0.74 (0093): (0.34 + 0.74) / 2 = 0.54.
        QTest::newRow("rtx-4090") << QStringLiteral("rtx-4090") << 0.54 << 2
                                  << QStringLiteral("2026-09-25") << QStringLiteral("2026-09-25");
        // 20.00 USD per 8-GPU instance / 8 = 2.5 (0072) alone.
        QTest::newRow("rtx-pro-6000")
            << QStringLiteral("rtx-pro-6000") << 2.5 << 1 << QStringLiteral("2026-09-20")
            << QStringLiteral("2026-09-20");
    }

    void referencePrices() {
        QFETCH(QString, gpuId);
        QFETCH(double, usdPerGpuHour);
        QFETCH(int, quotes);
        QFETCH(QString, earliest);
        QFETCH(QString, latest);
        auto c = catalog::loadBundledCatalog();
        QVERIFY2(c.ok(), c.ok() ? "" : c.error().message.c_str());
        const auto ref = c->prices.onDemandPerGpuHour(gpuId.toStdString());
        QVERIFY(ref.has_value());
        QVERIFY2(close(ref->usdPerGpuHour, usdPerGpuHour, kRel),
                 std::to_string(ref->usdPerGpuHour).c_str());
        QCOMPARE(ref->quotes, quotes);
        QCOMPARE(QString::fromStdString(ref->earliestDate), earliest);
        QCOMPARE(QString::fromStdString(ref->latestDate), latest);
    }

    void everyQuotedCatalogGpuHasAReferencePrice() {
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        QCOMPARE(int(c->gpus.size()), 28); // MI250 joined for the LLM-Inference-Bench runs
        for (const auto& g : c->gpus) {
            const bool quoted = kNoOnDemandQuote.count(g.id) == 0;
            QVERIFY2(c->prices.onDemandPerGpuHour(g.id).has_value() == quoted, g.id.c_str());
            // Every GPU has a dated, sourced price of some kind, or the catalog says why none
            // is published.
            const bool anyDated = std::any_of(
                c->prices.quotes.begin(), c->prices.quotes.end(), [&](const model::PriceQuote& q) {
                    return q.gpuId == g.id && !q.observedDate.empty() && !q.source.empty();
                });
            const auto why = g.provenance.find("price");
            QVERIFY2(anyDated || (why != g.provenance.end() && !why->second.note.empty()),
                     g.id.c_str());
            if (!quoted)
                QVERIFY2(why != g.provenance.end(), g.id.c_str());
        }
        QVERIFY(catalog::pricesWithUnknownGpus(c->prices, *c).empty());
    }

    void oneVotePerProvider() {
        // Provider A lists five instance sizes at $1/GPU-hour, B and C one offer each at $3
        // and $4. The median of the seven quotes would be $1 (A outvotes the others); one vote
        // per provider gives the median of {1, 3, 4} = $3, with the spread $1-$4.
        model::PriceBook book;
        auto quote = [&](const char* provider, double usd) {
            model::PriceQuote q;
            q.id = "PRC-X";
            q.gpuId = "h100-sxm";
            q.provider = provider;
            q.perGpuHourUsd = usd;
            q.observedDate = "2026-10-01";
            book.quotes.push_back(q);
        };
        for (int i = 0; i < 5; ++i)
            quote("A", 1.0);
        quote("B", 3.0);
        quote("C", 4.0);
        auto r = book.onDemandPerGpuHour("h100-sxm");
        QVERIFY(r.has_value());
        QCOMPARE(r->usdPerGpuHour, 3.0);
        QCOMPARE(r->quotes, 7);
        QCOMPARE(r->providers, 3);
        QCOMPARE(r->lowUsd, 1.0);
        QCOMPARE(r->highUsd, 4.0);
        // Without C: the mean of the two providers' medians, (1 + 3) / 2.
        book.quotes.pop_back();
        QCOMPARE(book.onDemandPerGpuHour("h100-sxm")->usdPerGpuHour, 2.0);
    }

    void priceTiers() {
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        using model::PriceTier;
        auto at = [&](PriceTier t) { return c->prices.tierPrice("h100-sxm", t); };
        // H100 SXM by tier: hyperscalers AWS 6.88 (0001, 0002, ...), Azure 12.29 (0039), Google
        // 12.5644 (see referencePrices): 12.29. Specialist clouds RunPod Secure Cloud 3.49 (0075),
        // Nebius 3.85 (0076), Lambda 4.14 (0046/0051/0054/0057), CoreWeave 6.155 (0064): (3.85
        // + 4.14) / 2 = 3.995. Marketplace: RunPod Community Cloud 2.69 (0074) alone.
        QVERIFY(close(at(PriceTier::Hyperscaler)->usdPerGpuHour, 12.29, kRel));
        QCOMPARE(at(PriceTier::Hyperscaler)->providers, 3);
        QVERIFY(close(at(PriceTier::Specialist)->usdPerGpuHour, 3.995, kRel));
        QCOMPARE(at(PriceTier::Specialist)->quotes, 7);
        QVERIFY(close(at(PriceTier::Marketplace)->usdPerGpuHour, 2.69, kRel));
        QVERIFY(at(PriceTier::Marketplace)->marketplaceOnly);
        QVERIFY(QString::fromStdString(at(PriceTier::Hyperscaler)->basis.english())
                    .contains(QStringLiteral("hyperscaler on-demand quotes")));
        // No quote in the tier: unpriced.
        QVERIFY(!c->prices.tierPrice("h100-nvl", PriceTier::Hyperscaler).has_value());
        // Names round-trip; a bad one is named with what is accepted.
        for (int t = 0; t < model::kPriceTierCount; ++t) {
            const auto tier = static_cast<PriceTier>(t);
            QCOMPARE(*model::parsePriceTier(model::priceTierName(tier), "f"), tier);
        }
        const auto bad = model::parsePriceTier("cheap", "cost.price_tier");
        QVERIFY(!bad.ok());
        QVERIFY(
            QString::fromStdString(bad.error().message)
                .startsWith(QStringLiteral(
                    "cost.price_tier: unknown price tier 'cheap'; accepted: all, hyperscaler")));
    }

    void basisNamesProvidersAndDates() {
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        // Providers once each, in the order of their cheapest quote (see referencePrices),
        // and the spread of the quotes.
        QCOMPARE(QString::fromStdString(c->prices.onDemandPerGpuHour("h100-sxm")->basis.english()),
                 QStringLiteral("median of 7 providers' medians (19 on-demand quotes from "
                                "RunPod, Nebius, Lambda, CoreWeave, AWS EC2, Google Cloud, "
                                "Azure, $2.69-$15.83); observed 2025-03-06..2026-11-09"));
        // One provider's instance sizes and regions: their median, with the spread.
        QCOMPARE(QString::fromStdString(c->prices.onDemandPerGpuHour("t4")->basis.english()),
                 QStringLiteral("median of 10 on-demand quotes from AWS EC2, $0.53-$1.32; "
                                "observed 2026-01-21..2026-08-26"));
        QCOMPARE(QString::fromStdString(c->prices.onDemandPerGpuHour("gb200")->basis.english()),
                 QStringLiteral("one on-demand quote: CoreWeave NVIDIA GB200 NVL72; observed "
                                "2026-09-20"));
    }

    void thinEvidenceIsNamed() {
        // From the bundled book, judged on 2026-11-26:
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        const auto prices = catalog::referencePrices(*c);
        auto gaps = [&](const char* gpu, const char* today) {
            return model::englishTexts(model::priceEvidenceGaps(prices.at(gpu), today));
        };
        // H100 SXM: 7 providers, newest quote 2026-11-09: well evidenced.
        QCOMPARE(prices.at("h100-sxm").providers, 7);
        QVERIFY(gaps("h100-sxm", "2026-11-26").empty());
        // H100 NVL: one RunPod Community Cloud offer (the example's old recommendation).
        QCOMPARE(gaps("h100-nvl", "2026-11-26"),
                 (std::vector<std::string>{"one provider", "marketplace quotes only"}));
        // RTX 6000 Ada: one DigitalOcean price, last seen 2025-04-22: 19 months old.
        QCOMPARE(gaps("rtx-6000-ada", "2026-11-26"),
                 (std::vector<std::string>{"one provider", "newest quote 19 months old"}));
        // Six months is still current; seven is not.
        QVERIFY(gaps("rtx-6000-ada", "2025-10-30").size() == 1);
        QVERIFY(gaps("rtx-6000-ada", "2025-11-01").size() == 2);
        // Two providers (Lambda, RunPod Community and Secure) are thin but not marketplace-only.
        QCOMPARE(gaps("h100-pcie", "2026-11-26"), (std::vector<std::string>{"2 providers"}));
        // The scenario's own price is the user's quote: not second-guessed.
        QVERIFY(
            model::priceEvidenceGaps({2.0, {"scenario cost.gpu_hour_usd", {}}, ""}, "2030-01-01")
                .empty());
        // Dates of any precision.
        QCOMPARE(model::monthsBetween("2025", "2026-06-15"), std::optional<int>(12));
        QCOMPARE(model::monthsBetween("2026-01-21", "2026-11-26"), std::optional<int>(10));
        QVERIFY(!model::monthsBetween("Jan 2026", "2026-11-26"));
    }

    void findSortsCheapestFirst_data() {
        QTest::addColumn<QString>("gpuId");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QStringList>("ids");
        // CoreWeave 19.71 / 8 = 2.4638, then GCP Spot 31.759 / 8 = 3.9699 (europe-west4),
        // 35.3957 / 8 = 4.4245 (us-central1, March 2025) and 6.571 (a3-highgpu-1g).
        QTest::newRow("h100 spot")
            << QStringLiteral("h100-sxm") << QStringLiteral("spot")
            << QStringList{QStringLiteral("PRC-0065"), QStringLiteral("PRC-0413"),
                           QStringLiteral("PRC-0412"), QStringLiteral("PRC-0077")};
        // 30 000 USD per GPU before 310 000 / 8 = 38 750.
        QTest::newRow("h100 purchase")
            << QStringLiteral("h100-sxm") << QStringLiteral("purchase")
            << QStringList{QStringLiteral("PRC-0112"), QStringLiteral("PRC-0102")};
        QTest::newRow("h100 historical")
            << QStringLiteral("h100-sxm") << QStringLiteral("on-demand-historical")
            << QStringList{QStringLiteral("PRC-0035")};
        QTest::newRow("h100 capacity block")
            << QStringLiteral("h100-sxm") << QStringLiteral("capacity-block")
            << QStringList{QStringLiteral("PRC-0036")};
        // Google's 3-year committed-use price alone (38.864 / 8 = 4.858 USD per GPU-hour).
        QTest::newRow("h100 reserved 3y")
            << QStringLiteral("h100-sxm") << QStringLiteral("reserved-3y")
            << QStringList{QStringLiteral("PRC-0410")};
        QTest::newRow("no quote") << QStringLiteral("mi325x") << QStringLiteral("on-demand")
                                  << QStringList{};
    }

    void findSortsCheapestFirst() {
        QFETCH(QString, gpuId);
        QFETCH(QString, kind);
        QFETCH(QStringList, ids);
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        auto k = model::parsePriceKind(kind.toStdString(), "kind");
        QVERIFY(k.ok());
        QStringList got;
        for (const model::PriceQuote* q : c->prices.find(gpuId.toStdString(), *k))
            got << QString::fromStdString(q->id);
        QCOMPARE(got, ids);
    }

    void purchasePricesArePerGpu_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("usdPerGpu");
        QTest::newRow("Gaudi 3 kit") << QStringLiteral("PRC-0094") << 125000.0 / 8; // 15 625
        QTest::newRow("DGX A100") << QStringLiteral("PRC-0097") << 199000.0 / 8;    // 24 875
        QTest::newRow("H100 node") << QStringLiteral("PRC-0102") << 310000.0 / 8;   // 38 750
        QTest::newRow("B200 MSRP") << QStringLiteral("PRC-0110") << 40000.0;
    }

    void purchasePricesArePerGpu() {
        QFETCH(QString, id);
        QFETCH(double, usdPerGpu);
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        const model::PriceQuote* found = nullptr;
        for (const auto& q : c->prices.quotes)
            if (q.id == id.toStdString())
                found = &q;
        QVERIFY(found);
        QCOMPARE(found->kind, PriceKind::Purchase);
        QCOMPARE(QString::fromStdString(found->unit), QStringLiteral("USD/GPU"));
        QVERIFY(close(found->usd, usdPerGpu, kRel));
        QCOMPARE(found->perGpuHourUsd, 0.0);
    }

    void bundledBookKinds() {
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        // 123 reference rows - 11 TCO assumptions - 21 left out by tools/derive_prices_csv.py,
        // + 141 quotes of tools/prices_added.csv (4 MI300X, 103 AWS regional, 34 others).
        QCOMPARE(int(c->prices.quotes.size()), 232);
        std::map<PriceKind, int> kinds;
        for (const auto& q : c->prices.quotes)
            ++kinds[q.kind];
        QCOMPARE(kinds[PriceKind::OnDemand], 139);
        // The AWS scrape's reserved price is the 1-year Standard, No Upfront term (14 from the
        // reference, 49 regional); Google's committed-use prices state their term.
        QCOMPARE(kinds[PriceKind::Reserved1y], 66);
        QCOMPARE(kinds[PriceKind::Reserved3y], 3);
        QCOMPARE(kinds[PriceKind::Reserved], 3); // Hyperstack: term not stated
        QCOMPARE(kinds[PriceKind::Spot], 11);
        QCOMPARE(kinds[PriceKind::CapacityBlock], 3);
        QCOMPARE(kinds[PriceKind::Purchase], 6);
        QCOMPARE(kinds[PriceKind::OnDemandHistorical], 1);
    }

    void medianRule_data() {
        QTest::addColumn<QList<double>>("perGpuHour");
        QTest::addColumn<double>("median");
        QTest::newRow("one") << QList<double>{5.0} << 5.0;
        QTest::newRow("two: mean of both") << QList<double>{10.0, 1.0} << 5.5;
        QTest::newRow("odd: middle") << QList<double>{100.0, 1.0, 3.0} << 3.0;
        QTest::newRow("even: middle two") << QList<double>{1.0, 2.0, 3.0, 100.0} << 2.5;
    }

    void medianRule() {
        QFETCH(QList<double>, perGpuHour);
        QFETCH(double, median);
        model::PriceBook book;
        auto add = [&](const std::string& gpu, PriceKind kind, double usd, const char* date) {
            model::PriceQuote q;
            q.gpuId = gpu;
            q.kind = kind;
            q.provider = "P";
            q.usd = usd;
            q.perGpuHourUsd = usd;
            q.observedDate = date;
            book.quotes.push_back(q);
        };
        for (double p : perGpuHour)
            add("x", PriceKind::OnDemand, p, "2026-01");
        // None of these may move the reference price of "x".
        add("x", PriceKind::OnDemandHistorical, 1000.0, "2023");
        add("x", PriceKind::Spot, 0.01, "2026-02");
        add("x", PriceKind::Reserved, 0.02, "2026-02");
        add("y", PriceKind::OnDemand, 0.03, "2026-02");
        const auto ref = book.onDemandPerGpuHour("x");
        QVERIFY(ref.has_value());
        QVERIFY(close(ref->usdPerGpuHour, median, kRel));
        QCOMPARE(ref->quotes, int(perGpuHour.size()));
        QCOMPARE(QString::fromStdString(ref->latestDate), QStringLiteral("2026-01"));
        QVERIFY(!book.onDemandPerGpuHour("z").has_value());
    }

    void priceKindNames() {
        for (PriceKind k :
             {PriceKind::OnDemand, PriceKind::Reserved, PriceKind::Spot, PriceKind::CapacityBlock,
              PriceKind::Purchase, PriceKind::OnDemandHistorical, PriceKind::Reserved1y,
              PriceKind::Reserved3y}) {
            auto parsed = model::parsePriceKind(model::priceKindName(k), "kind");
            QVERIFY(parsed.ok());
            QCOMPARE(*parsed, k);
        }
        QVERIFY(model::parsePriceKind("Capacity-Block", "kind").ok());
        auto bad = model::parsePriceKind("hourly", "kind");
        QVERIFY(!bad.ok());
        QCOMPARE(QString::fromStdString(bad.error().message),
                 QStringLiteral("kind: unknown price kind 'hourly'; accepted: on-demand, "
                                "reserved, spot, capacity-block, purchase, on-demand-historical, "
                                "reserved-1y, reserved-3y"));
    }

    void readsAGoodFile() {
        const std::string text =
            std::string(kHeader) +
            "PRC-0074,h100-sxm,on-demand,RunPod,\"H100 SXM, Community Cloud\",,1,2.69,"
            "USD/GPU-hour,2.69,2026-09-25,medium,https://example.com/runpod,\n"
            "PRC-0094,gaudi3,purchase,Intel,Gaudi 3 kit,,8,15625,USD/GPU,,2024,medium,"
            "https://example.com/gaudi,\"125000 USD per kit / 8\"\n";
        auto book = catalog::parsePrices(text);
        QVERIFY2(book.ok(), book.ok() ? "" : book.error().message.c_str());
        QCOMPARE(int(book->quotes.size()), 2);
        const model::PriceQuote& hourly = book->quotes[0];
        QCOMPARE(QString::fromStdString(hourly.product),
                 QStringLiteral("H100 SXM, Community Cloud"));
        QVERIFY(hourly.region.empty());
        QCOMPARE(hourly.gpuCount, 1);
        QCOMPARE(hourly.perGpuHourUsd, 2.69);
        const model::PriceQuote& purchase = book->quotes[1];
        QCOMPARE(purchase.kind, PriceKind::Purchase);
        QCOMPARE(purchase.usd, 15625.0);
        QCOMPARE(purchase.perGpuHourUsd, 0.0);
        QCOMPARE(QString::fromStdString(purchase.observedDate), QStringLiteral("2024"));
        QCOMPARE(QString::fromStdString(purchase.note), QStringLiteral("125000 USD per kit / 8"));
    }

    void rejectsBadFiles_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QStringList>("absent");
        QTest::newRow("wrong header")
            << QByteArray("id,gpu_id,kind,provider,product,region,gpu_count,price,unit,"
                          "per_gpu_hour_usd,observed_date,confidence,source,note\n")
            << QStringList{QStringLiteral("prices.csv: line 1: header must be exactly 'id,gpu_id,"),
                           QStringLiteral("got 'id,gpu_id,kind,provider,product,region,gpu_count,"
                                          "price,")}
            << QStringList{};
        QTest::newRow("empty file")
            << QByteArray() << QStringList{QStringLiteral("header must be exactly")}
            << QStringList{};
        QTest::newRow("negative price")
            << csv(rowWith({{"usd", "-55.04"}}))
            << QStringList{QStringLiteral("line 2: usd '-55.04' is negative")} << QStringList{};
        QTest::newRow("zero price")
            << csv(rowWith({{"usd", "0"}}))
            << QStringList{QStringLiteral("line 2: usd '0' is zero")} << QStringList{};
        QTest::newRow("non-numeric price")
            << csv(rowWith({{"usd", "about 55"}}))
            << QStringList{QStringLiteral("line 2: usd 'about 55' is not a number")}
            << QStringList{};
        QTest::newRow("unknown kind")
            << csv(rowWith({{"kind", "hourly"}}))
            << QStringList{QStringLiteral("line 2: kind: unknown price kind 'hourly'")}
            << QStringList{};
        QTest::newRow("empty gpu_id")
            << csv(rowWith({{"gpu_id", ""}}))
            << QStringList{QStringLiteral("line 2: gpu_id is empty")} << QStringList{};
        QTest::newRow("free-text date")
            << csv(rowWith({{"observed_date", "late 2024"}}))
            << QStringList{QStringLiteral("line 2: observed_date 'late 2024' is not an ISO date")}
            << QStringList{};
        QTest::newRow("impossible date")
            << csv(rowWith({{"observed_date", "2026-02-30"}}))
            << QStringList{QStringLiteral("observed_date '2026-02-30' is not an ISO date")}
            << QStringList{};
        // 55.04 / 8 = 6.88, not 7.5.
        QTest::newRow("per-GPU price disagrees")
            << csv(rowWith({{"per_gpu_hour_usd", "7.5"}}))
            << QStringList{QStringLiteral("line 2: per_gpu_hour_usd '7.5' disagrees with usd / "
                                          "gpu_count = 6.88")}
            << QStringList{};
        QTest::newRow("unknown unit")
            << csv(rowWith({{"unit", "EUR/hour"}}))
            << QStringList{QStringLiteral("line 2: unit 'EUR/hour' is not an hourly unit")}
            << QStringList{};
        QTest::newRow("purchase with an hourly price")
            << csv("PRC-0112,h100-sxm,purchase,index,H100 SXM,,1,30000,USD/GPU,6.88,2026-03-01,"
                   "low,https://example.com,\n")
            << QStringList{QStringLiteral("line 2: per_gpu_hour_usd '6.88' must be empty")}
            << QStringList{};
        QTest::newRow("no GPUs") << csv(rowWith({{"gpu_count", "0"}}))
                                 << QStringList{QStringLiteral("line 2: gpu_count '0' is not a "
                                                               "whole number in 1 to 100000")}
                                 << QStringList{};
        QTest::newRow("unknown confidence")
            << csv(rowWith({{"confidence", "sure"}}))
            << QStringList{QStringLiteral("line 2: confidence 'sure' is unknown")} << QStringList{};
        QTest::newRow("duplicate id")
            << csv(std::string(kGoodRow) + kGoodRow)
            << QStringList{QStringLiteral("line 3: id 'PRC-0001' is a duplicate")}
            << QStringList{QStringLiteral("line 2")};
        QTest::newRow("short row")
            << csv("PRC-0001,h100-sxm,on-demand\n")
            << QStringList{QStringLiteral("line 2: 3 fields, header has 14")} << QStringList{};
        QTest::newRow("two bad rows")
            << csv(rowWith({{"usd", "-1"}}) + rowWith({{"id", "PRC-0002"}}) +
                   rowWith({{"id", "PRC-0003"}, {"kind", "hourly"}}))
            << QStringList{QStringLiteral("line 2: usd '-1' is negative"),
                           QStringLiteral("line 4: kind: unknown price kind 'hourly'")}
            << QStringList{QStringLiteral("line 3")};
    }

    void rejectsBadFiles() {
        QFETCH(QByteArray, text);
        QFETCH(QStringList, expected);
        QFETCH(QStringList, absent);
        auto book = catalog::parsePrices(text.toStdString());
        QVERIFY(!book.ok()); // nothing is imported from a file with a bad row
        const QString message = QString::fromStdString(book.error().message);
        QVERIFY2(message.startsWith(QStringLiteral("prices.csv: ")), qPrintable(message));
        for (const QString& e : expected)
            QVERIFY2(message.contains(e), qPrintable(message));
        for (const QString& a : absent)
            QVERIFY2(!message.contains(a), qPrintable(message));
    }

    void reportsPricesOfUnknownGpus() {
        auto c = catalog::loadBundledCatalog();
        QVERIFY(c.ok());
        auto book = catalog::parsePrices(
            csv(std::string(kGoodRow) + rowWith({{"id", "PRC-0031"}, {"gpu_id", "v100-16gb"}}))
                .toStdString());
        QVERIFY2(book.ok(), book.ok() ? "" : book.error().message.c_str());
        const std::vector<std::string> problems = catalog::pricesWithUnknownGpus(*book, *c);
        QCOMPARE(int(problems.size()), 1);
        QCOMPARE(QString::fromStdString(problems[0]),
                 QStringLiteral("price PRC-0031: gpu_id 'v100-16gb' is not a catalog GPU"));
    }
};

} // namespace tst_Prices_suite

QTEST_APPLESS_MAIN(tst_Prices_suite::TestPrices)
#include "tst_Prices.moc"
