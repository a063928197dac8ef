#pragma once

#include "Phrase.h"

#include <cassert>
#include <cmath>
#include <cstdio>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace rightsizer::model {

/// What went wrong: the field at fault and a one-line message that names the value and the
/// accepted range.
struct Error {
    Error() = default;
    Error(std::string field_, std::string message_, Phrase what_ = {})
        : field(std::move(field_))
        , message(std::move(message_))
        , what(std::move(what_)) {}

    std::string field;
    std::string message;
    /// What is wrong, as a phrase the views translate (views::errorText), when the engine gave
    /// one; `message` is then "FIELD: " and its English.
    Phrase what;
};

/// Value-or-error return for anything that can fail (no exceptions cross the engine's API).
template <typename T> class [[nodiscard]] Result {
public:
    Result(T value)
        : m_state(std::move(value)) {}
    Result(Error error)
        : m_state(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }

    const T& value() const& {
        assert(ok());
        return std::get<T>(m_state);
    }
    T& value() & {
        assert(ok());
        return std::get<T>(m_state);
    }
    T&& value() && {
        assert(ok());
        return std::get<T>(std::move(m_state));
    }
    const T* operator->() const { return &value(); }
    const T& operator*() const& { return value(); }

    const Error& error() const {
        assert(!ok());
        return std::get<Error>(m_state);
    }

private:
    std::variant<T, Error> m_state;
};

/// Success, or what went wrong, for an operation that gives nothing back (Result<bool> is for
/// operations whose answer is a yes or no, such as "a row is ready").
class [[nodiscard]] Status {
public:
    /// Success.
    Status() = default;
    Status(Error error)
        : m_error(std::move(error))
        , m_failed(true) {}

    bool ok() const { return !m_failed; }
    explicit operator bool() const { return ok(); }

    const Error& error() const {
        assert(m_failed);
        return m_error;
    }

private:
    Error m_error;
    bool m_failed = false;
};

/// At most `maxBytes` of `text`, cut at a UTF-8 character boundary, with "…" when cut: how an
/// error message quotes a bad value, so a 10 MB value does not become a 10 MB message.
inline std::string clipText(std::string_view text, size_t maxBytes = 80) {
    if (text.size() <= maxBytes)
        return std::string(text);
    size_t end = maxBytes;
    // Back up over continuation bytes so a multi-byte character is not cut in two.
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        --end;
    return std::string(text.substr(0, end)) + "…";
}

/// A number as an error message quotes it: whole numbers in full (10000000, not 1e+07), others
/// with up to 9 decimals and no trailing zeros (0.000001, not 1e-06); very large or tiny
/// magnitudes keep the exponent.
inline std::string plainNumber(double v) {
    char text[64];
    const double a = std::abs(v);
    if (!std::isfinite(v) || a >= 1e15 || (a > 0 && a < 1e-9))
        std::snprintf(text, sizeof text, "%g", v);
    else if (v == std::floor(v))
        std::snprintf(text, sizeof text, "%.0f", v);
    else {
        std::snprintf(text, sizeof text, "%.9f", v);
        std::string s(text);
        s.erase(s.find_last_not_of('0') + 1);
        return s;
    }
    return text;
}

/// Builds an Error whose message is "FIELD: WHAT".
inline Error fieldError(std::string field, const std::string& what) {
    std::string message = field + ": " + what;
    return Error{std::move(field), std::move(message), {}};
}

/// The same with WHAT as a phrase, so that the window and the report can say it in the
/// reader's language; the message keeps its English.
inline Error fieldError(std::string field, Phrase what) {
    std::string message = field + ": " + what.english();
    return Error{std::move(field), std::move(message), std::move(what)};
}

} // namespace rightsizer::model
