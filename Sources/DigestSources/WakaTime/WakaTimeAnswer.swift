/// A decoded WakaTime answer, and whether WakaTime was still calculating it.
struct WakaTimeAnswer<Value: Sendable>: Sendable {
    /// The data; nil when WakaTime sent none (a bare 202).
    var value: Value?
    /// True when every attempt found the stats still being calculated.
    var isPending: Bool
    /// How far WakaTime said it had got, 0–100, when it said.
    var percentCalculated: Int?
}
