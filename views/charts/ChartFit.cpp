#include "ChartFit.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QGuiApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QLogValueAxis>
#include <QPointer>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace rightsizer::views {
namespace {

/// Below this width or height a chart's labels use a smaller font.
constexpr int kSmallChartWidth = 420;
constexpr int kSmallChartHeight = 260;
constexpr double kSmallFontScale = 0.85;
/// Room a label needs beyond its text: between two horizontal labels, above a vertical one.
constexpr double kHorizontalGapPx = 14;
constexpr double kVerticalGapPx = 6;
/// Labels this short are ticks or values: they never need two lines.
constexpr qsizetype kShortLabelChars = 8;
/// Room a chart title leaves on each side (Qt Charts elides a title that fills the width).
constexpr double kTitleSlackPx = 10;
/// Text in <small> in a chart title, relative to the title's font (Qt's rich text: about 0.8).
constexpr double kSmallTagScale = 0.84;
/// A shortened legend entry keeps at least this many characters.
constexpr int kLegendMinimumChars = 8;

/// The smallest of 1, 2, 2.5, 5 x 10^k at least `step`.
double niceStepAtLeast(double step) {
    if (!(step > 0) || !std::isfinite(step))
        return 1.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(step)));
    for (double f : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (f * magnitude >= step * (1 - 1e-9))
            return f * magnitude;
    return 10 * magnitude;
}

/// A value as QValueAxis prints it with `format` (printf style), near enough to measure.
QString formatted(const QString& format, double v) {
    if (format.isEmpty())
        return QString::number(v, 'g', 6);
    const QByteArray f = format.toLatin1();
    const char conversion = f.contains('%') ? f.back() : 'f';
    if (conversion == 'd' || conversion == 'i')
        return QString::asprintf(f.constData(), int(std::lround(v)));
    return QString::asprintf(f.constData(), v);
}

/// A line of a chart title in <small> (Qt's rich text sets it a size smaller).
bool isSmallLine(const QString& line) {
    return line.startsWith(QLatin1String("<small>")) && line.endsWith(QLatin1String("</small>"));
}

/// The width of the widest line of a chart title (HTML lines) in `font`.
double widestTitleLine(const QStringList& lines, const QFont& font) {
    QFont small = font;
    small.setPointSizeF(font.pointSizeF() * kSmallTagScale);
    double w = 0;
    for (const QString& line : lines)
        w = std::max(w,
                     QFontMetricsF(isSmallLine(line) ? small : font)
                         .horizontalAdvance(QTextDocumentFragment::fromHtml(line).toPlainText()));
    return w;
}

/// The title's lines broken between words to `width`: plain lines and lines all in <small>;
/// other markup stays as it is.
QStringList wrapTitle(const QStringList& lines, const QFont& font, double width) {
    QFont smallFont = font;
    smallFont.setPointSizeF(font.pointSizeF() * kSmallTagScale);
    QStringList out;
    for (const QString& line : lines) {
        const bool small = isSmallLine(line);
        QString text = line;
        if (small)
            text = text.mid(7, text.size() - 15); // inside <small>...</small>
        if (text.contains(QLatin1Char('<'))) {
            out << line;
            continue;
        }
        const QFontMetricsF fm(small ? smallFont : font);
        auto advance = [&fm](const QString& html) {
            return fm.horizontalAdvance(QTextDocumentFragment::fromHtml(html).toPlainText());
        };
        QStringList parts;
        QString current;
        for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const QString longer = current.isEmpty() ? word : current + QLatin1Char(' ') + word;
            if (!current.isEmpty() && advance(longer) > width) {
                parts << current;
                current = word;
            } else {
                current = longer;
            }
        }
        if (!current.isEmpty())
            parts << current;
        for (const QString& part : parts)
            out << (small ? QStringLiteral("<small>%1</small>").arg(part) : part);
    }
    return out;
}

class ChartFitter final : public QObject {
public:
    explicit ChartFitter(QChartView* view)
        : QObject(view)
        , m_view(view) {
        m_timer.setSingleShot(true);
        m_timer.setInterval(0);
        connect(&m_timer, &QTimer::timeout, this, [this] { refit(); });
        view->installEventFilter(this);
    }

    void schedule() { m_timer.start(); }

