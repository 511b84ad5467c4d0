/// Lets at most `maximumPerHost` requests run at once to each host; the rest wait in order.
actor HostLimiter {
    let maximumPerHost: Int
    var running: [String: Int] = [:]
    var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]

    init(maximumPerHost: Int) {
        self.maximumPerHost = max(1, maximumPerHost)
    }

    /// Waits for a free slot for `host`.
    func acquire(_ host: String) async {
        if running[host, default: 0] < maximumPerHost {
            running[host, default: 0] += 1
            return
        }
        await withCheckedContinuation { waiting[host, default: []].append($0) }
    }

    /// Frees a slot for `host`, handing it to the next waiter if any.
    func release(_ host: String) {
        if var queue = waiting[host], !queue.isEmpty {
            let next = queue.removeFirst()
            waiting[host] = queue
            next.resume()
        } else {
            running[host, default: 1] -= 1
        }
    }
}
