import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `transform` applied to every element on all cores at once, results in the original order.
    ///
    /// For work with no shared state (rendering a week, decoding a snapshot).
    package func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let slots = Mutex([Slot<Result>?](repeating: nil, count: count))
        withoutActuallyEscaping(transform) { transform in
            DispatchQueue.concurrentPerform(iterations: count) { index in
                let value = Slot(value: transform(self[index]))
                slots.withLock { $0[index] = value }
            }
        }
        return slots.withLock { $0.compactMap { $0?.value } }
    }
}

/// One result of `parallelMap`, boxed so that a nil result is still a result.
private struct Slot<Value: Sendable>: Sendable {
    let value: Value
}
