/// A command that holds a lock (the output folder's, the state folder's) while it prints.
///
/// Its standard output and error never block (`StandardStreams.neverBlock()`): a pipe nobody reads
/// must not hold the lock, and every later run with it. Every other command, and help, the help
/// dump and the version, wait for their reader as any program does, so a slow reader gets all of it.
/// (`SendableMetatype`: its conformances are never isolated, so `main` may ask for it in any context.)
protocol LockingCommand: SendableMetatype {}

extension RunCommand: LockingCommand {}
extension BackfillCommand: LockingCommand {}
extension RenderCommand: LockingCommand {}
extension PublishCommand: LockingCommand {}
extension EmailCommand: LockingCommand {}
