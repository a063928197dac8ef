#pragma once

#include "ReportData.h"

#include <QRectF>
#include <QSizeF>
#include <QString>

#include <memory>

class QPagedPaintDevice;
class QPainter;
class QTextDocument;

namespace rightsizer::views {

class ReportChartObjects;

/// The procurement report of one or more evaluated scenarios, as pages: title page, executive
/// summary, one section per scenario (requirements, candidates, charts, TCO, demand against
/// capacity, bill of materials), scenarios side by side, assumptions, uncertainty and
/// calibration, glossary. Every page but the title page has a header; every page a footer with
/// its number. The same document goes to a PDF file and to the print preview.
class ReportDocument {
public:
    /// The resolution PDFs are written at. The layout is the same at any resolution up to font
    /// hinting; a preview at this one shows exactly the pages of the file.
    static constexpr int kPdfResolutionDpi = 300;

    explicit ReportDocument(ReportData data);
    ~ReportDocument();
    ReportDocument(const ReportDocument&) = delete;
    ReportDocument& operator=(const ReportDocument&) = delete;

    const ReportData& data() const { return m_data; }

    /// Gives `device` the report's page size (portrait, no device margins) and lays the content
    /// out for its resolution. Returns the page count.
    int layOut(QPagedPaintDevice* device);
    /// Lays out for `device` and paints every page on it; false when no painter can start.
    bool print(QPagedPaintDevice* device);

    int pageCount() const;
    /// The body text (without headers and footers), as laid out last.
    QString plainText() const;
    int chartCount() const;
    /// The body text as laid out last (for checks of its pagination).
    QTextDocument* textDocument() const { return m_doc.get(); }

private:
    void build(double dpi);
    void paintPage(QPainter& painter, int page, int pages) const;

    ReportData m_data;
    std::unique_ptr<ReportChartObjects> m_charts;
    std::unique_ptr<QTextDocument> m_doc;
    QSizeF m_page; ///< device pixels
    QRectF m_body; ///< device pixels
    double m_dpi = 0;
};

/// Checks that a PDF can be written at `path` before any work is done: a name ending in .pdf,
/// not a folder, in a folder that exists. The error names the file and why.
model::Status checkReportPath(const QString& path);

/// Writes the report as a PDF file at `path` (whole or not at all). The error names the file and
/// why: no name, not .pdf, a folder, a missing folder, not writable. Returns the page count.
model::Result<int> writeReportPdf(const ReportData& data, const QString& path);

/// The PDF page size of a name: "a4" or "letter" (case-insensitive); the error names the
/// accepted values.
model::Result<QPageSize::PageSizeId> parsePageSize(const std::string& name);

} // namespace rightsizer::views
