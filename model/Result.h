#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace rightsizer::model {

/// What went wrong: the field at fault and a one-line message that names the value and the
/// accepted range.
struct Error {
    std::string field;
    std::string message;
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

/// Builds an Error whose message is "FIELD: WHAT".
inline Error fieldError(std::string field, const std::string& what) {
    std::string message = field + ": " + what;
    return Error{std::move(field), std::move(message)};
}

} // namespace rightsizer::model
