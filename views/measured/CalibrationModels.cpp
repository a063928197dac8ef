#include "CalibrationModels.h"

#include <QApplication>
#include <QPalette>

#include <cmath>

namespace rightsizer::views {
namespace {

using model::GroupCalibration;
using model::RunError;

QString metricName(const std::string& metric) {
    if (metric == "ttft_s")
        return QObject::tr("TTFT");
    if (metric == "tpot_s")
        return QObject::tr("TPOT");
    if (metric == "output_tokens_per_s")
        return QObject::tr("Output tokens/s");
    if (metric == "peak_memory_bytes")
        return QObject::tr("Peak memory / GPU");
    return QString::fromStdString(metric);
}

QString reading(const QuantityFormat& f, const std::string& metric, double v) {
    if (metric == "ttft_s" || metric == "tpot_s")
        return f.seconds(v);
    if (metric == "output_tokens_per_s")
        return f.rate(v, QObject::tr("tokens/s"));
    if (metric == "peak_memory_bytes")
        return f.bytes(v);
    return f.number(v, 3);
}

QString signedPercent(const QuantityFormat& f, double fraction) {
    const QString p = f.percent(fraction);
    return fraction > 0 ? QStringLiteral("+") + p : p;
}

QString arrow(const QString& before, const QString& after) {
    return QStringLiteral("%1 → %2").arg(before, after);
}

QString notFittedReason(const RunError& e) {
    if (e.metric == "ttft_s")
        return QObject::tr("Not fitted: TTFT measured with several requests in flight waits "
                           "behind the other requests' prefills; only a batch-1 TTFT is the "
                           "prefill the engine predicts");
    return QObject::tr("Not fitted: vLLM and TensorRT-LLM reserve their KV-cache pool up front "
                       "(gpu_memory_utilization, free_gpu_memory_fraction), so the peak memory "
                       "measured is the runtime's reservation, not what the model needs; no "
                       "efficiency factor acts on it");
}

/// A column whose cells' tooltip is the column's tip.
template <class Row>
TableColumn<Row> column(int id, QString title, QString tip, bool numeric,
                        std::function<QString(const Row&)> text,
                        std::function<QVariant(const Row&)> raw = {}) {
    TableColumn<Row> c = tableColumn<Row>(id, std::move(title), std::move(tip), numeric,
                                          std::move(text), std::move(raw));
    c.toolTip = [tip = c.tip](const Row&) { return QVariant(tip); };
    return c;
}

} // namespace

std::vector<TableColumn<RunError>> runErrorColumns(const QuantityFormat& f) {
    using M = RunErrorModel;
    using C = TableColumn<RunError>;
    std::vector<C> out{
        column<RunError>(M::RunColumn, QObject::tr("Run"),
                         QObject::tr("The measured run: file and line"), false,
                         [](const RunError& e) { return QString::fromStdString(e.label); }),
        column<RunError>(M::GroupColumn, QObject::tr("Group"),
                         QObject::tr("Efficiency group (GPU family / precision) the run "
                                     "belongs to"),
                         false, [](const RunError& e) { return QString::fromStdString(e.group); }),
        column<RunError>(M::MetricColumn, QObject::tr("Reading"), QObject::tr("What was measured"),
                         false, [](const RunError& e) { return metricName(e.metric); }),
        column<RunError>(
            M::MeasuredColumn, QObject::tr("Measured"), QObject::tr("The benchmark's value"), true,
            [f](const RunError& e) { return reading(f, e.metric, e.measured); },
            [](const RunError& e) { return e.measured; }),
        column<RunError>(
            M::BeforeColumn, QObject::tr("Predicted before"),
            QObject::tr("Predicted with the reference efficiency factors"), true,
            [f](const RunError& e) { return reading(f, e.metric, e.before); },
            [](const RunError& e) { return e.before; }),
        column<RunError>(
            M::ErrorBeforeColumn, QObject::tr("Error before"),
            QObject::tr("Predicted / measured − 1 with the reference factors"), true,
            [f](const RunError& e) { return signedPercent(f, e.errorBefore()); },
            [](const RunError& e) { return e.errorBefore(); }),
        column<RunError>(
            M::AfterColumn, QObject::tr("Predicted after"),
            QObject::tr("Predicted with the factors fitted to the project's runs"), true,
            [f](const RunError& e) { return reading(f, e.metric, e.after); },
            [](const RunError& e) { return e.after; }),
        column<RunError>(
            M::ErrorAfterColumn, QObject::tr("Error after"),
            QObject::tr("Predicted / measured − 1 with the fitted factors"), true,
            [f](const RunError& e) { return signedPercent(f, e.errorAfter()); },
            [](const RunError& e) { return e.errorAfter(); }),
        column<RunError>(
            M::NoteColumn, QObject::tr("Note"), QObject::tr("Readings the fit leaves out"), false,
            [](const RunError& e) { return e.fitted ? QString() : QObject::tr("not fitted"); }),
    };
    out.back().places = InText;
    for (C& c : out) {
        c.foreground = [](const RunError& e) {
            return e.fitted ? QVariant()
                            : QVariant(QApplication::palette().brush(QPalette::Disabled,
                                                                     QPalette::Text));
        };
        c.toolTip = [tip = c.tip](const RunError& e) {
            return QVariant(e.fitted ? tip : notFittedReason(e));
        };
    }
    return out;
}

std::vector<TableColumn<GroupCalibration>> fittedGroupColumns(const QuantityFormat& f) {
    using M = FittedGroupsModel;
    auto band = [f](double sigmaLog) {
        return QStringLiteral("±") + f.percent(M::bandFraction(sigmaLog));
    };
    return {
        column<GroupCalibration>(
            M::GroupColumn, QObject::tr("Group"),
            QObject::tr("GPU family / precision whose factors were fitted"), false,
            [](const GroupCalibration& g) { return QString::fromStdString(g.group); }),
        column<GroupCalibration>(
            M::ComputeColumn, QObject::tr("η compute"),
            QObject::tr("eta_c, achieved / dense peak FLOP/s in compute-bound phases: reference "
                        "→ fitted"),
            false,
            [f](const GroupCalibration& g) {
                return arrow(f.number(g.before.computeEff, 3), f.number(g.after.computeEff, 3));
            },
            [](const GroupCalibration& g) { return g.after.computeEff; }),
        column<GroupCalibration>(
            M::MemoryColumn, QObject::tr("η memory"),
            QObject::tr("eta_m, achieved / datasheet bandwidth in weight and KV streaming: "
                        "reference → fitted"),
            false,
            [f](const GroupCalibration& g) {
                return arrow(f.number(g.before.memoryEff, 3), f.number(g.after.memoryEff, 3));
            },
            [](const GroupCalibration& g) { return g.after.memoryEff; }),
        column<GroupCalibration>(
            M::BandColumn, QObject::tr("90 % band"),
            QObject::tr("Half-width of the 90 % band on a prediction, exp(1.645 σ) − 1: "
                        "reference → fitted (it narrows as measurements accumulate)"),
            false,
            [band](const GroupCalibration& g) {
                return arrow(band(g.before.sigmaLog), band(g.after.sigmaLog));
            },
            [](const GroupCalibration& g) { return M::bandFraction(g.after.sigmaLog); }),
        column<GroupCalibration>(
            M::RunsColumn, QObject::tr("Behind the fit"),
            QObject::tr("Runs and TTFT/TPOT/tokens-per-second readings the fit used"), false,
            [](const GroupCalibration& g) {
                return QObject::tr("%1 runs, %2 readings").arg(g.runs).arg(g.readings);
            },
            [](const GroupCalibration& g) { return g.runs; }),
    };
}

RunErrorModel::RunErrorModel(QObject* parent)
    : RowTableModel<RunError>(parent) {
    reset(runErrorColumns(), {});
}

void RunErrorModel::setErrors(std::vector<RunError> errors) {
    reset(runErrorColumns(), std::move(errors));
}

FittedGroupsModel::FittedGroupsModel(QObject* parent)
    : RowTableModel<GroupCalibration>(parent) {
    reset(fittedGroupColumns(), {});
}

void FittedGroupsModel::setGroups(std::vector<GroupCalibration> groups) {
    reset(fittedGroupColumns(), std::move(groups));
}

double FittedGroupsModel::bandFraction(double sigmaLog) {
    return std::exp(model::kBandZ * sigmaLog) - 1.0;
}

} // namespace rightsizer::views