    /// The plot area settles after the chart's own layout: refit once it has moved by more
    /// than a few pixels since the last fit (not on every pixel, so fits cannot chase each
    /// other).
    void plotAreaChanged(const QRectF& plot) {
        if (std::abs(plot.width() - m_fitPlot.width()) > 4 ||
            std::abs(plot.height() - m_fitPlot.height()) > 4)
            schedule();
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == m_view &&
            (event->type() == QEvent::Resize || event->type() == QEvent::PaletteChange ||
             event->type() == QEvent::Show))
            schedule();
        return false;
    }

private:
    void refit() {
        QChart* chart = m_view ? m_view->chart() : nullptr;
        if (!chart || m_refitting)
            return;
        m_refitting = true;
        connect(chart, &QChart::plotAreaChanged, this, &ChartFitter::plotAreaChanged,
                Qt::UniqueConnection);
        const bool small =
            m_view->width() < kSmallChartWidth || m_view->height() < kSmallChartHeight;
        QFont font = QGuiApplication::font();
        if (small)
            font.setPointSizeF(font.pointSizeF() * kSmallFontScale);
        QRectF plot = chart->plotArea();
        m_fitPlot = plot;
        if (plot.width() < 20 || plot.height() < 20)
            plot = QRectF(0, 0, m_view->width() - 120, m_view->height() - 90);
        for (QAbstractAxis* axis : chart->axes()) {
            if (axis->labelsFont() != font)
                axis->setLabelsFont(font);
            const double length =
                axis->orientation() == Qt::Horizontal ? plot.width() : plot.height();
            // An axis title longer than its axis takes a size smaller than the labels.
            QFont title = axis->titleFont();
            title.setPointSizeF(font.pointSizeF());
            if (QFontMetricsF(title).horizontalAdvance(axis->titleText()) > length)
                title.setPointSizeF(font.pointSizeF() * kSmallFontScale);
            if (axis->titleFont() != title)
                axis->setTitleFont(title);
            if (auto* v = qobject_cast<QValueAxis*>(axis))
                fitValueAxis(v, length, font);
            else if (auto* l = qobject_cast<QLogValueAxis*>(axis))
                fitLogAxis(l, length, font);
            connect(axis, &QAbstractAxis::visibleChanged, this, &ChartFitter::schedule,
                    Qt::UniqueConnection);
            if (auto* v = qobject_cast<QValueAxis*>(axis))
                connect(v, &QValueAxis::rangeChanged, this, &ChartFitter::schedule,
                        Qt::UniqueConnection);
            if (auto* l = qobject_cast<QLogValueAxis*>(axis))
                connect(l, &QLogValueAxis::rangeChanged, this, &ChartFitter::schedule,
                        Qt::UniqueConnection);
        }
        fitLegend(chart, font);
        fitTitle(chart);
        m_refitting = false;
    }

    /// A title wider than the chart takes a smaller font, down to kSmallFontScale^2 of its own,
    /// then breaks between words (Qt Charts would elide it: "Monthly cost by comp…").
    void fitTitle(QChart* chart) {
        const QString shown = chart->title();
        if (shown.isEmpty())
            return;
        // The owner's title and font, unless what shows is ours.
        if (shown != chart->property("rsFitTitle").toString() ||
            !chart->property("rsBaseTitleFont").isValid()) {
            chart->setProperty("rsBaseTitle", shown);
            chart->setProperty("rsBaseTitleFont", chart->titleFont());
        }
        const QString base = chart->property("rsBaseTitle").toString();
        const QFont baseFont = chart->property("rsBaseTitleFont").value<QFont>();
        const QMarginsF margins = chart->margins();
        const double width = m_view->width() - margins.left() - margins.right() - 2 * kTitleSlackPx;
        const QStringList baseLines = base.split(QStringLiteral("<br>"));
        QStringList lines = baseLines;
        // A size or two smaller, then wrapped at words, then smaller again.
        QFont font = baseFont;
        for (double scale : {1.0, 0.92, kSmallFontScale}) {
            font.setPointSizeF(baseFont.pointSizeF() * scale);
            if (widestTitleLine(lines, font) <= width)
                break;
        }
        if (widestTitleLine(lines, font) > width) {
            lines = wrapTitle(baseLines, font, width);
            if (widestTitleLine(lines, font) > width) {
                font.setPointSizeF(baseFont.pointSizeF() * kSmallFontScale * kSmallFontScale);
                lines = wrapTitle(baseLines, font, width);
            }
        }
        const QString fitted = lines.join(QStringLiteral("<br>"));
        chart->setProperty("rsFitTitle", fitted);
        if (chart->titleFont() != font)
            chart->setTitleFont(font);
        if (chart->title() != fitted)
            chart->setTitle(fitted);
    }

    /// How many labels fit along `length` pixels, each as wide (or tall) as `widest`.
    static int labelsThatFit(const QAbstractAxis* axis, double length, const QFont& font,
                             const QStringList& samples) {
        const QFontMetricsF fm(font);
        double need = fm.height() + kVerticalGapPx;
        if (axis->orientation() == Qt::Horizontal) {
            need = 0;
            for (const QString& s : samples)
                need = std::max(need, fm.horizontalAdvance(s) + kHorizontalGapPx);
        }
        return std::max(2, int(length / std::max(1.0, need)) + 1);
    }

    void fitValueAxis(QValueAxis* axis, double length, const QFont& font) {
        const double lo = axis->min(), hi = axis->max();
        if (!(hi > lo))
            return;
        const QString format = axis->labelFormat();
        const int fit = labelsThatFit(
            axis, length, font,
            {formatted(format, lo), formatted(format, hi), formatted(format, (lo + hi) / 2)});
        const QVariant ours = axis->property("rsFitInterval");
        if (const QVariant count = axis->property("rsFixedCount"); count.isValid()) {
            // Converted by us from fixed ticks: round ticks, no more than the chart had.
            const int ticks = std::min(fit, count.toInt());
            const double interval = niceStepAtLeast((hi - lo) / double(std::max(1, ticks - 1)));
            axis->setProperty("rsFitInterval", interval);
            if (axis->tickInterval() != interval)
                axis->setTickInterval(interval);
            return;
        }
        if (axis->tickType() == QValueAxis::TicksDynamic) {
            // The chart's own interval (or the one it set since ours), times what makes it fit.
            double base = axis->tickInterval();
            if (ours.isValid() && ours.toDouble() == axis->tickInterval())
                base = axis->property("rsBaseInterval").toDouble();
            if (!(base > 0))
                return;
            axis->setProperty("rsBaseInterval", base);
            double interval = base;
            for (int k : {1, 2, 3, 4, 5, 6, 10, 12, 20, 24, 50, 100}) {
                interval = base * k;
                if ((hi - lo) / interval + 1 <= fit)
                    break;
            }
            if (!ours.isValid() && interval == base)
                return; // fits as the chart set it: leave it the chart's
            axis->setProperty("rsFitInterval", interval);
            if (axis->tickInterval() != interval)
                axis->setTickInterval(interval);
            return;
        }
        if (axis->tickCount() <= fit)
            return;
        // Too many fixed ticks for the labels: round ones, as many as fit.
        const double interval = niceStepAtLeast((hi - lo) / double(fit - 1));
        axis->setProperty("rsFixedCount", axis->tickCount());
        axis->setProperty("rsFitInterval", interval);
        axis->setTickAnchor(0);
        axis->setTickInterval(interval);
        axis->setTickType(QValueAxis::TicksDynamic);
    }

    void fitLogAxis(QLogValueAxis* axis, double length, const QFont& font) {
        const double lo = axis->min(), hi = axis->max();
        if (!(hi > lo) || !(lo > 0))
            return;
        const QVariant ours = axis->property("rsFitBase");
        double base = axis->base();
        if (ours.isValid() && ours.toDouble() == axis->base())
            base = axis->property("rsBaseBase").toDouble();
        if (!(base > 1))
            return;
        axis->setProperty("rsBaseBase", base);
        const QString format = axis->labelFormat();
        const int fit =
            labelsThatFit(axis, length, font, {formatted(format, lo), formatted(format, hi)});
        double chosen = base;
        for (int k = 1; k <= 6; ++k) {
            chosen = std::pow(base, k);
            const double labels = std::floor(std::log(hi) / std::log(chosen)) -
                                  std::ceil(std::log(lo) / std::log(chosen)) + 1;
            if (labels <= fit)
                break;
        }
        if (!ours.isValid() && chosen == base)
            return;
        axis->setProperty("rsFitBase", chosen);
        if (axis->base() != chosen)
            axis->setBase(chosen);
    }

    void fitLegend(QChart* chart, const QFont& font) {
        QLegend* legend = chart->legend();
        if (!legend->isVisible())
            return;
        legend->setShowToolTips(true);
        if (legend->font() != font)
            legend->setFont(font);
        if (!legend->property("rsHome").isValid())
            legend->setProperty("rsHome", int(legend->alignment()));
        const auto home = Qt::Alignment(legend->property("rsHome").toInt());
        if (home != Qt::AlignBottom && home != Qt::AlignRight)
            return;
        const QFontMetricsF fm(font);
        const double swatch = fm.height() + 12;
        double total = 0, widest = 0;
        for (QLegendMarker* m : legend->markers()) {
            if (!m->isVisible())
                continue;
            const double w = fm.horizontalAdvance(m->label()) + swatch + 8;
            total += w;
            widest = std::max(widest, w);
        }
        const double width = m_view->width() - 16;
        Qt::Alignment want = home;
        // To the right only where the plot keeps most of the width.
        if (home == Qt::AlignBottom && total > width && widest <= 0.3 * width)
            want = Qt::AlignRight;
        else if (home == Qt::AlignRight && widest > 0.4 * width && total <= width)
            want = Qt::AlignBottom;
        if (legend->alignment() != want)
            legend->setAlignment(want);
    }

    QPointer<QChartView> m_view;
    QTimer m_timer;
    QRectF m_fitPlot;
    bool m_refitting = false;
};

