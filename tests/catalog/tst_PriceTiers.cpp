// Price tiers beyond the provider groups (1- and 3-year reservations, spot, the user's own
// quotes), regions, and the user's own quote ahead of public ones. Every figure below is worked
// by hand from the small price book built in each test.
#include "catalog/Catalog.h"
#include "catalog/Prices.h"
#include "model/Planner.h"
#include "model/Pricing.h"
#include "model/Tco.h"

#include <QtTest>

namespace tst_PriceTiers_suite {

using namespace rightsizer;
using model::PriceKind;
using model::PriceRegion;
using model::PriceTier;

namespace {

model::PriceQuote quote(const char* provider, PriceKind kind, const char* region, double usd,
                        const char* date = "2026-10-01") {
    model::PriceQuote q;
    q.id = std::string("PRC-") + provider;
    q.gpuId = "h100-sxm";
    q.kind = kind;
    q.provider = provider;
    q.product = "x";
    q.region = region;
    q.perGpuHourUsd = usd;
    q.usd = usd;
    q.unit = "USD/GPU-hour";
    q.observedDate = date;
    return q;
}

/// AWS on-demand in three regions ($4 us-east-1, $5 eu-west-1, $6 ap-northeast-1), Lambda with
/// no region ($3), CoreWeave in North America ($3.50); AWS 1-year reserved $2.50 (us-east-1),
/// Azure 3-year reserved $1.80 (eastus), Google spot $2.00 (us-central1).
model::PriceBook book() {
    model::PriceBook b;
    b.quotes = {quote("AWS EC2", PriceKind::OnDemand, "us-east-1", 4.0),
                quote("AWS EC2", PriceKind::OnDemand, "eu-west-1", 5.0),
                quote("AWS EC2", PriceKind::OnDemand, "ap-northeast-1", 6.0),
                quote("Lambda", PriceKind::OnDemand, "", 3.0),
                quote("CoreWeave", PriceKind::OnDemand, "North America", 3.5),
                quote("AWS EC2", PriceKind::Reserved1y, "us-east-1", 2.5),
                quote("Azure", PriceKind::Reserved3y, "eastus", 1.8),
                quote("Google Cloud", PriceKind::Spot, "us-central1", 2.0)};
    return b;
}

double at(const model::PriceBook& b, PriceTier tier, PriceRegion region = PriceRegion::Any) {
    const auto p = b.tierPrice("h100-sxm", tier, region);
    return p ? p->usdPerGpuHour : -1.0;
}

} // namespace

class TestPriceTiers : public QObject {
    Q_OBJECT

private slots:
    void regionsOfProviderCodes() {
        using model::priceRegionOf;
        QCOMPARE(priceRegionOf("us-east-1"), PriceRegion::UsEast); // AWS
        QCOMPARE(priceRegionOf("eastus2"), PriceRegion::UsEast);   // Azure
        QCOMPARE(priceRegionOf("us-east4"), PriceRegion::UsEast);  // Google
        QCOMPARE(priceRegionOf("us-central1"), PriceRegion::UsCentral);
        QCOMPARE(priceRegionOf("us-west-2"), PriceRegion::UsWest);
        QCOMPARE(priceRegionOf("westus3"), PriceRegion::UsWest);
        QCOMPARE(priceRegionOf("eu-west-1"), PriceRegion::EuWest);
        QCOMPARE(priceRegionOf("westeurope"), PriceRegion::EuWest);
        QCOMPARE(priceRegionOf("europe-west4"), PriceRegion::EuWest);
        QCOMPARE(priceRegionOf("eu-central-1"), PriceRegion::EuCentral);
        QCOMPARE(priceRegionOf("europe-west3"), PriceRegion::EuCentral); // Frankfurt
        QCOMPARE(priceRegionOf("ap-northeast-1"), PriceRegion::ApNortheast);
        QCOMPARE(priceRegionOf("asia-northeast1"), PriceRegion::ApNortheast);
        QCOMPARE(priceRegionOf("japaneast"), PriceRegion::ApNortheast);
        QCOMPARE(priceRegionOf("ap-southeast-2"), PriceRegion::ApSoutheast);
        QVERIFY(!priceRegionOf("North America").has_value());
        QVERIFY(!priceRegionOf("").has_value());
        QVERIFY(!priceRegionOf("sa-east-1").has_value());
        // No region stated: a provider-wide list price, paid anywhere; North America: the US.
        QVERIFY(model::quoteInRegion("", PriceRegion::EuWest));
        QVERIFY(model::quoteInRegion("North America", PriceRegion::UsWest));
        QVERIFY(!model::quoteInRegion("North America", PriceRegion::EuWest));
        QVERIFY(!model::quoteInRegion("sa-east-1", PriceRegion::UsEast));
        QVERIFY(model::quoteInRegion("sa-east-1", PriceRegion::Any));
    }

