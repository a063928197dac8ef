#pragma once

// The widget tests' precompiled header (tests/CMakeLists.txt, RIGHTSIZER_PCH): TestPch.h and
// the widget, chart and model-tester classes most of them use.

#include "TestPch.h"

#include <QAbstractItemModelTester>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>
