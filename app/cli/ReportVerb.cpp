#include "ReportVerb.h"

#include "CommandLine.h"
#include "ExitStatus.h"
#include "VerbSupport.h"
#include "project/ProjectFile.h"
#include "views/Language.h"
#include "views/report/ReportDocument.h"

#include <QFileInfo>

#include <cstdlib>
#include <filesystem>
#include <iostream>

namespace rightsizer::app {
namespace {

constexpr const char* kReportHelp =
    R"(usage: rightsizer report SCENARIO.json|PROJECT.rsplan [--scenario NAME ...] -o FILE.pdf
                        [--page a4|letter] [--author NAME] [--date YYYY-MM-DD]
                        [--language en|fr|uk|pt_BR|zh_CN|ja]

  The procurement report as a PDF: title page, executive summary (the recommendation, its
  cost per month and over the horizon, the SLA margins, the runner-up and why it lost),
  requirements, candidate table, charts (memory, cost per million tokens, TCO with
  break-even, sensitivity, demand against capacity), bill of materials for on-prem and the
  cloud instance plan, assumptions with the source and date of every figure and price,
  uncertainty and calibration, glossary; several scenarios add a side-by-side section.
  Needs no display. The numbers are those `rightsizer plan` and `rightsizer tco` print.
  -o FILE.pdf       the file to write (replaced whole, or left as it was on failure)
  --scenario NAME   a scenario of the project; repeat for several (default: all of them)
  --page SIZE       a4 (default) or letter
  --author NAME     on the title page (default: $USER)
  --date DATE       the report's date (default: today)
  --language CODE   the language it is written in, its numbers in that language's
                    conventions (default: the one LANG names where a translation exists,
                    else English); Chinese and Japanese embed a Noto CJK font
Exit status: 0 written, 2 bad input or the file cannot be written.
)";

/// Takes every "--scenario NAME" out of `args` (the option may repeat).
model::Result<std::vector<std::string>> takeScenarioNames(std::vector<std::string>& args) {
    std::vector<std::string> names, rest;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] != "--scenario") {
            rest.push_back(args[i]);
            continue;
        }
        if (i + 1 >= args.size() || args[i + 1].rfind("--", 0) == 0)
            return model::fieldError("--scenario", "missing value: give a scenario name");
        names.push_back(args[++i]);
    }
    args = rest;
    return names;
}

/// "en, fr, uk, pt_BR, zh_CN, ja".
std::string languageCodes() {
    QStringList codes;
    for (const views::UiLanguage& l : views::uiLanguages())
        codes << l.code;
    return codes.join(QStringLiteral(", ")).toStdString();
}

std::string defaultAuthor() {
    const char* user = std::getenv("USER");
    return user && *user ? user : "";
}

/// The page size, date, author and source file named on the command line.
model::Result<views::ReportOptions> reportOptions(const CommandLine& cl, const std::string& path) {
    views::ReportOptions opt;
    if (auto page = cl.value("page")) {
        auto id = views::parsePageSize(*page);
        if (!id)
            return id.error();
        opt.pageSize = *id;
    }
    opt.date = QDate::currentDate();
    if (auto date = cl.value("date")) {
        opt.date = QDate::fromString(QString::fromStdString(*date), Qt::ISODate);
        if (!opt.date.isValid())
            return model::fieldError("--date", "got '" + *date + "'; give YYYY-MM-DD");
    }
    opt.author = QString::fromStdString(cl.value("author").value_or(defaultAuthor()));
    opt.language = views::uiLanguageFor(QLocale::system());
    if (auto language = cl.value("language")) {
        auto code = views::reportLanguageCode(QString::fromStdString(*language));
        if (!code)
            return model::fieldError("--language",
                                     "got '" + *language + "'; accepted: " + languageCodes());
        opt.language = *code;
    }
    opt.source = QFileInfo(QString::fromStdString(path)).fileName();
    return opt;
}

/// The scenario names to report on (all of a project's by default; "" for a scenario file).
model::Result<std::vector<std::string>> scenariosToReport(const std::string& path,
                                                          const std::vector<std::string>& names,
                                                          bool project, views::ReportOptions& opt) {
    std::vector<std::string> picked = names;
    if (project) {
        auto loaded = project::loadProject(path);
        if (!loaded)
            return model::fieldError(path, loaded.error().message);
        opt.project = QFileInfo(QString::fromStdString(path)).completeBaseName();
        if (picked.empty())
            for (const project::ProjectScenario& s : loaded->scenarios)
                picked.push_back(s.name);
        if (picked.empty())
            return model::fieldError(path, "the project holds no scenario");
    } else {
        picked.assign(1, std::string());
        if (!names.empty())
            return model::fieldError("--scenario",
                                     "'" + path +
                                         "' is a scenario file; --scenario chooses scenarios "
                                         "of a project file (.rsplan)");
    }
    return picked;
}

} // namespace

int runReport(const std::vector<std::string>& rawArgs, const catalog::Catalog& catalog,
              std::ostream& out, std::ostream& err) {
    if (wantsHelp(rawArgs)) {
        out << kReportHelp;
        return kExitOk;
    }
    std::vector<std::string> args;
    for (const std::string& a : rawArgs)
        args.push_back(a == "-o" ? "--output" : a);
    auto names = takeScenarioNames(args);
    if (!names)
        return badInput(err, "report", names.error().message);
    auto split = splitScenarioPath(args, {"output", "page", "author", "date", "language"});
    if (!split) {
        if (split.error().field == "SCENARIO") // no scenario at all: how to give one
            err << kReportHelp;
        return badInput(err, "report", split.error().message);
    }
    const auto& [path, options] = split.value();
    auto cl = CommandLine::parse(options, {"output", "page", "author", "date", "language"}, {});
    if (!cl)
        return badInput(err, "report", cl.error().message);
    if (!cl->has("output"))
        return badInput(err, "report", "-o: missing: give the PDF file to write (-o report.pdf)");
    const QString pdfPath = QString::fromStdString(*cl->value("output"));
    if (auto ok = views::checkReportPath(pdfPath); !ok)
        return badInput(err, "report", ok.error().message);
    auto chosen = reportOptions(*cl, path);
    if (!chosen)
        return badInput(err, "report", chosen.error().message);
    views::ReportOptions opt = std::move(chosen).value();

    std::error_code ec;
    const bool project = !std::filesystem::is_directory(path, ec) && project::isProjectFile(path);
    auto picked = scenariosToReport(path, *names, project, opt);
    if (!picked)
        return badInput(err, "report", picked.error().message);
    std::vector<model::Scenario> scenarios;
    for (const std::string& name : *picked) {
        auto s = loadScenarioFile(path, catalog, name);
        if (!s)
            return badInput(err, "report", s.error().message);
        scenarios.push_back(std::move(s).value());
    }
    if (!project)
        opt.project = QString::fromStdString(scenarios.front().name);
    auto data = views::prepareReport(scenarios, catalog, opt);
    if (!data)
        return badInput(err, "report", data.error().message);
    auto pages = views::writeReportPdf(*data, pdfPath);
    if (!pages)
        return badInput(err, "report", pages.error().message);
    out << "wrote " << pdfPath.toStdString() << ": " << *pages << " pages, " << scenarios.size()
        << (scenarios.size() == 1 ? " scenario" : " scenarios") << "\n";
    return kExitOk;
}

} // namespace rightsizer::app
