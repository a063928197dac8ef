#pragma once

#include <Eigen/Dense>

#include <functional>

namespace rightsizer::model {

/// Residuals of a parameter vector (the quantity least squares minimizes the square of).
using ResidualFunction = std::function<Eigen::VectorXd(const Eigen::VectorXd&)>;

/// Levenberg-Marquardt from `start` with a forward-difference Jacobian; stops when a step
/// gains less than 1e-12 of the cost, when no damping makes progress, or after 200
/// iterations. `iterations` receives how many it took.
Eigen::VectorXd levenbergMarquardt(const ResidualFunction& residuals, Eigen::VectorXd start,
                                   int& iterations);

/// A parameter bounded to (lo, hi) through a logistic map of an unbounded one, so the fit
/// never leaves the physical range.
double boundedValue(double x, double lo, double hi);
/// The unbounded coordinate of `value` in (lo, hi).
double unboundedValue(double value, double lo, double hi);

} // namespace rightsizer::model
