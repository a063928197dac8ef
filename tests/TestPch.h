#pragma once

// The headers that nearly every Qt Test executable parses, precompiled once for all of them
// (tests/CMakeLists.txt, RIGHTSIZER_PCH): Qt Test, the common Qt Core classes, nlohmann-json,
// Eigen and the standard library; TestPchWidgets.h adds the widget tests' classes. Project
// headers stay out, so that an edit to the engine does not rebuild the precompiled header. Each
// test still includes what it uses: a build with RIGHTSIZER_PCH=OFF compiles it on its own.

#include <QtTest>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <Eigen/Core>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>
