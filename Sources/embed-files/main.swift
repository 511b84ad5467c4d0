// Writes a Swift source file that holds files as string literals, so the binary carries them.
//
// Usage: embed-files OUTPUT.swift TYPE PROPERTY ROOT [FILE...]
// Declares `extension TYPE { static let PROPERTY: [String: String] }`, keyed by each FILE's path
// relative to ROOT. Every character outside printable ASCII is written as a `\u{…}` escape, so the
// literal is exactly the file's text, whatever it holds.
import Foundation

/// A failure that stops the build, with the sentence to print.
struct EmbedError: Error, CustomStringConvertible {
    let description: String
}

/// `text` as a Swift string literal.
func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case " "..."~": out.unicodeScalars.append(scalar)
        default: out += "\\u{" + String(scalar.value, radix: 16) + "}"
        }
    }
    return out + "\""
}

func generate(arguments: [String]) throws -> (output: String, source: String) {
    guard arguments.count >= 4 else {
        throw EmbedError(description: "usage: embed-files OUTPUT.swift TYPE PROPERTY ROOT [FILE...]")
    }
    let (output, type, property, root) = (arguments[0], arguments[1], arguments[2], arguments[3])
    let prefix = URL(fileURLWithPath: root).standardizedFileURL.path + "/"
    var entries: [(String, String)] = []
    for file in arguments.dropFirst(4) {
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        guard path.hasPrefix(prefix) else { throw EmbedError(description: "\(file) is not under \(root)") }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let text = String(validating: data, as: UTF8.self) else {
            throw EmbedError(description: "\(file) is not UTF-8 text; save it as UTF-8.")
        }
        entries.append((String(path.dropFirst(prefix.count)), text))
    }
    entries.sort { $0.0 < $1.0 }
    var source = "// Generated at build time by embed-files from the package's files; do not edit.\n"
    source += "extension \(type) {\n    static let \(property): [String: String] = [\n"
    for (name, text) in entries { source += "        \(literal(name)): \(literal(text)),\n" }
    if entries.isEmpty { source += "        :\n" }
    source += "    ]\n}\n"
    return (output, source)
}

do {
    let (output, source) = try generate(arguments: Array(CommandLine.arguments.dropFirst()))
    try source.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("embed-files: \(error)\n".utf8))
    exit(1)
}