bool isElided(const QString& text) {
    return text.contains(QChar(0x2026)) || text.contains(QLatin1String("..."));
}

} // namespace

void fitChartToSize(QChartView* view) {
    if (view->property("rsChartFitter").toBool())
        return;
    view->setProperty("rsChartFitter", true);
    (new ChartFitter(view))->schedule();
}

bool chartTitleIsElided(const QChartView* view) {
    const QChart* chart = view->chart();
    if (!chart || !view->scene() || chart->title().isEmpty())
        return false;
    auto plain = [](QString t) {
        t.replace(QChar(0x2028), QLatin1Char('\n'))
            .replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
        return t;
    };
    const QString title = plain(QTextDocumentFragment::fromHtml(chart->title()).toPlainText());
    for (const QGraphicsItem* item : view->scene()->items()) {
        const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
        if (!text || !text->isVisible())
            continue;
        const QString t = plain(text->toPlainText());
        if (!isElided(t))
            continue;
        QString head = t;
        head.remove(QChar(0x2026)).remove(QLatin1String("..."));
        head = head.trimmed();
        if (!head.isEmpty() && title.startsWith(head))
            return true;
    }
    return false;
}

bool chartHasElidedLabels(const QChartView* view, QString* which) {
    const QChart* chart = view->chart();
    if (!chart || !view->scene())
        return false;
    const QString title = QTextDocumentFragment::fromHtml(chart->title()).toPlainText();
    for (const QGraphicsItem* item : view->scene()->items()) {
        const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
        if (!text || !text->isVisible())
            continue;
        const QString t = text->toPlainText();
        // A tick label broken over two lines ("102" over "4") is as unreadable as an elided one.
        const bool broken =
            t.size() <= kShortLabelChars &&
            text->boundingRect().height() > 1.6 * QFontMetricsF(text->font()).height();
        if (broken) {
            if (which)
                *which = t + QStringLiteral(" (broken over lines)");
            return true;
        }
        if (!isElided(t))
            continue;
        // The chart's title may be shortened; a tick or a legend entry may not.
        QString head = t;
        head.remove(QChar(0x2026)).remove(QLatin1String("..."));
        head = head.trimmed();
        if (!head.isEmpty() && title.startsWith(head))
            continue;
        const auto axes = chart->axes();
        if (!head.isEmpty() && std::any_of(axes.begin(), axes.end(), [&head](QAbstractAxis* a) {
                return a->titleText().startsWith(head);
            }))
            continue;
        // A legend entry may be shortened, with its full name in its tooltip, as long as it
        // still names its series (not a bare swatch, as at 1024 px before issue 20).
        if (chart->legend()->isVisible() &&
            chart->legend()->sceneBoundingRect().contains(item->sceneBoundingRect().center()) &&
            head.size() >= kLegendMinimumChars)
            continue;
        if (which)
            *which = t;
        return true;
    }
    return false;
}

} // namespace rightsizer::views
