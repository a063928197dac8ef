#include "QuantityFormat.h"

#include <cmath>

namespace rightsizer::views {
namespace {

int decimalsFor(double v) {
    const double a = std::abs(v);
    if (a >= 100)
        return 0;
    if (a >= 10)
        return 1;
    return 2;
}

} // namespace

QuantityFormat::QuantityFormat(QLocale locale)
    : m_locale(std::move(locale)) {}

QString QuantityFormat::number(double value, int decimals) const {
    return m_locale.toString(value, 'f', decimals);
}

QString QuantityFormat::bytes(double b) const {
    constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
    constexpr double kMiB = 1024.0 * 1024.0;
    if (std::abs(b) >= kGiB)
        return number(b / kGiB, decimalsFor(b / kGiB)) + QStringLiteral(" GiB");
    if (std::abs(b) >= kMiB)
        return number(b / kMiB, decimalsFor(b / kMiB)) + QStringLiteral(" MiB");
    return number(b, 0) + QStringLiteral(" B");
}

QString QuantityFormat::seconds(double s) const {
    if (std::abs(s) >= 1.0)
        return number(s, decimalsFor(s)) + QStringLiteral(" s");
    if (std::abs(s) >= 1e-3)
        return number(s * 1e3, decimalsFor(s * 1e3)) + QStringLiteral(" ms");
    return number(s * 1e6, decimalsFor(s * 1e6)) + QStringLiteral(" µs");
}

QString QuantityFormat::rate(double perSecond, const QString& unit) const {
    const int decimals = std::abs(perSecond) >= 100 ? 0 : decimalsFor(perSecond);
    return number(perSecond, decimals) + QLatin1Char(' ') + unit;
}

QString QuantityFormat::count(double v) const {
    if (std::abs(v) >= 1e9)
        return number(v / 1e9, decimalsFor(v / 1e9)) + QStringLiteral(" B");
    if (std::abs(v) >= 1e6)
        return number(v / 1e6, decimalsFor(v / 1e6)) + QStringLiteral(" M");
    return number(v, 0);
}

QString QuantityFormat::percent(double fraction) const {
    return number(fraction * 100.0, 1) + QStringLiteral(" %");
}

QString money(double usd, int decimals) {
    // The locale's separators, as every other number beside it; the C locale (the command
    // line's) has no grouping, so it writes US dollars as the US does.
    QLocale locale;
    if (locale.language() == QLocale::C)
        locale = QLocale(QLocale::English, QLocale::UnitedStates);
    return (usd < 0 ? QStringLiteral("-$") : QStringLiteral("$")) +
           locale.toString(std::abs(usd), 'f', decimals);
}

QString counted(long long n, const QString& one, const QString& many) {
    return QString::number(n) + QLatin1Char(' ') + (n == 1 ? one : many);
}

QString counted(long long n, const QString& noun) {
    return counted(n, noun, noun + QLatin1Char('s'));
}

QString compactMoney(double usd) {
    const double a = std::abs(usd);
    if (a >= 1e6)
        return money(usd / 1e6, 2) + QStringLiteral(" M");
    if (a >= 1e4)
        return money(usd / 1e3, 0) + QStringLiteral(" k");
    return money(usd, 0);
}

} // namespace rightsizer::views