    void namesRoundTripAndBadOnesAreNamed() {
        for (PriceRegion r : model::kAllPriceRegions)
            QCOMPARE(*model::parsePriceRegion(model::priceRegionName(r), "f"), r);
        for (PriceTier t : model::kAllPriceTiers)
            QCOMPARE(*model::parsePriceTier(model::priceTierName(t), "f"), t);
        const auto badRegion = model::parsePriceRegion("mars", "cost.region");
        QVERIFY(!badRegion.ok());
        QCOMPARE(QString::fromStdString(badRegion.error().message),
                 QStringLiteral("cost.region: unknown price region 'mars'; accepted: any, "
                                "us-east, us-west, us-central, eu-west, eu-central, ap-northeast, "
                                "ap-southeast"));
        const auto badTier = model::parsePriceTier("cheap", "cost.price_tier");
        QCOMPARE(QString::fromStdString(badTier.error().message),
                 QStringLiteral("cost.price_tier: unknown price tier 'cheap'; accepted: all, "
                                "hyperscaler, specialist, marketplace, reserved-1y, reserved-3y, "
                                "spot, mine"));
        QCOMPARE(*model::parsePriceKind("reserved-3y", "kind"), PriceKind::Reserved3y);
    }

    void tiersAndRegions() {
        const model::PriceBook b = book();
        // Any region: AWS votes its median {4, 5, 6} = 5; with Lambda 3 and CoreWeave 3.5 the
        // median of {3, 3.5, 5} is 3.5.
        QCOMPARE(at(b, PriceTier::All), 3.5);
        // us-east: AWS 4, Lambda 3 (no region), CoreWeave 3.5 (North America): 3.5.
        QCOMPARE(at(b, PriceTier::All, PriceRegion::UsEast), 3.5);
        // eu-west: AWS 5 and Lambda 3; CoreWeave's North American price does not count:
        // (3 + 5) / 2 = 4.
        QCOMPARE(at(b, PriceTier::All, PriceRegion::EuWest), 4.0);
        // ap-northeast: AWS 6 and Lambda 3: 4.5.
        QCOMPARE(at(b, PriceTier::All, PriceRegion::ApNortheast), 4.5);
        QCOMPARE(at(b, PriceTier::Hyperscaler, PriceRegion::EuWest), 5.0);
        QCOMPARE(at(b, PriceTier::Specialist, PriceRegion::EuWest), 3.0);
        // The other terms: each from its own kind of quote, any provider.
        QCOMPARE(at(b, PriceTier::Reserved1y), 2.5);
        QCOMPARE(at(b, PriceTier::Reserved3y), 1.8);
        QCOMPARE(at(b, PriceTier::Spot), 2.0);
        QCOMPARE(at(b, PriceTier::Reserved3y, PriceRegion::EuWest), -1.0); // eastus only
        QCOMPARE(at(b, PriceTier::Mine), -1.0);                            // no own quote
        const auto eu = b.tierPrice("h100-sxm", PriceTier::All, PriceRegion::EuWest);
        QCOMPARE(QString::fromStdString(eu->basis.english()),
                 QStringLiteral("median of 2 providers' medians (2 on-demand eu-west quotes from "
                                "Lambda, AWS EC2, $3.00-$5.00); observed 2026-10-01"));
        QCOMPARE(
            QString::fromStdString(b.tierPrice("h100-sxm", PriceTier::Reserved1y)->basis.english()),
            QStringLiteral("one reserved-1y quote: AWS EC2 x; observed 2026-10-01"));
    }

