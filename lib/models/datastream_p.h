// SPDX-License-Identifier: MIT
#ifndef IMPETUS_DATASTREAM_P_H
#define IMPETUS_DATASTREAM_P_H

#include <QtCore/qbytearray.h>
#include <QtCore/qdatastream.h>
#include <QtCore/qiodevice.h>

namespace Impetus::Detail {

/*
    Streams doubles as doubles while in scope, whatever precision the stream was set to
    (QDataStream may be set to write qreal as 32-bit floats): parameters round-trip exactly.
*/
class DoublePrecisionScope
{
public:
    explicit DoublePrecisionScope(QDataStream &stream) : m_stream(stream), m_saved(stream.floatingPointPrecision())
    {
        stream.setFloatingPointPrecision(QDataStream::DoublePrecision);
    }
    ~DoublePrecisionScope() { m_stream.setFloatingPointPrecision(m_saved); }
    DoublePrecisionScope(const DoublePrecisionScope &) = delete;
    DoublePrecisionScope &operator=(const DoublePrecisionScope &) = delete;

private:
    QDataStream &m_stream;
    QDataStream::FloatingPointPrecision m_saved;
};

/*
    A value's stream (Easing, Motion) as a key: equal for equal values, to the last bit of
    each parameter.
*/
template<typename T> QByteArray streamKey(const T &value)
{
    QByteArray key;
    QDataStream stream(&key, QIODevice::WriteOnly);
    stream << value;
    return key;
}

} // namespace Impetus::Detail

#endif
