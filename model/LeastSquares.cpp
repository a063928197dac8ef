#include "LeastSquares.h"

#include <algorithm>
#include <cmath>

namespace rightsizer::model {

double boundedValue(double x, double lo, double hi) {
    return lo + (hi - lo) / (1.0 + std::exp(-x));
}

double unboundedValue(double value, double lo, double hi) {
    const double f = (value - lo) / (hi - lo);
    return std::log(f / (1.0 - f));
}

Eigen::VectorXd levenbergMarquardt(const ResidualFunction& residuals, Eigen::VectorXd theta,
                                   int& iterations) {
    constexpr double kStep = 1e-6;
    double mu = 1e-2;
    Eigen::VectorXd r = residuals(theta);
    double cost = r.squaredNorm();
    const Eigen::Index n = theta.size();
    for (iterations = 0; iterations < 200; ++iterations) {
        Eigen::MatrixXd jac(r.size(), n);
        for (Eigen::Index j = 0; j < n; ++j) {
            Eigen::VectorXd step = theta;
            step[j] += kStep;
            jac.col(j) = (residuals(step) - r) / kStep;
        }
        const Eigen::MatrixXd jtj = jac.transpose() * jac;
        const Eigen::VectorXd g = jac.transpose() * r;
        bool improved = false;
        while (mu < 1e10) {
            Eigen::MatrixXd a = jtj;
            a.diagonal().array() += mu * (jtj.diagonal().array() + 1e-9);
            const Eigen::VectorXd candidate = theta + a.ldlt().solve(-g);
            const Eigen::VectorXd rc = residuals(candidate);
            if (const double c = rc.squaredNorm(); c < cost) {
                const double gain = cost - c;
                theta = candidate;
                r = rc;
                cost = c;
                mu = std::max(mu / 3.0, 1e-9);
                improved = true;
                if (gain < 1e-12 * (1.0 + cost))
                    return theta;
                break;
            }
            mu *= 4.0;
        }
        if (!improved)
            break;
    }
    return theta;
}

} // namespace rightsizer::model
