#pragma once

#include "model/Result.h"

#include <cstdint>
#include <string>

namespace rightsizer::project {

/// Serialises the writers of one project file across processes: an exclusive advisory lock
/// (flock) on ".NAME.lock" beside the project, held from reading the project to saving it, so
/// two `rightsizer scenario import -o P` at once add both scenarios instead of one replacing
/// the other. The lock file stays (removing it would let a third writer lock a different
/// file); the lock goes with the object or the process.
class ProjectLock {
public:
    /// Waits up to `timeoutS` seconds for other writers; the error names the lock file.
    static model::Result<ProjectLock> acquire(const std::string& projectPath,
                                              double timeoutS = 30.0);
    ProjectLock(ProjectLock&& other) noexcept;
    ProjectLock& operator=(ProjectLock&& other) noexcept;
    ProjectLock(const ProjectLock&) = delete;
    ProjectLock& operator=(const ProjectLock&) = delete;
    ~ProjectLock();

private:
    explicit ProjectLock(int fd)
        : m_fd(fd) {}
    int m_fd = -1;
};

/// ".NAME.lock" in the project's folder.
std::string lockPath(const std::string& projectPath);

/// What identifies one saved state of a file: device, inode, size and modification time. A
/// save replaces the file by a rename, so any save by anyone changes it.
struct FileStamp {
    bool exists = false;
    std::uint64_t device = 0, inode = 0, size = 0;
    std::int64_t modifiedNs = 0;
    bool operator==(const FileStamp&) const = default;
};

FileStamp fileStamp(const std::string& path);

} // namespace rightsizer::project