    void ownQuoteWinsInItsKind() {
        model::PriceBook b = book();
        model::PriceQuote older = quote("my quote", PriceKind::OnDemand, "", 2.2, "2026-11-01");
        model::PriceQuote newer = quote("my quote", PriceKind::OnDemand, "", 2.4, "2026-11-20");
        older.own = newer.own = true;
        b.quotes.push_back(newer);
        b.quotes.push_back(older);
        // The newest own on-demand quote prices the GPU in every on-demand tier and region.
        QCOMPARE(at(b, PriceTier::All), 2.4);
        QCOMPARE(at(b, PriceTier::Hyperscaler, PriceRegion::EuWest), 2.4);
        QCOMPARE(at(b, PriceTier::Mine), 2.4);
        const auto mine = b.tierPrice("h100-sxm", PriceTier::All);
        QVERIFY(mine->own);
        QCOMPARE(QString::fromStdString(mine->basis.english()),
                 QStringLiteral("your quote: my quote x, observed 2026-11-20"));
        // Not a reservation: the 1-year tier keeps the public reserved price, and the public
        // median leaves own quotes out.
        QCOMPARE(at(b, PriceTier::Reserved1y), 2.5);
        QCOMPARE(b.median("h100-sxm", PriceKind::OnDemand)->usdPerGpuHour, 3.5);
        // An own 1-year quote wins in that tier.
        model::PriceQuote reserved = quote("my quote", PriceKind::Reserved1y, "", 1.9);
        reserved.own = true;
        b.quotes.push_back(reserved);
        QCOMPARE(at(b, PriceTier::Reserved1y), 1.9);

        // As the planner sees it: an own quote has no provider count (no thin-evidence flag).
        catalog::Catalog c;
        model::GpuSpec gpu;
        gpu.id = "h100-sxm";
        c.gpus.push_back(gpu);
        c.prices = b;
        const auto prices = catalog::referencePrices(c, PriceTier::Specialist);
        QCOMPARE(prices.at("h100-sxm").usdPerGpuHour, 2.4);
        QCOMPARE(prices.at("h100-sxm").providers, 0);
        QVERIFY(model::priceEvidenceGaps(prices.at("h100-sxm"), "2026-11-27").empty());
    }

    void ownTermQuotesPriceTheTco() {
        // The TCO's reserved and spot options, no provider named, on-demand $3.50:
        // 1-year: AWS quotes us-east-1 both ways ($2.50 reserved, $4.00 on-demand: 0.625), so
        //   3.50 x 0.625 = $2.1875, not the $2.50 quote itself (which is AWS's price level);
        // 3-year: Azure's $1.80 has no on-demand quote beside it: the tier's median, $1.80;
        // spot: Google's $2.00 likewise. Then the user's own 1-year quote, $1.90, wins.
        model::PriceBook b = book();
        model::GpuSpec gpu;
        gpu.id = "h100-sxm";
        gpu.name = "H100";
        const model::Scenario s;
        const model::HourlyPrice onDemand{3.5, {"catalog", {}}, "2026-10-01", 3};
        auto params = model::resolveTcoParameters(s, gpu, b, onDemand);
        QVERIFY(params.ok());
        QCOMPARE(params->reserved1yUsdPerGpuHour, 2.1875);
        QCOMPARE(QString::fromStdString(
                     params->sources.at("cloud.reserved_1y_usd_per_gpu_hour").english()),
                 QStringLiteral("derived: on-demand x 0.625, the median 1-year reserved/on-demand "
                                "ratio of this GPU's offers quoted both ways (AWS EC2)"));
        QCOMPARE(params->reserved3yUsdPerGpuHour, 1.8);
        QCOMPARE(params->spotUsdPerGpuHour, 2.0);
        model::PriceQuote reserved = quote("my quote", PriceKind::Reserved1y, "", 1.9);
        reserved.own = true;
        b.quotes.push_back(reserved);
        params = model::resolveTcoParameters(s, gpu, b, onDemand);
        QVERIFY(params.ok());
        QCOMPARE(params->reserved1yUsdPerGpuHour, 1.9);
        QVERIFY(QString::fromStdString(
                    params->sources.at("cloud.reserved_1y_usd_per_gpu_hour").english())
                    .contains(QStringLiteral("your quote")));
        // A named provider: its own quotes of each term (AWS has no 3-year or spot quote).
        model::Scenario aws;
        aws.tco.cloud.provider = "AWS";
        params = model::resolveTcoParameters(aws, gpu, book(), onDemand);
        QVERIFY(params.ok());
        QCOMPARE(params->onDemandUsdPerGpuHour, 5.0); // AWS's median of 4, 5, 6
        QCOMPARE(params->reserved1yUsdPerGpuHour, 2.5);
        QVERIFY(params->unavailable.count(model::TcoOption::Spot));
    }

