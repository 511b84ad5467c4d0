#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command line and the environment as the system gave them, byte for byte.
///
/// Swift's `CommandLine.arguments` and `ProcessInfo`'s environment replace bytes that are not
/// UTF-8 with U+FFFD, so `DIGEST_OUTPUT=$'/srv/site\xff'` would silently name another folder.
/// Paths are what the user typed: such a value is found here and refused, never replaced.
package enum ProcessText {
    /// The arguments after the program's name that are not valid UTF-8, with their places
    /// (1 for the first) and their text as Swift would show it.
    package static func invalidArguments() -> [(place: Int, shown: String)] {
        var invalid: [(Int, String)] = []
        // The C edge: argv's pointers as the kernel laid them out, read for as many as argc says.
        let argv = CommandLine.unsafeArgv
        for index in 1..<max(1, Int(CommandLine.argc)) {
            guard let pointer = argv[index], String(validatingCString: pointer) == nil else { continue }
            invalid.append((index, String(cString: pointer)))
        }
        return invalid
    }

    /// The variables whose values are not valid UTF-8, among those `isRead` says the program reads,
    /// with each value as Swift would show it, sorted by name.
    package static func invalidVariables(isRead: (String) -> Bool) -> [(name: String, shown: String)] {
        var invalid: [(String, String)] = []
        // The C edge: environ is a NULL-terminated array of "NAME=value" strings.
        var entry = environ
        while let pointer = entry.pointee {
            defer { entry += 1 }
            guard String(validatingCString: pointer) == nil else { continue }
            let text = String(cString: pointer)
            guard let equals = text.firstIndex(of: "=") else { continue }
            let name = String(text[..<equals])
            if isRead(name) { invalid.append((name, String(text[text.index(after: equals)...]))) }
        }
        return invalid.sorted { $0.0 < $1.0 }
    }
}
