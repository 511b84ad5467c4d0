/// The scalars of a note's MFM, with what ``MisskeyText`` asks of every position answered once,
/// from the end of the text back, so that reading any text visits each scalar a few times.
///
/// Before, each `[`, `<https://`, or `https://(` looked ahead for its end on its own: a note of
/// 100 000 `[` took 6 s, a megabyte of them about 10 CPU-minutes. Each table here holds, for a
/// position, the answer that look-ahead found.
struct MisskeyScanner {
    let scalars: [Unicode.Scalar]
    /// The first `]` or line break at or after each position: where a label ends, or cannot.
    let labelStops: [Int]
    /// The first `>` or white space at or after each position: where `<https://…` ends, or cannot.
    let angleStops: [Int]
    /// The first backtick or line break at or after each position: where inline code ends, or cannot.
    let codeStops: [Int]
    /// The first ```` ``` ```` at or after each position.
    let fences: [Int]
    /// Where a bare address that runs from each position stops at its last balanced point: past
    /// address scalars and whole `()` and `[]` pairs, up to anything else or a bracket left open.
    let balancedEnds: [Int]
    /// Where the bare address at a position ends (nil inside: none starts there), once asked.
    var bareEnds: [Int: Int?] = [:]
    /// The scalars looked at: what the tests hold to a few times the text's length.
    var visits = 0

    /// The tables of `mfm`.
    init(_ mfm: String) {
        let scalars = Array(mfm.unicodeScalars)
        self.scalars = scalars
        let count = scalars.count
        func stops(_ isStop: (Unicode.Scalar) -> Bool) -> [Int] {
            var table = [Int](repeating: count, count: count + 1)
            for index in stride(from: count - 1, through: 0, by: -1) {
                table[index] = isStop(scalars[index]) ? index : table[index + 1]
            }
            return table
        }
        labelStops = stops { $0 == "]" || $0 == "\n" }
        angleStops = stops { $0 == ">" || $0.properties.isWhitespace }
        codeStops = stops { $0 == "`" || $0 == "\n" }
        var fences = [Int](repeating: count, count: count + 1)
        for index in stride(from: count - 3, through: 0, by: -1) {
            let isFence = scalars[index] == "`" && scalars[index + 1] == "`" && scalars[index + 2] == "`"
            fences[index] = isFence ? index : fences[index + 1]
        }
        self.fences = fences
        balancedEnds = Self.balancedEnds(scalars)
        visits = 5 * count
    }

    /// ``balancedEnds`` of `scalars`: the brackets matched in one pass (anything a bare address
    /// cannot run over, and a closing bracket that closes nothing open, ends every address that
    /// reaches it), then each position's end from the end back.
    static func balancedEnds(_ scalars: [Unicode.Scalar]) -> [Int] {
        let count = scalars.count
        var match = [Int?](repeating: nil, count: count), open: [Int] = []
        for (index, scalar) in scalars.enumerated() {
            if scalar == "(" || scalar == "[" {
                open.append(index)
            } else if scalar == ")" || scalar == "]" {
                if let top = open.last, scalars[top] == (scalar == ")" ? "(" : "[") {
                    match[top] = index
                    open.removeLast()
                } else {
                    open.removeAll()
                }
            } else if !MisskeyText.isAddressScalar(scalar) {
                open.removeAll()
            }
        }
        var ends = Array(0...count)
        for index in stride(from: count - 1, through: 0, by: -1) {
            let scalar = scalars[index]
            if scalar == "(" || scalar == "[" {
                ends[index] = match[index].map { ends[$0 + 1] } ?? index
            } else if scalar != ")", scalar != "]", MisskeyText.isAddressScalar(scalar) {
                ends[index] = ends[index + 1]
            }
        }
        return ends
    }
}