    void termPricesCompareWithOnDemand() {
        // Reserved quotes from hyperscalers only sit above an on-demand median over every
        // provider: Google's $7.70 1-year against its $11.00 on-demand (0.7) and AWS's $2.50
        // against $4.00 (0.625). The two reserved quotes' median, (2.5 + 7.7) / 2 = $5.10, is
        // dearer than the $3.50 on-demand reference; the ratio's median, (0.625 + 0.7) / 2 =
        // 0.6625, gives 3.50 x 0.6625 = $2.31875, below it as a reservation is.
        model::PriceBook b = book();
        b.quotes.push_back(quote("Google Cloud", PriceKind::OnDemand, "us-central1", 11.0));
        b.quotes.push_back(quote("Google Cloud", PriceKind::Reserved1y, "us-central1", 7.7));
        QCOMPARE(at(b, PriceTier::Reserved1y), 5.1);
        const auto r = b.termToOnDemandRatio(PriceKind::Reserved1y, "h100-sxm");
        QVERIFY(r);
        QCOMPARE(r->offers, 2);
        QCOMPARE(r->ratio, 0.6625);
        QCOMPARE(QString::fromStdString(r->providers), QStringLiteral("AWS EC2, Google Cloud"));
        // No offer of another GPU, and none of a kind nobody quotes both ways.
        QVERIFY(!b.termToOnDemandRatio(PriceKind::Reserved1y, "b200"));
        QVERIFY(!b.termToOnDemandRatio(PriceKind::Reserved3y));
        model::GpuSpec gpu;
        gpu.id = "h100-sxm";
        gpu.name = "H100";
        const model::HourlyPrice onDemand{3.5, {"catalog", {}}, "2026-10-01", 3};
        const auto params = model::resolveTcoParameters(model::Scenario{}, gpu, b, onDemand);
        QVERIFY(params.ok());
        QCOMPARE(params->reserved1yUsdPerGpuHour, 3.5 * 0.6625);
        QVERIFY(params->reserved1yUsdPerGpuHour < params->onDemandUsdPerGpuHour);
    }

    void onDemandOptionWhenRankedByAnotherTerm() {
        // A plan ranked by 1-year prices hands the TCO its reserved price ($2.50 here); the
        // on-demand option is still every provider's on-demand median, $3.50 (tiersAndRegions).
        model::Scenario s;
        s.cost.priceTier = PriceTier::Reserved1y;
        model::GpuSpec gpu;
        gpu.id = "h100-sxm";
        gpu.name = "H100";
        const model::HourlyPrice reserved{2.5, {"one reserved-1y quote", {}}, "2026-10-01", 1};
        const auto params = model::resolveTcoParameters(s, gpu, book(), reserved);
        QVERIFY(params.ok());
        QCOMPARE(params->onDemandUsdPerGpuHour, 3.5);
        QCOMPARE(params->reserved1yUsdPerGpuHour, 3.5 * 0.625);
    }
};

} // namespace tst_PriceTiers_suite

QTEST_GUILESS_MAIN(tst_PriceTiers_suite::TestPriceTiers)
#include "tst_PriceTiers.moc"
