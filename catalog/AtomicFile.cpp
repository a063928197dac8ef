#include "AtomicFile.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <system_error>
#include <utility>

namespace rightsizer::catalog {
namespace {

using model::Error;
using model::Result;
using model::Status;

std::string reason(int error) {
    return std::generic_category().message(error);
}

/// The temporary file of one write: closed and removed on scope exit unless committed.
struct TempFile {
    std::string name;
    int fd = -1;
    bool renamed = false;

    TempFile() = default;
    TempFile(const TempFile&) = delete;
    TempFile& operator=(const TempFile&) = delete;
    ~TempFile() {
        if (fd >= 0)
            ::close(fd);
        if (!renamed && !name.empty())
            ::unlink(name.c_str());
    }
};

/// Creates NAME.tmp-XXXXXX exclusively (0666 less the umask, like any new file); errno on
/// failure.
int createTemp(const std::string& target, TempFile& temp) {
    static const char kChars[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    std::random_device seed;
    std::mt19937 random(seed());
    std::uniform_int_distribution<size_t> pick(0, sizeof kChars - 2);
    for (int attempt = 0; attempt < 100; ++attempt) {
        std::string name = target + ".tmp-";
        for (int i = 0; i < 6; ++i)
            name += kChars[pick(random)];
        const int fd = ::open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0) {
            temp.name = std::move(name);
            temp.fd = fd;
            return 0;
        }
        if (errno != EEXIST)
            return errno;
    }
    return EEXIST;
}

/// Writes all of `bytes`, retrying short writes and interruptions; errno on failure.
int writeAll(int fd, std::string_view bytes) {
    while (!bytes.empty()) {
        const ssize_t written = ::write(fd, bytes.data(), bytes.size());
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        bytes.remove_prefix(static_cast<size_t>(written));
    }
    return 0;
}

/// Flushes the folder entry of a rename. Best effort: the rename has already replaced the
/// file, and some file systems refuse fsync on a folder (EINVAL).
void syncFolder(const std::string& folder) {
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return;
    ::fsync(fd);
    ::close(fd);
}

} // namespace

Status writeFileAtomically(const std::string& path, std::string_view bytes,
                           const FailureHook& failAt) {
    namespace fs = std::filesystem;
    std::string stage;
    const auto failed = [&](int error) {
        return Error{path, path + ": could not save (" + stage + "): " +
                               (error == 0 ? std::string("injected failure") : reason(error))};
    };
    const auto injected = [&](const char* name) {
        stage = name;
        return failAt && failAt(name);
    };

    // A symbolic link keeps pointing where it did, even when its target does not exist yet.
    std::string target = path;
    std::error_code ec;
    for (int hops = 0; hops < 40 && fs::is_symlink(target, ec); ++hops) {
        const fs::path link = fs::read_symlink(target, ec);
        if (ec)
            break;
        target = (link.is_absolute() ? link : fs::path(target).parent_path() / link).string();
    }
    struct stat existing {};
    const bool exists = ::stat(target.c_str(), &existing) == 0;
    if (exists && !S_ISREG(existing.st_mode)) {
        stage = "open-temp";
        return failed(EISDIR);
    }
    // Replacing the file by a rename would ignore its permissions (only the folder's count).
    if (exists && (existing.st_mode & 0222) == 0)
        return Error{path, path + ": is read-only; nothing was written (save under another "
                                  "name, or make the file writable first)"};

    TempFile temp;
    if (injected("open-temp"))
        return failed(0);
    if (const int error = createTemp(target, temp))
        return failed(error);
    if (exists)
        ::fchmod(temp.fd, existing.st_mode & 07777);

    const std::string_view firstHalf = bytes.substr(0, bytes.size() / 2);
    if (const int error = writeAll(temp.fd, firstHalf))
        return failed(error);
    if (injected("write"))
        return failed(0);
    if (const int error = writeAll(temp.fd, bytes.substr(firstHalf.size())))
        return failed(error);

    if (injected("sync"))
        return failed(0);
    if (::fsync(temp.fd) != 0)
        return failed(errno);

    if (injected("close"))
        return failed(0);
    const int fd = std::exchange(temp.fd, -1);
    if (::close(fd) != 0)
        return failed(errno);

    if (injected("rename"))
        return failed(0);
    if (::rename(temp.name.c_str(), target.c_str()) != 0)
        return failed(errno);
    temp.renamed = true;

    const fs::path folder = fs::path(target).parent_path();
    syncFolder(folder.empty() ? std::string(".") : folder.string());
    return {};
}

Result<ReadOnlyFile> ReadOnlyFile::open(const std::string& path, std::uint64_t maxBytes,
                                        const std::string& kind) {
    const std::string what = kind.empty() ? std::string("file") : kind + " file";
    // O_NONBLOCK: a FIFO must not block the open (it is refused below).
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        return Error{path, path + ": cannot open: " + reason(errno)};
    ReadOnlyFile file;
    file.m_fd = fd;
    file.m_path = path;
    file.m_maxBytes = maxBytes;
    struct stat info {};
    std::string refusal;
    if (::fstat(fd, &info) != 0)
        return Error{path, path + ": cannot open: " + reason(errno)};
    if (S_ISDIR(info.st_mode))
        refusal = "is a directory, not a " + what;
    else if (!S_ISREG(info.st_mode))
        refusal = std::string("is not a regular file (") +
                  (S_ISFIFO(info.st_mode)   ? "a pipe"
                   : S_ISCHR(info.st_mode)  ? "a device"
                   : S_ISSOCK(info.st_mode) ? "a socket"
                                            : "a special file") +
                  "); save the " + what + " to disk first";
    else if (static_cast<std::uint64_t>(info.st_size) > maxBytes)
        refusal = "is " + std::to_string(static_cast<std::uint64_t>(info.st_size) >> 20) +
                  " MiB; a " + what + " may be at most " + std::to_string(maxBytes >> 20) + " MiB";
    if (!refusal.empty())
        return Error{path, path + ": " + refusal};
    file.m_size = static_cast<std::uint64_t>(info.st_size);
    return file;
}

ReadOnlyFile::ReadOnlyFile(ReadOnlyFile&& other) noexcept
    : m_fd(std::exchange(other.m_fd, -1))
    , m_path(std::move(other.m_path))
    , m_size(other.m_size)
    , m_maxBytes(other.m_maxBytes)
    , m_read(other.m_read) {}

ReadOnlyFile::~ReadOnlyFile() {
    if (m_fd >= 0)
        ::close(m_fd);
}

Result<size_t> ReadOnlyFile::read(char* buffer, size_t size) {
    for (;;) {
        const ssize_t got = ::read(m_fd, buffer, size);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            return Error{m_path, m_path + ": cannot read: " + reason(errno)};
        m_read += static_cast<std::uint64_t>(got);
        // A file that grows while it is read stops at the cap too.
        if (m_read > m_maxBytes)
            return Error{m_path, m_path + ": grew beyond " + std::to_string(m_maxBytes >> 20) +
                                     " MiB while being read"};
        return static_cast<size_t>(got);
    }
}

Status ReadOnlyFile::rewind() {
    if (::lseek(m_fd, 0, SEEK_SET) != 0)
        return Error{m_path, m_path + ": cannot read it again: " + reason(errno)};
    m_read = 0;
    return {};
}

Result<std::string> readWholeFile(const std::string& path, std::uint64_t maxBytes,
                                  const std::string& kind) {
    auto file = ReadOnlyFile::open(path, maxBytes, kind);
    if (!file)
        return file.error();
    std::string content;
    content.reserve(static_cast<size_t>(file->size()));
    char buffer[65536];
    for (;;) {
        auto got = file.value().read(buffer, sizeof buffer);
        if (!got)
            return got.error();
        if (*got == 0)
            break;
        content.append(buffer, *got);
    }
    return content;
}

bool isRegularFile(const std::string& path) {
    struct stat info {};
    return ::stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode);
}

} // namespace rightsizer::catalog
