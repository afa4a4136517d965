// SPDX-License-Identifier: MIT
#ifndef IMPETUS_TOOL_CLI_H
#define IMPETUS_TOOL_CLI_H

#include <QtCore/qbytearray.h>
#include <QtCore/qstringlist.h>

#include <functional>
#include <stdexcept>

namespace Impetus::Tool {

/*
    Where the tool's output goes, as it is made: whole lines are gathered into chunks of
    about 64 KiB and each is handed to the sink, so that output of any size (10^7 samples)
    takes a chunk of memory. A sink returns false when it cannot take a chunk (a full disk,
    a closed pipe): the output throws WriteError.
*/
class Output
{
public:
    using Sink = std::function<bool(const QByteArray &chunk)>;
    struct WriteError : std::runtime_error
    {
        WriteError() : std::runtime_error("cannot write the output") { }
    };

    explicit Output(Sink sink) : m_sink(std::move(sink)) { m_buffer.reserve(ChunkSize + 4096); }
    // Appends text that ends on a line's end (or is the last of the output).
    Output &operator<<(const QByteArray &text);
    void flush();

private:
    static constexpr qsizetype ChunkSize = 64 * 1024;
    Sink m_sink;
    QByteArray m_buffer;
};

/*
    Runs one invocation of the tool on its arguments (without the program name), writing
    what goes to stdout into out (not flushed at the end: the caller does). Throws
    UsageError (commandline.h) for anything the contract answers with status 2, before
    anything is written, and Output::WriteError when out cannot take the output.
*/
void run(const QStringList &arguments, Output &out);

} // namespace Impetus::Tool

#endif
