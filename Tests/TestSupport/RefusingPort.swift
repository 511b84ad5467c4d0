import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A port on 127.0.0.1 that refuses every connection for as long as this is kept: a socket bound
/// to it that never listens.
///
/// A server stopped to get a refused port gives its port back to the kernel, which may hand it
/// to another test's server at once; the request meant to be refused then reaches that server.
/// Holding the bound socket keeps the port from every other socket.
public final class RefusingPort: Sendable {
    let socketDescriptor: Int32
    /// The port.
    public let port: Int

    /// Binds a port the kernel picks.
    public init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError("socket() failed: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(fd, generic, length) == 0 && getsockname(fd, generic, &length) == 0
            }
        }
        guard bound else {
            close(fd)
            throw ServerError("cannot bind 127.0.0.1: errno \(errno)")
        }
        socketDescriptor = fd
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    deinit { close(socketDescriptor) }
}
