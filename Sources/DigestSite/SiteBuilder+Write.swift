extension SiteBuilder {
    /// Every page rebuilt from the snapshots and written into the store's folder.
    ///
    /// Each week's pages are written as soon as they are made, then the pages that link to them
    /// and the index, and files the site no longer has are removed: what `render` does, and what
    /// a `run` does to repair a site.
    ///
    /// With no snapshot readable, only the weeks' pages already written are kept: the archive,
    /// feed and index are not replaced by empty ones. `changed` lists the paths written or removed.
    package func rebuildAndWrite(warn: (String) -> Void) throws -> (build: SiteBuild, changed: [String]) {
        let writer = SiteWriter(fileSystem: store.fileSystem, clearsLeftovers: false, history: store.history),
            root = store.root
        let build = try everything(warn: warn) { try writer.writeNow($0, into: root) }
        guard !build.weeks.isEmpty else { return (build, build.written) }
        let changed =
            try build.written + writer.write(build.files, into: root) + writer.remove(build.obsolete, from: root)
        return (build, changed)
    }
}
