// The hand-written readers of outside text on a megabyte of their worst inputs, built with -O by
// benchmarks/parsers.sh (issue 66: each must be linear, and well under a second on a megabyte).
import Foundation

let megabyte = 1 << 20

func worst(_ unit: String, tail: String = "") -> String {
    String(repeating: unit, count: megabyte / unit.utf8.count) + tail
}

func time(_ name: String, _ body: () -> Void) {
    var rounds: [Double] = []
    for _ in 0..<3 {
        let started = Date()
        body()
        rounds.append(Date().timeIntervalSince(started))
    }
    print(
        name.padding(toLength: 28, withPad: " ", startingAt: 0)
            + String(format: "%6.3f s (median of 3)", rounds.sorted()[1]))
}

for (name, text) in [
    ("[", worst("[")), ("?[", worst("?[")), ("<https://", worst("<https://")), ("https://(", worst("https://(")),
    ("[a](https://", worst("[a](https://")),
    ("[ before dots", worst("[", tail: "](https://a" + String(repeating: ".", count: megabyte) + " ")),
    ("``x", worst("``x")), ("```", worst("```", tail: "x")),
] {
    time("MFM \(name)") { _ = MisskeyText.reading(text) }
}
for (name, html) in [
    ("<", worst("<")), ("a=", "<a " + worst("a=") + ">"), ("&", worst("&")), ("<a><br>", worst("<a><br>")),
] {
    time("Mastodon \(name)") { _ = MastodonContent(html: html) }
}
