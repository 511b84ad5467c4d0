/// The site's icon, `assets/favicon.svg`.
///
/// Three bars of a week's chart on a rounded square in the page's accent colour, lighter in the
/// dark scheme. Every page links it, so a browser never asks for `/favicon.ico`, which a site
/// under a subpath cannot own.
package enum Favicon {
    /// The icon.
    package static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">\
        <style>.tile{fill:#1f5fbf}.bar{fill:#ffffff}@media (prefers-color-scheme: dark){.tile{fill:#8cb6ff}.bar{fill:#15171b}}</style>\
        <rect class="tile" width="32" height="32" rx="7"/>\
        <rect class="bar" x="7" y="15" width="5" height="10" rx="1.5"/>\
        <rect class="bar" x="13.5" y="8" width="5" height="17" rx="1.5"/>\
        <rect class="bar" x="20" y="12" width="5" height="13" rx="1.5"/>\
        </svg>

        """
}
