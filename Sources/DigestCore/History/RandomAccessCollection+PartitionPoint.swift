extension RandomAccessCollection {
    /// The index of the first element for which `isInSecondPart` holds, or `endIndex` when none
    /// does, found by halving: the collection must hold every element of the first part before
    /// every element of the second (a sorted array split at a value, say).
    package func partitionPoint(where isInSecondPart: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try isInSecondPart(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
