#include "TcoChartSupport.h"

#include <QCoreApplication>

#include "views/QuantityFormat.h"

#include <QCategoryAxis>
#include <QLocale>
#include <QObject>

#include <array>
#include <cmath>

namespace rightsizer::views {
namespace {

/// Removes every category, leaving an axis ready for new ticks.
void clearCategories(QCategoryAxis* axis) {
    const QStringList labels = axis->categoriesLabels();
    for (const QString& label : labels)
        axis->remove(label);
}

/// A step of 1, 2, 2.5 or 5 x 10^k that splits `span` into at most `ticks` intervals.
double niceStep(double span, int ticks) {
    const double raw = span / ticks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (m * magnitude >= raw)
            return m * magnitude;
    return 10 * magnitude;
}

/// Decimals that show `value` exactly (up to 3).
int decimalsOf(double value) {
    int decimals = 0;
    while (decimals < 3) {
        const double scaled = value * std::pow(10.0, decimals);
        if (std::abs(scaled - std::round(scaled)) < 1e-6 * std::max(1.0, std::abs(scaled)))
            break;
        ++decimals;
    }
    return decimals;
}

/// A tick label in the unit (M, k or $) of the axis's largest amount, with the decimals its
/// step needs.
QString tickLabel(double usd, double step, double largest) {
    if (std::abs(usd) < step * 1e-9)
        return QStringLiteral("$0"); // not "-$0.00M" from rounding
    const double unit = largest >= 1e6 ? 1e6 : largest >= 1e4 ? 1e3 : 1.0;
    const QString suffix = unit == 1e6   ? QStringLiteral("M")
                           : unit == 1e3 ? QStringLiteral("k")
                                         : QString();
    return money(usd / unit, decimalsOf(step / unit)) + suffix;
}

} // namespace

QString tcoOptionText(model::TcoOption option) {
    return tcoWord(model::tcoOptionName(option));
}

QString tcoOptionLabel(const model::TcoOptionResult& option) {
    QString label = tcoOptionText(option.option);
    const bool owned =
        option.option == model::TcoOption::OnPrem || option.option == model::TcoOption::Hybrid;
    // A hybrid whose best base is no node at all is on-demand cloud under another name.
    if (owned && option.available)
        label += option.nodes == 0   ? QObject::tr(" (no on-prem base)")
                 : option.nodes == 1 ? QObject::tr(" (1 node)")
                                     : QObject::tr(" (%1 nodes)").arg(option.nodes);
    return label;
}

QColor tcoOptionColor(model::TcoOption option) {
    // Cloud options in blues and greens, owned hardware in warm colours.
    static constexpr std::array<QRgb, model::kTcoOptionCount> kColors{0x4e79a7, 0x76b7b2, 0x59a14f,
                                                                      0xb07aa1, 0xe15759, 0xf28e2b};
    return QColor::fromRgb(kColors[size_t(option)]);
}

const model::TcoParameterInfo* tcoParameterInfo(std::string_view key) {
    for (const model::TcoParameterInfo& info : model::tcoParameterTable())
        if (info.key == key)
            return &info;
    return nullptr;
}

QString tcoUnitFor(const model::TcoParameterInfo& info, double shown) {
    const std::string unit(info.unit);
    if (shown == 1.0) {
        // The count units of the table; the others ("USD/GPU-h", "%") have no plural.
        static const std::pair<const char*, const char*> kSingular[] = {
            {"replicas", QT_TRANSLATE_NOOP("TcoWords", "replica")},
            {"years", QT_TRANSLATE_NOOP("TcoWords", "year")},
            {"GPUs", QT_TRANSLATE_NOOP("TcoWords", "GPU")},
            {"runs/month", QT_TRANSLATE_NOOP("TcoWords", "run/month")}};
        for (const auto& [many, one] : kSingular)
            if (unit == many)
                return QCoreApplication::translate("TcoWords", one);
    }
    return tcoWord(info.unit);
}

QString tcoWord(std::string_view english) {
    return QCoreApplication::translate("TcoWords", std::string(english).c_str());
}

QString tcoShownNumber(double shown) {
    if (std::isnan(shown))
        return QObject::tr("n/a");
    const double a = std::abs(shown);
    const int decimals = a == std::round(a) || a >= 100 ? 0
                         : a >= 10                      ? 1
                         : a >= 1                       ? 2
                         : a >= 0.01                    ? 3
                                                        : 6;
    QString text = QuantityFormat().number(shown, decimals);
    if (decimals > 0) {
        const QString point = QLocale().decimalPoint();
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

QString shortMoney(double usd) {
    const double a = std::abs(usd);
    if (a >= 1e6)
        return money(usd / 1e6, a >= 1e8 ? 0 : 2) + QStringLiteral("M");
    if (a >= 1e4)
        return money(usd / 1e3, 0) + QStringLiteral("k");
    return money(usd, a >= 10 ? 0 : a >= 0.1 ? 2 : 3);
}

void setMoneyTicks(QCategoryAxis* axis, double lowUsd, double highUsd, double originUsd,
                   int intervals) {
    clearCategories(axis);
    if (!(highUsd > lowUsd)) {
        const double pad = std::max(1.0, std::abs(highUsd) * 0.1);
        lowUsd -= pad;
        highUsd += pad;
    }
    const double step = niceStep(highUsd - lowUsd, intervals);
    const double first = std::floor(lowUsd / step) * step;
    const double last = std::ceil(highUsd / step) * step;
    const double largest = std::max(std::abs(first), std::abs(last));
    axis->setStartValue(first - step - originUsd);
    const int ticks = int(std::lround((last - first) / step));
    for (int i = 0; i <= ticks; ++i) {
        const double usd = first + i * step;
        axis->append(tickLabel(usd, step, largest), usd - originUsd);
    }
    axis->setRange(first - originUsd, last - originUsd);
}

void setMonthTicks(QCategoryAxis* axis, int horizonMonths, double offset, int maxLabels) {
    clearCategories(axis);
    static constexpr std::array<int, 7> kSteps{1, 2, 3, 6, 12, 24, 48};
    int step = kSteps.back();
    for (int s : kSteps)
        if ((horizonMonths - 1) / s + 1 <= maxLabels) {
            step = s;
            break;
        }
    // Each label gets a category `step` months wide to draw in (a narrower one elides it).
    axis->setStartValue(1 + offset - step);
    for (int m = 1; m <= horizonMonths; m += step)
        axis->append(QString::number(m), m + offset);
    axis->setRange(0.5 + offset, horizonMonths + 0.5 + offset);
}

} // namespace rightsizer::views
