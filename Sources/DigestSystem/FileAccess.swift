/// What a process may do with a file: read it, write it, run it.
package enum FileAccess: Sendable {
    case read, write, execute
}
