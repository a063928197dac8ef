#pragma once

#include <QLocale>
#include <QString>

namespace rightsizer::views {

/// Locale-aware formatting of engine quantities with their units. Memory is shown in GiB
/// (what runtimes report), times in the unit that keeps 3 significant digits.
class QuantityFormat {
public:
    explicit QuantityFormat(QLocale locale = QLocale());

    QString bytes(double bytes) const;                         ///< "12.3 GiB", "512 MiB"
    QString seconds(double seconds) const;                     ///< "41.2 ms", "1.23 s", "850 µs"
    QString rate(double perSecond, const QString& unit) const; ///< "12,345 tokens/s"
    QString count(double value) const;                         ///< "70.6 B", "8.03 B", "304 M"
    QString percent(double fraction) const;                    ///< "43.1 %"
    QString number(double value, int decimals) const;

private:
    QLocale m_locale;
};

/// US dollars in the locale's separators, like the numbers beside them: "$1,234,567" and
/// "$0.694" in English (and in the C locale), "$1.234.567" and "$0,694" in German.
QString money(double usd, int decimals);
/// Totals in a narrow column: "$1.23 M", "$456 k", "$789".
QString compactMoney(double usd);
/// A whole count and its noun, singular for one: "1 GPU", "8 GPUs", "1 replica".
QString counted(long long n, const QString& one, const QString& many);
/// The same with the usual nouns: plural(n, "GPU") adds an "s".
QString counted(long long n, const QString& noun);

} // namespace rightsizer::views
