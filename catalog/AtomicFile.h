#pragma once

#include "model/Result.h"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace rightsizer::catalog {

/// Test hook for the stages of an atomic write: called with the stage's name before it runs
/// ("open-temp", "write", "sync", "close", "rename"; "write" is asked half-way through the
/// data); returning true makes that stage fail exactly as a full disk or an I/O error would.
using FailureHook = std::function<bool(std::string_view stage)>;

/// Replaces `path` with `bytes` so that a crash or an error at any point leaves either the old
/// file or the new one, never a mixture: the data goes into a temporary file beside the target
/// ("NAME.tmp-XXXXXX"), is flushed to the disk (fsync), renamed over the target, and then the
/// folder is flushed. On failure the temporary file is removed and the target is untouched.
/// An existing target keeps its permissions; a symbolic link keeps pointing at the new file.
/// The error names `path`, the stage and the system's reason. POSIX only.
model::Status writeFileAtomically(const std::string& path, std::string_view bytes,
                                  const FailureHook& failAt = {});

/// Largest file a reader takes in whole (scenarios, projects, HF configs, CSVs).
inline constexpr std::uint64_t kMaxReadBytes = std::uint64_t(1) << 30; // 1 GiB

/// A regular file open for reading, closed when destroyed.
class ReadOnlyFile {
public:
    /// Opens `path` without blocking. Refused with a message that names the file: a directory,
    /// a pipe, a device or a socket (so a FIFO cannot hang the program), a file over `maxBytes`,
    /// an open error with the system's reason. `kind` names the file in messages ("telemetry").
    static model::Result<ReadOnlyFile> open(const std::string& path, std::uint64_t maxBytes,
                                            const std::string& kind);
    ReadOnlyFile(ReadOnlyFile&& other) noexcept;
    ReadOnlyFile& operator=(ReadOnlyFile&&) = delete;
    ReadOnlyFile(const ReadOnlyFile&) = delete;
    ReadOnlyFile& operator=(const ReadOnlyFile&) = delete;
    ~ReadOnlyFile();

    /// Up to `size` bytes into `buffer`; 0 at the end of the file. Error (naming the file) on a
    /// read error, or when the file has grown beyond the cap while being read.
    model::Result<size_t> read(char* buffer, size_t size);
    /// Back to the first byte, to read the file again.
    model::Status rewind();
    std::uint64_t size() const { return m_size; } ///< when opened
    const std::string& path() const { return m_path; }

private:
    ReadOnlyFile() = default;
    int m_fd = -1;
    std::string m_path;
    std::uint64_t m_size = 0;
    std::uint64_t m_maxBytes = 0;
    std::uint64_t m_read = 0;
};

/// The whole content of a regular file (a symbolic link to one is followed). Refused with a
/// message that names the file: a directory, a pipe, a device or a socket (read without
/// blocking, so a FIFO cannot hang the program), a file over `maxBytes`, an open or read
/// error with the system's reason. `kind` names the file in messages ("scenario").
model::Result<std::string> readWholeFile(const std::string& path,
                                         std::uint64_t maxBytes = kMaxReadBytes,
                                         const std::string& kind = {});

/// True when `path` is (or links to) a regular file: nothing else is opened to sniff its type.
bool isRegularFile(const std::string& path);

} // namespace rightsizer::catalog
