#include "ProjectLock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <filesystem>
#include <system_error>
#include <thread>
#include <utility>

namespace rightsizer::project {

std::string lockPath(const std::string& projectPath) {
    const std::filesystem::path p(projectPath);
    return (p.parent_path() / ("." + p.filename().string() + ".lock")).string();
}

model::Result<ProjectLock> ProjectLock::acquire(const std::string& projectPath, double timeoutS) {
    const std::string path = lockPath(projectPath);
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) {
        // A read-only folder cannot hold the lock, and cannot take a save either.
        return model::Error{projectPath, projectPath + ": cannot lock for writing (" + path + ": " +
                                             std::generic_category().message(errno) + ")"};
    }
    const auto deadline =
        std::chrono::steady_clock::now() + std::chrono::duration<double>(timeoutS);
    for (;;) {
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0)
            return ProjectLock(fd);
        if (errno != EWOULDBLOCK && errno != EINTR) {
            const int error = errno;
            ::close(fd);
            return model::Error{projectPath, projectPath + ": cannot lock for writing (" + path +
                                                 ": " + std::generic_category().message(error) +
                                                 ")"};
        }
        if (std::chrono::steady_clock::now() >= deadline) {
            ::close(fd);
            return model::Error{projectPath, projectPath +
                                                 ": another program has been saving it for " +
                                                 std::to_string(int(timeoutS)) + " s (it holds " +
                                                 path + "); try again when it is done"};
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
}

ProjectLock::ProjectLock(ProjectLock&& other) noexcept
    : m_fd(std::exchange(other.m_fd, -1)) {}

ProjectLock& ProjectLock::operator=(ProjectLock&& other) noexcept {
    if (this != &other) {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = std::exchange(other.m_fd, -1);
    }
    return *this;
}

ProjectLock::~ProjectLock() {
    if (m_fd >= 0)
        ::close(m_fd); // closing the descriptor releases the flock
}

FileStamp fileStamp(const std::string& path) {
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0)
        return {};
    FileStamp s;
    s.exists = true;
    s.device = static_cast<std::uint64_t>(info.st_dev);
    s.inode = static_cast<std::uint64_t>(info.st_ino);
    s.size = static_cast<std::uint64_t>(info.st_size);
    s.modifiedNs = std::int64_t(info.st_mtim.tv_sec) * 1000000000 + info.st_mtim.tv_nsec;
    return s;
}

} // namespace rightsizer::project
