#include "ReportDocument.h"

#include "ReportSections.h"
#include "ReportText.h"
#include "ReportWording.h"
#include "views/Language.h"

#include <QAbstractTextDocumentLayout>
#include <QChartView>
#include <QDir>
#include <QFileInfo>
#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <QTextOption>

namespace rightsizer::views {
namespace {

// Page margins in millimetres: the header and footer sit inside the top and bottom ones.
constexpr double kMarginSideMm = 18;
constexpr double kMarginTopMm = 20;
constexpr double kMarginBottomMm = 20;
constexpr double kHeaderFooterMm = 10;

QFont reportFont(double pointSize) {
    QFont font;
    font.setFamilies(report::reportFontFamilies());
    font.setPointSizeF(pointSize);
    font.setLetterSpacing(QFont::AbsoluteSpacing, 0.05); // no ligatures (see ReportText)
    return font;
}

model::Error fileError(const QString& path, const QString& why) {
    return model::Error{"-o", QObject::tr("cannot write '%1': %2").arg(path, why).toStdString()};
}

} // namespace

ReportDocument::ReportDocument(ReportData data)
    : m_data(std::move(data)) {}

ReportDocument::~ReportDocument() {
    // The document refers to the chart handler: it goes first.
    m_doc.reset();
}

void ReportDocument::build(double dpi) {
    m_doc.reset();
    m_charts = std::make_unique<ReportChartObjects>();
    m_doc = std::make_unique<QTextDocument>();
    m_dpi = dpi;
    m_doc->setUndoRedoEnabled(false);
    m_doc->setDocumentMargin(0);
    m_doc->setDefaultFont(reportFont(9));
    QTextOption option = m_doc->defaultTextOption();
    option.setWrapMode(QTextOption::WordWrap);
    m_doc->setDefaultTextOption(option);
    m_doc->documentLayout()->registerHandler(ReportChartObjects::kObjectType, m_charts.get());

    ReportText out(m_doc.get(), dpi, m_charts.get());
    report::titlePage(out, m_data);
    report::executiveSummary(out, m_data);
    for (const ReportScenario& s : m_data.scenarios)
        report::scenarioSection(out, s);
    report::sideBySide(out, m_data);
    report::assumptions(out, m_data);
    report::uncertainty(out, m_data);
    report::glossary(out);
}

int ReportDocument::layOut(QPagedPaintDevice* device) {
    const ScopedLanguage language(m_data.options.language);
    QPageLayout layout(QPageSize(m_data.options.pageSize), QPageLayout::Portrait,
                       QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
    layout.setMode(QPageLayout::FullPageMode);
    device->setPageLayout(layout);
    const double dpi = device->logicalDpiY();
    const double mm = dpi / 25.4;
    m_page = QSizeF(device->width(), device->height());
    m_body = QRectF(kMarginSideMm * mm, kMarginTopMm * mm, m_page.width() - 2 * kMarginSideMm * mm,
                    m_page.height() - (kMarginTopMm + kMarginBottomMm) * mm);
    build(dpi);
    m_doc->documentLayout()->setPaintDevice(device);
    m_doc->setPageSize(m_body.size());
    ReportText::paginate(m_doc.get());
    return m_doc->pageCount();
}

bool ReportDocument::print(QPagedPaintDevice* device) {
    const ScopedLanguage language(m_data.options.language);
    const int pages = layOut(device);
    QPainter painter;
    if (!painter.begin(device))
        return false;
    painter.setRenderHint(QPainter::Antialiasing);
    for (int page = 0; page < pages; ++page) {
        if (page > 0)
            device->newPage();
        paintPage(painter, page, pages);
    }
    return painter.end();
}

void ReportDocument::paintPage(QPainter& painter, int page, int pages) const {
    const double pageHeight = m_body.height();
    painter.save();
    painter.setClipRect(m_body);
    painter.translate(m_body.left(), m_body.top() - page * pageHeight);
    QAbstractTextDocumentLayout::PaintContext context;
    context.clip = QRectF(0, page * pageHeight, m_body.width(), pageHeight);
    context.palette.setColor(QPalette::Text, Qt::black);
    m_doc->documentLayout()->draw(&painter, context);
    painter.restore();

    const double mm = m_dpi / 25.4;
    painter.save();
    painter.setFont(reportFont(7));
    painter.setPen(QColor(0x5a, 0x62, 0x6e));
    const double lineH = painter.fontMetrics().height();
    const QRectF footer(m_body.left(), m_page.height() - kHeaderFooterMm * mm - lineH,
                        m_body.width(), lineH);
    const ReportOptions& o = m_data.options;
    painter.drawText(
        footer, Qt::AlignLeft | Qt::AlignVCenter,
        QObject::tr("%1 — GPU capacity plan, %2").arg(o.project, o.date.toString(Qt::ISODate)));
    painter.drawText(footer, Qt::AlignRight | Qt::AlignVCenter,
                     QObject::tr("Page %1 of %2").arg(page + 1).arg(pages));
    if (page > 0) {
        const QRectF header(m_body.left(), kHeaderFooterMm * mm, m_body.width(), lineH);
        painter.drawText(header, Qt::AlignLeft | Qt::AlignVCenter,
                         QStringLiteral("RightSizer %1").arg(QStringLiteral(RIGHTSIZER_VERSION)));
        painter.drawText(header, Qt::AlignRight | Qt::AlignVCenter, o.project);
        painter.setPen(QPen(QColor(0xb8, 0xc0, 0xcc), 0.3 * m_dpi / 72));
        painter.drawLine(QPointF(m_body.left(), header.bottom() + mm),
                         QPointF(m_body.right(), header.bottom() + mm));
    }
    painter.restore();
}

int ReportDocument::pageCount() const {
    return m_doc ? m_doc->pageCount() : 0;
}

QString ReportDocument::plainText() const {
    return m_doc ? m_doc->toPlainText() : QString();
}

int ReportDocument::chartCount() const {
    return m_charts ? m_charts->count() : 0;
}

model::Result<QPageSize::PageSizeId> parsePageSize(const std::string& name) {
    const QString n = QString::fromStdString(name).toLower();
    if (n == QLatin1String("a4"))
        return QPageSize::A4;
    if (n == QLatin1String("letter"))
        return QPageSize::Letter;
    return model::fieldError("--page", "got '" + name + "'; accepted: a4, letter");
}

model::Status checkReportPath(const QString& path) {
    if (path.trimmed().isEmpty())
        return model::fieldError("-o", "missing: give the PDF file to write (-o report.pdf)");
    const QFileInfo info(path);
    if (info.isDir())
        return fileError(path, QObject::tr("it is a folder; give a file name ending in .pdf"));
    if (info.suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) != 0)
        return fileError(path, QObject::tr("give a file name ending in .pdf"));
    if (!info.absoluteDir().exists())
        return fileError(path, QObject::tr("the folder '%1' does not exist")
                                   .arg(QDir::toNativeSeparators(info.absolutePath())));
    return {};
}

model::Result<int> writeReportPdf(const ReportData& data, const QString& path) {
    if (auto ok = checkReportPath(path); !ok)
        return ok.error();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fileError(path, file.errorString());
    int pages = 0;
    {
        QPdfWriter pdf(&file);
        pdf.setResolution(ReportDocument::kPdfResolutionDpi);
        pdf.setCreator(QStringLiteral("RightSizer %1").arg(QStringLiteral(RIGHTSIZER_VERSION)));
        ReportDocument report(data);
        {
            const ScopedLanguage language(data.options.language);
            pdf.setTitle(QObject::tr("GPU capacity plan: %1").arg(data.options.project));
        }
        if (!report.print(&pdf))
            return fileError(path, QObject::tr("the PDF could not be started"));
        pages = report.pageCount();
    }
    if (!file.commit())
        return fileError(path, file.errorString());
    return pages;
}

} // namespace rightsizer::views
